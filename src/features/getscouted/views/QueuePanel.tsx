import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useLayoutEffect, useRef, type Ref } from "react";
import { formatDate } from "../../../lib/format.js";
import type { SendOutcome } from "../../../lib/application-queue/records.js";
import { discardQueued, sendQueued, type QueueItem } from "../../../state/applications/index.js";
import { localeAtom, useAtomValue } from "../../../state/store.js";
import styles from "./Views.module.css";

/** Why an application still waits, or that it was received: the row's status, and what the queue's announcer says when an upload ends. */
export function OutcomeText({ outcome }: { outcome: SendOutcome | null }) {
  const locale = useAtomValue(localeAtom);
  switch (outcome?.kind) {
    case undefined:
      return <Trans>Aguardando envio.</Trans>;
    case "received":
      return <Trans>Recebida.</Trans>;
    case "offline":
      return <Trans>Sem conexão. Ela está guardada neste aparelho e será enviada automaticamente quando a conexão voltar.</Trans>;
    case "server_error":
      return <Trans>O servidor não conseguiu recebê-la agora. Ela continua guardada: tente novamente em instantes.</Trans>;
    case "rate_limited": {
      const time = formatDate(new Date(outcome.retryAt), locale, { timeStyle: "short" });
      return <Trans>Muitas inscrições enviadas desta conexão. Ela será enviada automaticamente às {time}.</Trans>;
    }
    case "rejected":
      return <Trans>O servidor recusou alguns dados desta inscrição.</Trans>;
  }
}

/** The row's status: not a live region (the queue's announcer says the start and the end); the percent is only shown. */
function StatusLine({ item }: { item: QueueItem }) {
  if (item.progress === null) return <OutcomeText outcome={item.outcome} />;
  const percent = Math.round(Math.min(1, Math.max(0, item.progress)) * 100);
  return (
    <>
      <Trans>Enviando…</Trans> <span aria-hidden="true">{percent}%</span>
    </>
  );
}

/** Held back by the server's limit: sent again before its time, it would only be refused again, so it has no send button (it goes at the time its status says). */
const waitsOutLimit = (item: QueueItem) => item.outcome?.kind === "rate_limited" && item.progress === null;

/** The id of the queue's heading. */
export const queueTitleId = "queue-title";

/** The id of a queued application's send button, which gets the focus back after a failed upload of it. */
export const queueSendId = (key: string): string => `queue-send-${key}`;

/**
 * Applications saved in this browser and not yet confirmed by the server,
 * each with its status and a way to send it now.
 */
export function QueuePanel({ items, headingRef }: { items: readonly QueueItem[]; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const count = items.length;
  // The send button that has the keyboard's focus: held back by the limit, its row stays without it, and the focus
  // goes to the list's heading rather than to the page. A row that leaves the list (the form's own, while the sending
  // view shows it) is that view's to hand the focus back.
  const focusedSend = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = focusedSend.current;
    if (key === null || document.getElementById(queueSendId(key))) return;
    focusedSend.current = null;
    const stayed = items.some((item) => item.key === key);
    if (stayed && (document.activeElement === null || document.activeElement === document.body)) document.getElementById(queueTitleId)?.focus();
  }, [items]);
  return (
    <section className={styles.queue} aria-labelledby={queueTitleId} data-testid="queue-panel">
      <h2 id={queueTitleId} ref={headingRef} tabIndex={-1} className={styles.queueTitle}>
        <Plural value={count} one="# inscrição aguardando envio" other="# inscrições aguardando envio" />
      </h2>
      <ul className={styles.queueList}>
        {items.map((item) => (
          <li key={item.key} className={styles.queueItem}>
            <p className={styles.queueName}>
              {item.name || t`Inscrição sem nome`}
              <span className={styles.queueTime}> · {formatDate(new Date(item.createdAt), locale, { dateStyle: "medium", timeStyle: "short" })}</span>
            </p>
            <p className={styles.queueStatus} data-testid="queue-status">
              <StatusLine item={item} />
            </p>
            {item.outcome?.kind === "rejected" ? (
              <button type="button" className={styles.secondary} onClick={() => discardQueued(item.key)}>
                <Trans>Descartar</Trans>
              </button>
            ) : waitsOutLimit(item) ? null : (
              // Busy while it sends, not disabled: that would drop the keyboard's focus to the page.
              <button
                type="button"
                id={queueSendId(item.key)}
                className={styles.primary}
                aria-disabled={item.progress !== null || undefined}
                onFocus={() => (focusedSend.current = item.key)}
                onBlur={(event) => {
                  if (event.relatedTarget) focusedSend.current = null;
                }}
                onClick={() => {
                  if (item.progress === null) void sendQueued(item.key);
                }}
              >
                {item.outcome?.kind === "server_error" ? <Trans>Tentar novamente</Trans> : <Trans>Enviar agora</Trans>}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
