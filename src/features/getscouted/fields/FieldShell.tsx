import type { ReactNode } from "react";
import forms from "../../../components/forms.module.css";
import type { ApplicationField, PhotoSlot } from "../../../contract/application.js";
import { useErrorText } from "../messages.js";
import styles from "./Field.module.css";

export interface ControlProps {
  id: string;
  /** Every field of the application form is required: each one is marked so, visibly and for screen readers. */
  "aria-required": true;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

export const fieldId = (name: string) => `field-${name}`;

interface FieldShellProps {
  name: ApplicationField;
  label: string;
  /** The error code to show, if any. */
  code: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
  wide?: boolean;
}

/** A label, the control, an optional hint and the field's message, tied together for screen readers. */
export function FieldShell({ name, label, code, hint, children, wide }: FieldShellProps) {
  const errorText = useErrorText();
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = code ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={[forms.field, wide ? styles.wide : ""].join(" ")} data-field={name}>
      <label className={forms.label} htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      {children({ id, "aria-required": true, "aria-invalid": Boolean(code), "aria-describedby": describedBy })}
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {code && (
        <p id={errorId} className={forms.error}>
          {errorText(name, code)}
        </p>
      )}
    </div>
  );
}

/** The visible mark of a required field; screen readers hear `aria-required` on the control instead. */
export function RequiredMark() {
  return (
    <span className={forms.required} aria-hidden="true">
      {" *"}
    </span>
  );
}

export type FieldName = ApplicationField | PhotoSlot;
