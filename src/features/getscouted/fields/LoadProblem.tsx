import { Trans } from "@lingui/react/macro";
import buttons from "../../../components/buttons.module.css";
import { LoadError, retryLoad } from "../../../state/resource.js";
import { useStore } from "../../../state/store.js";
import styles from "./Field.module.css";

/** A list that did not load, with a way to load it again. */
export function LoadProblem({ error }: { error: unknown }) {
  const store = useStore();
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
