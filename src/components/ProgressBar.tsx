import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import styles from "./ProgressBar.module.css";

/** The bar fills over 5 s in 100 ms steps, then waits near the end. */
export const progressDurationMs = 5000;
export const progressStepMs = 100;

export function progressAt(elapsedMs: number): number {
  return Math.min(95, (elapsedMs / progressDurationMs) * 95);
}

/**
 * The top progress bar shown while a route's code or data loads. Each step is
 * written to the DOM directly: a React state update every 100 ms would be an
 * urgent update that restarts the page's slow transition render each time.
 *
 * It is drawn in the body, not where it is rendered (the page's place in <main>): the page
 * fades in, and that fade made <main> a layer of its own, under the navbar, with the bar in it.
 */
export function ProgressBar() {
  const { t } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let elapsed = 0;
    const timer = setInterval(() => {
      elapsed += progressStepMs;
      const value = Math.round(progressAt(elapsed));
      track.current?.setAttribute("aria-valuenow", String(value));
      if (fill.current) fill.current.style.transform = `scaleX(${value / 100})`;
    }, progressStepMs);
    return () => clearInterval(timer);
  }, []);
  // The server may draw it as a fallback while it renders a page, then drops it: it has no body to draw it in.
  if (import.meta.env.SSR) return null;
  return createPortal(
    <div ref={track} className={styles.track} role="progressbar" aria-label={t`Carregando a página`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0}>
      <div ref={fill} className={styles.fill} style={{ transform: "scaleX(0)" }} />
    </div>,
    document.body,
  );
}
