import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import styles from "./Profile.module.css";
import { shareLink, shareUrl, type ShareOutcome } from "./share.js";

/** How long the confirmation stays up. */
const noticeMs = 6000;

/**
 * "Share": the share sheet where there is one, else the link copied, said in a
 * status region (announced by screen readers, visible to everyone). One label
 * for both, so the server's markup never differs from the browser's.
 */
export function ShareButton({ name }: { name: string }) {
  const [outcome, setOutcome] = useState<{ kind: ShareOutcome; url: string } | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), noticeMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = shareUrl(window.location);
    setOutcome(null);
    // The site's name needs no translation.
    setOutcome({ kind: await shareLink({ title: `${name} — Passarela`, url }), url });
  };

  const url = outcome?.url;
  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={() => void share()}>
        <Trans>Compartilhar</Trans>
      </button>
      <p role="status" className={styles.shareStatus}>
        {outcome?.kind === "copied" && <Trans>Link copiado</Trans>}
        {outcome?.kind === "failed" && <Trans>Não foi possível copiar. O link é {url}</Trans>}
      </p>
    </div>
  );
}
