import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../../locales/pt/getscouted.po";
import type { SendOutcome } from "../../../lib/application-queue/records.js";
import type { QueueItem } from "../../../state/applications/index.js";
import { createStore, Provider } from "../../../state/store.js";
import { QueueAnnouncer } from "./QueueAnnouncer.js";
import { QueuePanel } from "./QueuePanel.js";
import { queueNews } from "./queue-news.js";

const own = "own-key";
const other = "other-key";
const item = (key: string, progress: number | null, outcome: QueueItem["outcome"] = null, name = "Ana Souza"): QueueItem => ({
  key,
  name,
  createdAt: Date.UTC(2026, 0, 10, 12),
  attempts: 0,
  outcome,
  progress,
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(cleanup);

/** The queue's panel over a store of its own, rendered again with each list given. */
const queuePanel = (store: ReturnType<typeof createStore>) => (items: readonly QueueItem[]) => (
  <Provider store={store}>
    <I18nProvider i18n={i18n}>
      <QueuePanel items={items} headingRef={null} />
    </I18nProvider>
  </Provider>
);

describe("the queue's news", () => {
  it("is the start and the end of an upload, never its percentages", () => {
    const waiting = [item(other, null, { kind: "offline" })];
    const started = queueNews(waiting, [item(other, 0, { kind: "offline" })], own, {});
    expect(started).toEqual([{ kind: "started", key: other, name: "Ana Souza" }]);
    expect(queueNews([item(other, 0.1)], [item(other, 0.5)], own, {})).toEqual([]);
    expect(queueNews([item(other, 1)], [item(other, null, { kind: "server_error", status: 503 })], own, {})).toEqual([
      { kind: "ended", key: other, name: "Ana Souza", outcome: { kind: "server_error", status: 503 } },
    ]);
    const received: Record<string, SendOutcome> = { [other]: { kind: "received", id: "r1" } };
    expect(queueNews([item(other, 1)], [], own, received)).toEqual([{ kind: "ended", key: other, name: "Ana Souza", outcome: { kind: "received", id: "r1" } }]);
  });

  it("leaves to the form's own views the start, the receipt and the refusal of its application, not a failure that keeps it waiting", () => {
    expect(queueNews([], [item(own, 0)], own, {})).toEqual([]);
    expect(queueNews([item(own, 1)], [], own, { [own]: { kind: "received", id: "r2" } })).toEqual([]);
    const refusal = { kind: "rejected", status: 400, error: "invalid_application", fields: {} } as const;
    expect(queueNews([item(own, 1)], [item(own, null, refusal)], own, {})).toEqual([]);
    expect(queueNews([item(own, 1)], [item(own, null, { kind: "offline" })], own, {})).toEqual([
      { kind: "ended", key: own, name: "Ana Souza", outcome: { kind: "offline" } },
    ]);
  });

  it("says nothing of an application discarded or taken elsewhere", () => {
    expect(queueNews([item(other, 0.4)], [], own, {})).toEqual([]);
  });
});

describe("while an application uploads", () => {
  function renderQueue(queue: readonly QueueItem[], outcomes: Readonly<Record<string, SendOutcome>> = {}) {
    const store = createStore();
    const view = (items: readonly QueueItem[], known: Readonly<Record<string, SendOutcome>>) => (
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <QueueAnnouncer queue={items} own={own} outcomes={known} />
          {items.length > 0 && <QueuePanel items={items} headingRef={null} />}
        </I18nProvider>
      </Provider>
    );
    const rendered = render(view(queue, outcomes));
    return (items: readonly QueueItem[], known: Readonly<Record<string, SendOutcome>> = {}) => act(() => rendered.rerender(view(items, known)));
  }
  const liveText = () => screen.getAllByRole("status").map((region) => region.textContent);

  it("one live region says it started and how it ended; the panel shows the percent without reading it out", () => {
    const update = renderQueue([item(other, null, { kind: "offline" })]);
    expect(liveText()).toEqual([""]);

    update([item(other, 0, { kind: "offline" })]);
    expect(liveText()).toEqual(["Enviando a inscrição de Ana Souza…"]);
    update([item(other, 0.37, { kind: "offline" })]);
    update([item(other, 0.64, { kind: "offline" })]);
    expect(liveText()).toEqual(["Enviando a inscrição de Ana Souza…"]);
    const row = screen.getByTestId("queue-status");
    expect(row.textContent).toBe("Enviando… 64%");
    expect(row.querySelector("[aria-hidden=true]")?.textContent).toBe("64%");

    update([item(other, null, { kind: "server_error", status: 503 })]);
    expect(liveText()).toEqual(["Inscrição de Ana Souza: O servidor não conseguiu recebê-la agora. Ela continua guardada: tente novamente em instantes."]);
  });

  it("the receipt of the last one is said though the panel goes with it", () => {
    const update = renderQueue([item(other, 0.9, null, "")]);
    update([], { [other]: { kind: "received", id: "r3" } });
    expect(screen.queryByTestId("queue-panel")).toBeNull();
    expect(liveText()).toEqual(["Inscrição sem nome: Recebida."]);
  });

  it("a failure said of the form's application goes once it is received: nothing left says it still waits", () => {
    const update = renderQueue([item(own, 0.5)]);
    update([item(own, null, { kind: "offline" })]);
    expect(liveText()[0]).toContain("Sem conexão.");
    // Back online, the queue sends it again and the server has it: the success view says so, and the region no longer says it waits.
    update([item(own, 0, { kind: "offline" })]);
    update([], { [own]: { kind: "received", id: "r4" } });
    expect(liveText()).toEqual([""]);
  });
});

describe("the queue panel", () => {
  it("offers to send now what waits for the connection, not what waits out the server's limit: sent early, it would only be refused again", () => {
    const retryAt = Date.UTC(2026, 0, 10, 13, 30);
    render(queuePanel(createStore())([item(own, null, { kind: "offline" }, "Ana Souza"), item(other, null, { kind: "rate_limited", retryAt }, "Bia Lima")]));
    const rows = screen.getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Enviar agora");
    expect(rows[1]?.textContent).toContain("Ela será enviada automaticamente às");
    expect(rows[1]?.querySelector("button")).toBeNull();
  });

  it("hands the keyboard's focus to its heading when the row's focused send button goes with a limit's answer", () => {
    const panel = queuePanel(createStore());
    const view = render(panel([item(other, null, { kind: "offline" })]));
    screen.getByRole("button", { name: "Enviar agora" }).focus();
    view.rerender(panel([item(other, 0.5, { kind: "offline" })]));
    expect(document.activeElement?.textContent).toBe("Enviar agora");
    view.rerender(panel([item(other, null, { kind: "rate_limited", retryAt: Date.UTC(2026, 0, 10, 13) })]));
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.activeElement?.id).toBe("queue-title");
  });

  it("leaves the focus alone when the focused row leaves the list: the form's own, shown by the sending view, which hands it back", () => {
    const panel = queuePanel(createStore());
    const view = render(panel([item(own, null, { kind: "offline" }), item(other, null, { kind: "offline" }, "Bia Lima")]));
    screen.getAllByRole("button", { name: "Enviar agora" })[0]?.focus();
    view.rerender(panel([item(other, null, { kind: "offline" }, "Bia Lima")]));
    expect(document.activeElement?.id).not.toBe("queue-title");
  });
});
