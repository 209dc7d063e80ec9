import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { actionButton } from "./button.js";
import styles from "./SelectionPage.module.css";

type Status = "idle" | "copied" | "failed";

/**
 * The selection's link, shown so it can always be copied by hand, and a button
 * that hands it to the system's share sheet where there is one, or copies it.
 */
export function ShareLink({ url }: { url: string }) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>("idle");
  // Once the selection changes, "copied" would be about a link that is no longer this one.
  const [statusUrl, setStatusUrl] = useState(url);
  if (statusUrl !== url) {
    setStatusUrl(url);
    setStatus("idle");
  }
  const canShare = "share" in navigator;

  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title: t`Seleção — Passarela`, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing went wrong.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
      input.current?.select();
    }
  };

  return (
    <div className={styles.share}>
      <label htmlFor={id} className={styles.label}>
        <Trans>Link da seleção</Trans>
      </label>
      <div className={styles.shareRow}>
        <input ref={input} id={id} className={styles.shareInput} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={actionButton} onClick={() => void share()}>
          {canShare ? t`Compartilhar` : t`Copiar link`}
        </button>
      </div>
      <p className={styles.note} role="status">
        {status === "copied" && t`Link copiado.`}
        {status === "failed" && t`Não foi possível copiar: selecione o link acima e copie.`}
      </p>
    </div>
  );
}
