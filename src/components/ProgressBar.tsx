import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./ProgressBar.module.css";

/** Spec §4: the bar fills over 5 s in 100 ms steps, then waits near the end. */
export const progressDurationMs = 5000;
export const progressStepMs = 100;

export function progressAt(elapsedMs: number): number {
  return Math.min(95, (elapsedMs / progressDurationMs) * 95);
}

/** The top progress bar shown while a route's code or data loads. */
export function ProgressBar() {
  const { t } = useLingui();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setElapsed((value) => value + progressStepMs), progressStepMs);
    return () => clearInterval(timer);
  }, []);
  const value = Math.round(progressAt(elapsed));
  return (
    <div className={styles.track} role="progressbar" aria-label={t`Carregando a página`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
      <div className={styles.fill} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
