import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useField } from "react-final-form";
import { consentField } from "../../../contract/application.js";
import { privacyNoticeVersion } from "../../../contract/privacy.js";
import { pathFor } from "../../../lib/routes.js";
import { localeAtom } from "../../../state/store.js";
import { useErrorText } from "../messages.js";
import { fieldId, RequiredMark } from "./FieldShell.js";
import { shownCode, useServerErrors } from "./server-errors.js";
import styles from "./Field.module.css";

const subscription = { value: true, error: true, touched: true, submitFailed: true };

/**
 * The explicit consent to the privacy notice: unticked until the visitor ticks
 * it, and then worth the version of the notice it links (a new tab, so the form
 * stays as it is).
 */
export function ConsentCheckbox() {
  const server = useServerErrors();
  const errorText = useErrorText();
  const locale = useAtomValue(localeAtom);
  const { input, meta } = useField<string | undefined>(consentField, { subscription });
  const code = shownCode(consentField, meta, server);
  const id = fieldId(consentField);
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent} data-field={consentField}>
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        name={consentField}
        checked={Boolean(input.value)}
        aria-required={true}
        aria-invalid={Boolean(code)}
        aria-describedby={code ? errorId : undefined}
        onChange={(event) => {
          server.clear(consentField);
          input.onChange(event.target.checked ? privacyNoticeVersion : undefined);
          input.onBlur();
        }}
      />
      <label htmlFor={id} className={styles.consentLabel}>
        <Trans>
          Li a{" "}
          <a href={pathFor("privacy", {}, locale)} target="_blank" rel="noopener">
            política de privacidade
          </a>{" "}
          e concordo que a Passarela trate os dados e as fotos desta inscrição para avaliar o perfil.
        </Trans>
        <RequiredMark />
      </label>
      {code && (
        <p id={errorId} className={`${styles.error} ${styles.consentError}`}>
          {errorText(consentField, code)}
        </p>
      )}
    </div>
  );
}
