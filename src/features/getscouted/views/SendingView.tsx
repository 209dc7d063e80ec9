import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Loader } from "../../../components/Loader.js";
import { queueTitleId } from "./QueuePanel.js";
import styles from "./Views.module.css";

/**
 * The sending view: a loader and 'Enviando', with the upload's real progress.
 * `returnTo`: the id of what gets the focus back if the upload fails (a queued
 * application's send button, which leaves the queue panel while this view shows it).
 */
export function SendingView({ fraction, returnTo }: { fraction: number; returnTo?: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // What had the focus before this view took it (kept from the first run: StrictMode runs the effect twice).
  const before = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!before.current && document.activeElement instanceof HTMLElement && document.activeElement !== heading.current) before.current = document.activeElement;
    heading.current?.focus({ preventScroll: false });
    // Gone (the upload failed): the button that started it gets the focus back, unless something else took it;
    // held back by the server's limit, the application has no button any more, and its list's heading takes it.
    return () => {
      const previous = before.current;
      const target = previous?.isConnected && previous !== document.body ? previous : returnTo ? document.getElementById(returnTo) : null;
      const unfocused = () => document.activeElement === null || document.activeElement === document.body;
      if (target) {
        if (unfocused()) target.focus();
      } else if (returnTo) {
        // Once this render's own effects have run (a success view or a refused field takes the focus first).
        setTimeout(() => {
          if (unfocused()) document.getElementById(queueTitleId)?.focus();
        });
      }
    };
  }, [returnTo]);
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className={styles.view} data-testid="sending-view">
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t`Enviando`}
      </h2>
      <Loader label={t`Enviando sua inscrição`} />
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t`Envio da inscrição`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className={styles.fill} style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <p className={styles.percent} aria-hidden="true">
        {percent}%
      </p>
      <p className={styles.text}>
        <Trans>Sua inscrição já está guardada neste aparelho: se a conexão cair, ela será enviada depois, automaticamente.</Trans>
      </p>
    </div>
  );
}
