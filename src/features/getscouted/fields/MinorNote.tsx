import { Trans } from "@lingui/react/macro";
import { useField } from "react-final-form";
import { adultAge, ageOn, displayToIsoDate } from "../../../contract/application.js";

/** Under 18, the application goes through a guardian. */
export function MinorNote() {
  const birthdate = useField<string | undefined>("birthdate", { subscription: { value: true } }).input.value;
  const iso = birthdate ? displayToIsoDate(birthdate) : null;
  // A date still in the future is an error of its own, not a minor.
  const age = iso ? ageOn(iso) : Number.NaN;
  return (
    <span role="status">
      {age >= 0 && age < adultAge && <Trans>Menor de 18 anos: a inscrição, as fotos e os contatos devem ser enviados por um responsável.</Trans>}
    </span>
  );
}
