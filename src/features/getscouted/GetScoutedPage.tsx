import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { RouteLink } from "../../components/RouteLink.js";
import { FormPlaceholder } from "./FormPlaceholder.js";
import styles from "./GetScoutedPage.module.css";

// The form (react-final-form, the schema, the queue) is its own chunk, requested on the page's
// first render: the title and the intro show without waiting for it.
const loadApplication = () => import("./Application.js").then((module) => ({ default: module.Application }));
const Application = lazy(loadApplication);

/** "Seja um modelo": the intro, then the application form. */
export default function GetScoutedPage() {
  return (
    <section className={`page ${styles.page}`}>
      <h1 className="page-title">
        <Trans>Seja um modelo</Trans>
      </h1>
      <div className={styles.intro}>
        <p>
          <Trans>
            Quer ser modelo? Mande quatro fotos suas: de rosto (close) e de corpo inteiro, sem maquiagem e com boa luz, de preferência
            natural. Não precisa de fotos de estúdio: fotos simples, feitas com o celular, são o que a nossa equipe quer ver.
          </Trans>
        </p>
        <p>
          <Trans>Menores de 18 anos: as fotos e os dados de contato devem ser enviados por um responsável.</Trans>
        </p>
        {/* Without JavaScript nothing is kept: the notice below says what to do instead. */}
        <p className={styles.safe} data-needs-js>
          <Trans>O que você preencher fica guardado neste aparelho até o envio: pode fechar a página e continuar depois.</Trans>
        </p>
      </div>
      {/* The form compresses the photos and keeps the draft on this device: it cannot work without JavaScript. */}
      <noscript>
        <p className={styles.noscript}>
          <Trans>
            Para enviar sua inscrição, ative o JavaScript no seu navegador: o formulário comprime as fotos e guarda o que você preencher neste
            aparelho. Sem ele, fale com a nossa equipe de casting pelos <RouteLink to="contact">contatos</RouteLink>.
          </Trans>
        </p>
      </noscript>
      <Suspense fallback={<FormPlaceholder />}>
        <Application />
      </Suspense>
    </section>
  );
}
