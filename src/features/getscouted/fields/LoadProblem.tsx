import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import buttons from "../../../components/buttons.module.css";
import { LoadError, retryLoad } from "../../../state/resource.js";
import { useStore } from "../../../state/store.js";
import styles from "./Field.module.css";

/** Failed loads already tried again on reconnecting: the lists that share one (states, hair, eyes) ask once. */
const retriedOnline = new WeakSet<LoadError>();

/** A list that did not load, with a way to load it again; it tries again by itself when the connection comes back. */
export function LoadProblem({ error }: { error: unknown }) {
  const store = useStore();
  useEffect(() => {
    if (!(error instanceof LoadError)) return;
    const reconnected = () => {
      if (retriedOnline.has(error)) return;
      retriedOnline.add(error);
      retryLoad(store, error);
    };
    window.addEventListener("online", reconnected);
    return () => window.removeEventListener("online", reconnected);
  }, [store, error]);
  return (
    <span className={styles.loadProblem} role="alert">
      <Trans>Não conseguimos carregar as opções.</Trans>{" "}
      {error instanceof LoadError && (
        <button type="button" className={`${buttons.link} ${styles.link}`} onClick={() => retryLoad(store, error)}>
          <Trans>Tentar de novo</Trans>
        </button>
      )}
    </span>
  );
}
