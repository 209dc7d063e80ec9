import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { PageHead } from "../../components/PageHead.js";
import { RouteLink } from "../../components/RouteLink.js";
import buttons from "../../components/buttons.module.css";
import { useHydrated } from "../../lib/hydration.js";
import { fullTitle } from "../../lib/seo.js";
import { dropServerHead } from "../../lib/server-head.js";
import { useManifestLanguage } from "../../lib/use-manifest-language.js";
import { PageReady } from "../router/PageReady.js";
import styles from "./ErrorPage.module.css";
import { NotSaved } from "./NotSaved.js";

export type ErrorStatus = 404 | 500 | 503;

export interface ErrorPageProps {
  status: ErrorStatus;
  /** The error code of a failed load, shown to help support. */
  code?: string;
  onRetry?: () => void;
  /** The load failed because the device is offline and the page was never kept: said as such, not as an error. */
  offline?: boolean;
  /** Tries since the connection came back; null or absent outside such a round. */
  reconnectTries?: number | null;
}

/** After reconnecting, a load that still finds no network is tried again by itself after 1, 2, 4 and 8 s, then left to the button. */
const maxReconnectTries = 4;

/**
 * An error's own title, once hydrated: rendered while hydrating, it would take over the server's (React adopts
 * the head's first one), which goes just below, and React would be left holding a removed node. So it comes
 * after, as PageHead's do. The server writes its own head (see PageHead).
 */
function ErrorTitle({ title }: { title: string }) {
  const hydrated = useHydrated();
  return (
    !import.meta.env.SSR &&
    hydrated && (
      <>
        <title>{fullTitle(title, "notFound")}</title>
        <meta name="robots" content="noindex" />
      </>
    )
  );
}

/** The error page: a message per status code, in the visitor's language, and a way home. Loaded on demand: see error-page.tsx. */
export function ErrorPageView({ status, code, onRetry, offline, reconnectTries }: ErrorPageProps) {
  const { t } = useLingui();
  const texts: Record<ErrorStatus, { title: string; detail: string }> = {
    404: { title: t`Página não encontrada`, detail: t`Não foi possível encontrar esta página.` },
    500: { title: t`Erro interno`, detail: t`Algo deu errado do nosso lado. Tente de novo em instantes.` },
    // The connection is to blame when the request never reached the site, or stalled on its way; otherwise it is the service.
    503: {
      title: code === "timeout" ? t`A página não chegou` : t`Serviço indisponível`,
      detail:
        code === "network_error"
          ? t`Não conseguimos carregar esta página agora. Verifique sua conexão e tente de novo.`
          : code === "timeout"
            ? t`Esta página parou de chegar: a conexão está lenta ou caiu. Verifique sua conexão e tente de novo.`
            : t`Não conseguimos carregar esta página agora: o serviço está indisponível por alguns instantes. Tente de novo em breve.`,
    },
  };
  const { title, detail } = offline ? { title: t`Página não salva neste aparelho`, detail: "" } : texts[status];
  // The 404 head comes with PageHead; other errors write their own title, which replaces the server's.
  useEffect(() => {
    if (status !== 404) dropServerHead();
  }, [status]);
  // An error page may be the first the app draws (offline, in the app shell): the install is in this page's language too.
  useManifestLanguage();
  const retry = useRef(onRetry);
  useEffect(() => {
    retry.current = onRetry;
  });
  // The first loads after the `online` event often fail while the network settles.
  const retryIn =
    code === "network_error" && reconnectTries != null && reconnectTries < maxReconnectTries ? 1000 * 2 ** reconnectTries : undefined;
  useEffect(() => {
    if (retryIn === undefined) return;
    const timer = setTimeout(() => retry.current?.(), retryIn);
    return () => clearTimeout(timer);
  }, [retryIn]);
  return (
    <section className={styles.page} aria-labelledby="error-title">
      {/* Replaces the title of the page the visitor came from (or the server's, for a client-side miss). */}
      {status === 404 ? <PageHead notFound /> : <ErrorTitle title={title} />}
      {/* After the head, whose effects then run before it ends hydration (see PageReady). */}
      <PageReady />
      {offline ? (
        <NotSaved onRetry={onRetry} />
      ) : (
        <>
          <p className={styles.status}>{status}</p>
          <h1 id="error-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.detail}>{detail}</p>
          {code && (
            <p className={styles.code}>
              <Trans>Código do erro: {code}</Trans>
            </p>
          )}
        </>
      )}
      <div className={styles.actions}>
        {onRetry && !offline && (
          <button type="button" className={buttons.primary} onClick={onRetry}>
            <Trans>Tentar de novo</Trans>
          </button>
        )}
        <RouteLink to="home" className={buttons.secondary}>
          <Trans>Voltar para o início</Trans>
        </RouteLink>
      </div>
    </section>
  );
}
