import { Trans, useLingui } from "@lingui/react/macro";
import { useField } from "react-final-form";
import { applicantIsMinor, guardianConsentField, guardianFields, maxLengths } from "../../../contract/application.js";
import { pathFor } from "../../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { ConsentBox } from "./ConsentBox.js";
import { useServerErrors } from "./server-errors.js";
import { TextInput } from "./TextInput.js";
import formStyles from "../ApplicationForm.module.css";

/**
 * A minor's parent or legal guardian (LGPD art. 14): their name and their
 * consent, shown while the birthdate is a minor's. Also shown when the server
 * asked for them (its calendar may already be a day further than this browser's).
 */
export function GuardianFields() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const server = useServerErrors();
  const birthdate = useField<string | undefined>("birthdate", { subscription: { value: true } }).input.value;
  if (!applicantIsMinor(birthdate) && !guardianFields.some((field) => server.errors[field])) return null;
  return (
    <fieldset className={formStyles.section}>
      <legend className={formStyles.legend}>{t`Responsável legal`}</legend>
      <p className={formStyles.sectionIntro}>
        <Trans>Quem se inscreve tem menos de 18 anos: um dos pais ou o responsável legal informa o próprio nome e autoriza a inscrição.</Trans>
      </p>
      <div className={formStyles.grid}>
        <TextInput name="guardian_name" label={t`Nome da mãe, do pai ou do responsável legal`} autoComplete="off" maxLength={maxLengths.guardian_name} wide />
      </div>
      <ConsentBox name={guardianConsentField}>
        <Trans>
          Sou mãe, pai ou responsável legal de quem se inscreve, li a{" "}
          <a href={pathFor("privacy", {}, locale)} target="_blank" rel="noopener">
            política de privacidade
            <span className="visually-hidden"> (abre em uma nova aba)</span>
          </a>{" "}
          e autorizo a Passarela a tratar os dados e as fotos desta inscrição para avaliar o perfil.
        </Trans>
      </ConsentBox>
    </fieldset>
  );
}
