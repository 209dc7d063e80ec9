import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import type { ContactField } from "../../../contract/contact.js";

export const fieldId = (name: string) => `contact-${name}`;

/** Each field's message for an error code of the shared schema or the server's `fields`: what to do, in the visitor's language. */
export function useErrorText(): (field: ContactField, code: string) => string {
  const { t } = useLingui();
  return (field, code) => {
    switch (code) {
      case "required":
        return field === "subject" ? t`Escolha o assunto.` : t`Preencha este campo.`;
      case "too_long":
        return t`Texto longo demais: encurte-o.`;
      case "invalid_email":
        return t`Informe um e-mail válido, como nome@exemplo.com.`;
      case "invalid_phone":
        return t`Informe o telefone no formato +55 (21) 98765-4321, ou deixe o campo vazio.`;
      case "invalid_option":
        return t`Escolha uma das opções da lista.`;
      default:
        return field === "talents" ? t`Não conseguimos ler os talentos desta reserva: diga quais na mensagem.` : t`Confira este campo.`;
    }
  };
}

interface FieldShellProps {
  name: ContactField;
  label: string;
  required: boolean;
  /** The server's code for this field, shown until the visitor changes it. */
  serverCode: string | undefined;
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined; "aria-required": boolean }) => ReactNode;
}

const metaOnly = { error: true, submitFailed: true, dirtySinceLastSubmit: true };

/** A label, the control and the field's message, tied together for screen readers. */
export function FieldShell({ name, label, required, serverCode, children }: FieldShellProps) {
  const errorText = useErrorText();
  const { meta } = useField(name, { subscription: metaOnly });
  // Problems show once the visitor tries to send, not on leaving a field: a message appearing on blur
  // moves the button under a pointer already on its way to it, and the click is lost.
  const local = meta.submitFailed ? (meta.error as string | undefined) : undefined;
  const code = local ?? (meta.dirtySinceLastSubmit ? undefined : serverCode);
  const id = fieldId(name);
  const errorId = code ? `${id}-error` : undefined;
  return (
    <div className={forms.field} data-field={name}>
      <label className={forms.label} htmlFor={id}>
        {label}
        {required && (
          <span className={forms.required} aria-hidden="true">
            {" *"}
          </span>
        )}
      </label>
      {children({ id, "aria-invalid": Boolean(code), "aria-describedby": errorId, "aria-required": required })}
      {code && (
        <p id={errorId} className={forms.error}>
          {errorText(name, code)}
        </p>
      )}
    </div>
  );
}
