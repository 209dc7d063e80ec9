import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import type { Downloaded } from "../lib/download.js";
import buttons from "./buttons.module.css";
import styles from "./DownloadButton.module.css";
import { useDownload, type DownloadFailure, type DownloadRequest } from "./useDownload.js";

interface DownloadButtonProps {
  label: string;
  request: () => DownloadRequest;
  onDone?: (result: Downloaded) => void;
}

const DownloadIcon = () => (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
    <path d="M12 4v11m0 0l-5-5m5 5l5-5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/**
 * A PDF download: inactive while it runs, with an indeterminate bar while the
 * server makes the file and real progress while it arrives, and a Cancel beside
 * it; a wait past the usual is said, a failure says why and offers another try.
 * The button is never `disabled`, which would drop the keyboard's focus to the
 * page: it says it is busy and ignores presses.
 */
export function DownloadButton({ label, request, onDone }: DownloadButtonProps) {
  const { t } = useLingui();
  const { state, busy, start, cancel } = useDownload(onDone);
  const messageId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const percent = state.phase === "receiving" && state.total ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : null;
  const slow = state.phase === "preparing" && state.slow;
  // The button's own text changes unheard while it has the focus: the start, a long wait and the end
  // are said here, once each (not every percent). A long wait is shown too, beside the Cancel.
  const status =
    state.phase === "preparing"
      ? slow
        ? t`Está demorando mais que o normal. Você pode esperar ou cancelar.`
        : t`Gerando o PDF…`
      : state.phase === "saved"
        ? t`PDF baixado.`
        : state.phase === "cancelled"
          ? t`Download cancelado.`
          : "";
  const failures: Record<DownloadFailure, string> = {
    offline: t`Sem conexão: não foi possível baixar o PDF.`,
    unreachable: t`O site não respondeu: não foi possível baixar o PDF.`,
    busy: t`Muitos PDFs sendo gerados agora. Tente de novo em instantes.`,
    missing: t`Não há nada para imprimir aqui.`,
    failed: t`Não foi possível gerar o PDF.`,
  };

  return (
    <div className={styles.download} data-needs-js>
      <button
        type="button"
        className={`${buttons.outline} ${buttons.outlineCaps} ${styles.button}`}
        ref={button}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        aria-describedby={state.phase === "failed" ? messageId : undefined}
        onClick={() => {
          if (!busy) void start(request());
        }}
      >
        <DownloadIcon />
        <span>
          {state.phase === "preparing" ? t`Gerando o PDF…` : state.phase === "receiving" ? (percent === null ? t`Baixando…` : t`Baixando ${percent}%`) : label}
        </span>
      </button>
      {busy && (
        <>
          <progress
            className={styles.progress}
            max={100}
            value={percent ?? undefined}
            aria-label={state.phase === "preparing" ? t`Gerando o PDF` : t`Baixando o PDF`}
          />
          <button
            type="button"
            className={`${buttons.link} ${styles.cancel}`}
            onClick={() => {
              // This button goes with the download: focus moves to the one that stays.
              button.current?.focus();
              cancel();
            }}
          >
            <Trans>Cancelar o download</Trans>
          </button>
        </>
      )}
      {/* Shown once there is something to read beside the button: a long wait, and how it ended (the browser's own
          download bar is easy to miss on a phone). It comes in where Cancel was, so the page below hardly moves. */}
      <span className={slow || state.phase === "saved" || state.phase === "cancelled" ? styles.note : "visually-hidden"} role="status">
        {status}
      </span>
      {state.phase === "failed" && (
        <p id={messageId} className={styles.error} role="alert">
          {failures[state.reason]}{" "}
          <button
            type="button"
            className={`${buttons.link} ${styles.retry}`}
            onClick={() => {
              // This button goes with the message: focus moves to the one that stays.
              button.current?.focus();
              void start(request());
            }}
          >
            <Trans>Tentar de novo</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
