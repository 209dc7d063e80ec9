import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Logo } from "./Logo.js";
import styles from "./LoadingOverlay.module.css";

/** A language change shows the overlay for 600 ms at least, counted from when it is drawn. */
export const overlayMinimumMs = 600;

interface LoadingOverlayProps {
  /** The loading flag: while it is set the overlay stays. */
  active: boolean;
  /** Called once the flag is cleared and the overlay has shown long enough. */
  onDone: () => void;
}

/**
 * The global loading image, shown while the loading flag is set (a language
 * change; Layout mounts it then). Its minimum time starts when it mounts, not
 * when the flag was set: its code may still have been on its way then.
 */
export function LoadingOverlay({ active, onDone }: LoadingOverlayProps) {
  const { t } = useLingui();
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  useEffect(() => {
    if (active) return;
    const timer = setTimeout(onDone, Math.max(0, overlayMinimumMs - (performance.now() - shownAt.current)));
    return () => clearTimeout(timer);
  }, [active, onDone]);
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <Logo className={styles.logo} />
      <span className="visually-hidden">{t`Carregando…`}</span>
    </div>
  );
}
