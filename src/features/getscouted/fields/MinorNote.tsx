import { Trans } from "@lingui/react/macro";
import { useField } from "react-final-form";
import { applicantIsMinor } from "../../../contract/application.js";

/**
 * Under 18, the application goes through a parent or legal guardian, whose
 * fields the form inserts before the consent (fields/GuardianFields). Screen
 * readers hear it as the birthdate is typed; on screen the guardian's block says
 * it, so that nothing between the birthdate and that block moves.
 */
export function MinorNote() {
  const birthdate = useField<string | undefined>("birthdate", { subscription: { value: true } }).input.value;
  return (
    <span role="status" className="visually-hidden">
      {applicantIsMinor(birthdate) && <Trans>Menor de 18 anos: um dos pais ou o responsável legal completa a inscrição, no fim do formulário.</Trans>}
    </span>
  );
}
