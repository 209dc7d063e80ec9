import type { ReactNode } from "react";
import { useField } from "react-final-form";
import forms from "../../../components/forms.module.css";
import type { ApplicationField } from "../../../contract/application.js";
import { privacyNoticeVersion } from "../../../contract/privacy.js";
import { useErrorText } from "../messages.js";
import { fieldId, RequiredMark } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Field.module.css";

const subscription = { value: true, error: true, touched: true, modified: true, submitFailed: true };

/**
 * A required consent box: unticked until the visitor ticks it, and then worth
 * the version of the privacy notice its sentence agrees to.
 */
export function ConsentBox({ name, children }: { name: Extract<ApplicationField, "consent" | "guardian_consent">; children: ReactNode }) {
  const server = useServerErrors();
  const errorText = useErrorText();
  const { input, meta } = useField<string | undefined>(name, { subscription });
  const code = shownCode(name, meta, server);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent} data-field={name}>
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        name={name}
        checked={Boolean(input.value)}
        aria-required={true}
        aria-invalid={Boolean(code)}
        aria-describedby={code ? errorId : undefined}
        onChange={(event) => {
          server.clear(name);
          input.onChange(event.target.checked ? privacyNoticeVersion : undefined);
          input.onBlur();
        }}
      />
      <label htmlFor={id} className={styles.consentLabel}>
        {children}
        <RequiredMark />
      </label>
      {code && (
        <p id={errorId} className={`${forms.error} ${styles.consentError}`}>
          {errorText(name, code)}
        </p>
      )}
    </div>
  );
}
