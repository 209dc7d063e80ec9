import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { retryLoad, type LoadError } from "../state/resource.js";
import { useStore } from "../state/store.js";
import buttons from "./buttons.module.css";
import styles from "./PartProblem.module.css";

/** The parts of a page that can fail alone (see OptionalPart). */
export type PartName = "posts" | "contacts";

/**
 * What stands in a part whose data did not load: what is missing, and a button
 * that loads it again. It tries again by itself when the connection comes back.
 */
export function PartProblem({ name, error, onRetry }: { name: PartName; error: LoadError; onRetry: () => void }) {
  const store = useStore();
  const retry = () => {
    retryLoad(store, error);
    onRetry();
  };
  useEffect(() => {
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  });
  return (
    <div className={styles.problem} role="status">
      <p>
        {name === "posts" ? <Trans>Não conseguimos carregar as publicações agora.</Trans> : <Trans>Não conseguimos carregar os contatos agora.</Trans>}
      </p>
      <button type="button" className={buttons.secondary} onClick={retry}>
        <Trans>Tentar de novo</Trans>
      </button>
    </div>
  );
}
