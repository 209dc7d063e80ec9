import { Trans } from "@lingui/react/macro";
import { consentField } from "../../../contract/application.js";
import { pathFor } from "../../../lib/routes.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import { ConsentBox } from "./ConsentBox.js";

/** The applicant's consent to the privacy notice, which it links (in a new tab, so the form stays as it is). */
export function ConsentCheckbox() {
  const locale = useAtomValue(localeAtom);
  return (
    <ConsentBox name={consentField}>
      <Trans>
        Li a{" "}
        <a href={pathFor("privacy", {}, locale)} target="_blank" rel="noopener">
          política de privacidade
          <span className="visually-hidden"> (abre em uma nova aba)</span>
        </a>{" "}
        e concordo que a Passarela trate os dados e as fotos desta inscrição para avaliar o perfil.
      </Trans>
    </ConsentBox>
  );
}
