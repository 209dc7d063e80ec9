import { Trans } from "@lingui/react/macro";
import type { RouteName, RouteParams } from "../lib/routes.js";
import { hasNavigated } from "../lib/history.js";
import { RouteLink } from "./RouteLink.js";
import styles from "./BackLink.module.css";

/** "Voltar": history back within the site, else the parent page given. */
export function BackLink<N extends RouteName>({ to, params }: { to: N; params?: RouteParams[N] }) {
  return (
    <RouteLink
      {...({ to, params } as { to: N; params: RouteParams[N] })}
      className={styles.back}
      onClick={(event) => {
        if (hasNavigated() && window.history.length > 1) {
          event.preventDefault();
          window.history.back();
        }
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <Trans>Voltar</Trans>
    </RouteLink>
  );
}
