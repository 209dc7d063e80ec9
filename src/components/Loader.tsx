import { useLingui } from "@lingui/react/macro";
import styles from "./Loader.module.css";

/** The simple bar loader, announced to screen readers. */
export function Loader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.loader} role="status" aria-live="polite" data-needs-js>
      <span className={styles.bar} />
      <span className="visually-hidden">{label ?? t`Carregando…`}</span>
    </div>
  );
}
