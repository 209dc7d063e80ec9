import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import buttons from "../../../components/buttons.module.css";
import styles from "./Share.module.css";
import { shareLink, shareUrl, type ShareOutcome } from "./share.js";

/** How long "link copied" stays up. */
const noticeMs = 6000;

/**
 * "Share": the share sheet where there is one, else the link copied, said in a
 * status region (announced by screen readers, visible to everyone). Where the
 * clipboard refuses, the link itself is shown, selected, to copy by hand. One
 * label for every case, so the server's markup never differs from the browser's.
 */
export function ShareButton({ name }: { name: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<{ kind: ShareOutcome; url: string } | null>(null);
  const link = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (outcome?.kind === "failed" && link.current) window.getSelection()?.selectAllChildren(link.current);
    // A link to copy by hand stays until the next try.
    if (outcome?.kind !== "copied") return;
    const timer = window.setTimeout(() => setOutcome(null), noticeMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const share = async () => {
    const url = shareUrl(window.location);
    setOutcome(null);
    // Asked for within the click: the site's name needs no translation.
    const kind = await shareLink({ title: `${name} — Passarela`, text: t`Portfólio de ${name} na Passarela`, url });
    setOutcome({ kind, url });
  };

  return (
    <div className={styles.share}>
      <button type="button" className={`${buttons.outline} ${buttons.outlineCaps}`} onClick={() => void share()} data-needs-js>
        <Trans>Compartilhar</Trans>
      </button>
      <p role="status" className={styles.shareStatus}>
        {outcome?.kind === "copied" && <Trans>Link copiado</Trans>}
        {outcome?.kind === "failed" && (
          <>
            <Trans>Não foi possível copiar. Copie o link:</Trans> <span ref={link}>{outcome.url}</span>
          </>
        )}
      </p>
    </div>
  );
}
