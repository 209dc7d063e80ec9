import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import type { SendOutcome } from "../../../lib/application-queue/records.js";
import type { QueueItem } from "../../../state/applications/index.js";
import { OutcomeText } from "./QueuePanel.js";
import { queueNews, type QueueNews } from "./queue-news.js";

interface QueueAnnouncerProps {
  queue: readonly QueueItem[];
  /** The application of the page's form, which the sending and success views speak for. */
  own: string | null;
  outcomes: Readonly<Record<string, SendOutcome>>;
}

function NewsLine({ news }: { news: QueueNews }) {
  const { name } = news;
  if (news.kind === "started") return name ? <Trans>Enviando a inscrição de {name}…</Trans> : <Trans>Enviando uma inscrição sem nome…</Trans>;
  return (
    <>
      {name ? <Trans>Inscrição de {name}:</Trans> : <Trans>Inscrição sem nome:</Trans>} <OutcomeText outcome={news.outcome} />
    </>
  );
}

/** Whether what was said of an application is still true: it waits in the queue, or it was received. */
const holds = (news: QueueNews, queue: readonly QueueItem[]) =>
  (news.kind === "ended" && news.outcome.kind === "received") || queue.some((item) => item.key === news.key);

/**
 * The one live region of the application queue: it says when an upload
 * starts and how it ended, never its percentages (the panel and the sending
 * view show those). Always present, so what enters it is announced, the
 * last application's receipt included, which takes the panel away.
 */
export function QueueAnnouncer({ queue, own, outcomes }: QueueAnnouncerProps) {
  const [seen, setSeen] = useState(queue);
  const [news, setNews] = useState<readonly QueueNews[]>([]);
  // Compared while rendering, as React's docs advise for state that follows a prop: no extra commit.
  if (seen !== queue) {
    setSeen(queue);
    const next = queueNews(seen, queue, own, outcomes);
    if (next.length > 0) setNews(next);
    // A failure said of an application that has since left the queue (received, here or in another tab) no longer
    // holds: a screen reader reading down the page would find it beside the receipt.
    else if (news.some((item) => !holds(item, queue))) setNews(news.filter((item) => holds(item, queue)));
  }
  return (
    <p className="visually-hidden" role="status" data-testid="queue-announcer">
      {news.map((item, index) => (
        <span key={`${item.key}-${item.kind}`}>
          {index > 0 && " "}
          <NewsLine news={item} />
        </span>
      ))}
    </p>
  );
}
