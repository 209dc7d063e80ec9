import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Loader } from "../../components/Loader.js";
import { useSearchParams } from "../../lib/search-params.js";
import { parseIds } from "./ids.js";
import { OwnSelection } from "./OwnSelection.js";
import { SharedSelection } from "./SharedSelection.js";

/**
 * "Minha seleção" (`/selecao`): the visitor's favourites; with `?ids=`, a
 * selection someone shared, read-only. Never indexed (PageHead and the server say noindex).
 */
export default function SelectionPage() {
  const params = useSearchParams();
  const shared = params.has("ids") ? parseIds(params.get("ids")) : null;
  return (
    <section className="page">
      <h1 className="page-title">{shared ? <Trans>Seleção compartilhada</Trans> : <Trans>Minha seleção</Trans>}</h1>
      {shared ? (
        <Suspense fallback={<Loader />}>
          <SharedSelection ids={shared} />
        </Suspense>
      ) : (
        <OwnSelection />
      )}
    </section>
  );
}
