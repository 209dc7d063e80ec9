import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Loader } from "../../components/Loader.js";
import { useSearchParams } from "../../lib/search-params.js";
import { parseIds } from "../../lib/selection-ids.js";

// Both come after the page's own code: the visitor's selection shows once this device's
// storage is read (a loader stands in, on the server too), and a shared one hydrates when its code is in.
const OwnSelection = lazy(() => import("./OwnSelection.js").then((module) => ({ default: module.OwnSelection })));
const SharedSelection = lazy(() => import("./SharedSelection.js").then((module) => ({ default: module.SharedSelection })));

/**
 * "Minha seleção" (`/selecao`): the visitor's favourites; with `?ids=`, a
 * selection someone shared, read-only. Never indexed (PageHead and the server say noindex).
 */
export default function SelectionPage() {
  const { t } = useLingui();
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
        <>
          {/* The selection is kept in this browser's storage: only the page's code can read it. */}
          <noscript>
            <p>
              <Trans>Sua seleção fica guardada neste navegador: para vê-la, ative o JavaScript.</Trans>
            </p>
          </noscript>
          <Suspense fallback={<Loader label={t`Carregando sua seleção`} />}>
            <OwnSelection />
          </Suspense>
        </>
      )}
    </section>
  );
}
