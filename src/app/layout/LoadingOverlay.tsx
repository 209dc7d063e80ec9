import { useLingui } from "@lingui/react/macro";
import { Logo } from "./Logo.js";
import styles from "./LoadingOverlay.module.css";

/** The global loading image, shown while the loading flag is set (a language change; Layout mounts it then). */
export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Logo className={styles.logo} />
      <span className="visually-hidden">{t`Carregando…`}</span>
    </div>
  );
}
