import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages as later } from "../../locales/pt/later.po";
import { messages } from "../../locales/pt/messages.po";
import { DownloadButton } from "./DownloadButton.js";
import { slowAfterMs } from "./useDownload.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages: { ...messages, ...later } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A response whose body arrives in two chunks, each released by the test. */
function slowPdf() {
  let push: (chunk: Uint8Array | null) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
    },
  });
  const response = new Response(body, {
    headers: { "content-type": "application/pdf", "content-length": "8", "content-disposition": 'attachment; filename="ana-souza-portfolio.pdf"' },
  });
  return { response, push: (chunk: Uint8Array | null) => push(chunk) };
}

/** A fetch that answers only when the test says so, and fails with an AbortError once its signal aborts, as browsers do. */
function heldFetch() {
  let answer: (response: Response) => void = () => undefined;
  const signals: AbortSignal[] = [];
  const fetch = vi.fn((_url: string, init?: RequestInit) => {
    const signal = init?.signal;
    if (signal) signals.push(signal);
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      signal?.addEventListener("abort", () => reject(new DOMException("The operation was aborted.", "AbortError")));
    });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, signals, answer: (response: Response) => answer(response) };
}

/** Catches saved files: jsdom has no object URLs and does not follow download links. */
function watchSaves() {
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:pdf"), revokeObjectURL: vi.fn() });
  return vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
}

/** Lets pending promises (a fetch's answer, a body's chunks) settle, inside act. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
/** Moves fake time on, inside act, and lets what the timers started settle. */
const elapse = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
/** Lets pending promises settle under fake timers: a few turns of the microtask queue. */
const flush = () =>
  act(async () => {
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
  });

const slowText = "Está demorando mais que o normal. Você pode esperar ou cancelar.";

function renderButton() {
  render(
    <I18nProvider i18n={i18n}>
      <DownloadButton label="Baixar Portfolio em PDF" request={() => ({ url: "/api/talents/1/pdf/book", fileName: "fallback.pdf" })} />
    </I18nProvider>,
  );
}

describe("download button", () => {
  it("is inactive while the PDF is made, shows real progress, then saves the file under the server's name; focus stays on it", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    // jsdom has no object URLs.
    const created = vi.fn(() => "blob:pdf");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("ana-souza-portfolio.pdf");
    });
    renderButton();

    const idle = screen.getByRole("button", { name: "Baixar Portfolio em PDF" });
    idle.focus();
    fireEvent.click(idle);
    const preparing = await screen.findByRole("button", { name: "Gerando o PDF…" });
    // Not `disabled`: that would drop the keyboard's focus to the page.
    expect(preparing).toHaveProperty("disabled", false);
    expect(preparing.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(preparing);
    // A press while it runs starts nothing.
    fireEvent.click(preparing);
    expect(screen.getByRole("progressbar", { name: "Gerando o PDF" }).getAttribute("value")).toBeNull();
    // The focused button's text changes unheard; the start is said in a status.
    expect(screen.getByRole("status").textContent).toBe("Gerando o PDF…");

    const pdf = slowPdf();
    await act(async () => {
      answer(pdf.response);
      pdf.push(new Uint8Array(4));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole("button", { name: "Baixando 50%" }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("progressbar", { name: "Baixando o PDF" }).getAttribute("value")).toBe("50");
    // Not every percent.
    expect(screen.getByRole("status").textContent).toBe("");

    await act(async () => {
      pdf.push(new Uint8Array(4));
      pdf.push(null);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);
    const done = screen.getByRole("button", { name: "Baixar Portfolio em PDF" });
    expect(done.getAttribute("aria-disabled")).toBeNull();
    expect(document.activeElement).toBe(done);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("PDF baixado.");
    // Seen too, not only heard: the browser's own download bar is easy to miss.
    expect(screen.getByRole("status").className).not.toBe("visually-hidden");
  });

  it("says why it failed and tries again", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "too_many_requests", message: "busy" }), { status: 429 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderButton();

    fireEvent.click(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Muitos PDFs sendo gerados agora.");
    const retry = screen.getByRole("button", { name: "Tentar de novo" });
    retry.focus();
    await act(async () => {
      fireEvent.click(retry);
      await Promise.resolve();
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Sem conexão");
    expect(fetch).toHaveBeenCalledTimes(2);
    // "Try again" goes while the new attempt runs: focus moved to the download button, which stays.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));

    // No answer while the browser is online: the site, not the visitor's connection, is down.
    online.mockReturnValue(true);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("O site não respondeu: não foi possível baixar o PDF."));
    expect(fetch).toHaveBeenCalledTimes(3);
    online.mockRestore();
  });

  it("after a long wait with no answer, says once, visibly, that it takes longer than usual", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const held = heldFetch();
    watchSaves();
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    const status = screen.getByRole("status");
    await elapse(slowAfterMs - 1);
    expect(status.textContent).toBe("Gerando o PDF…");
    expect(status.className).toBe("visually-hidden");

    await elapse(1);
    // The same polite status: said once, and shown beside Cancel.
    expect(status.textContent).toBe(slowText);
    expect(status.className).not.toBe("visually-hidden");
    expect(screen.getByRole("button", { name: "Gerando o PDF…" }).getAttribute("aria-disabled")).toBe("true");
    await elapse(slowAfterMs * 3);
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(status.textContent).toBe(slowText);

    // Bytes at last: the note goes, and the percentages are not read out.
    const pdf = slowPdf();
    held.answer(pdf.response);
    pdf.push(new Uint8Array(4));
    await flush();
    expect(screen.getByRole("button", { name: "Baixando 50%" })).toBeTruthy();
    expect(status.textContent).toBe("");
    expect(status.className).toBe("visually-hidden");
  });

  it("says nothing of a long wait when the answer comes in time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const held = heldFetch();
    watchSaves();
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    await elapse(slowAfterMs / 2);
    const pdf = slowPdf();
    held.answer(pdf.response);
    await flush();
    expect(screen.getByRole("button", { name: "Baixando 0%" })).toBeTruthy();
    await elapse(slowAfterMs * 2);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("a Cancel beside it aborts the request, hands the focus back to the button and says so; nothing is saved or shown later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const held = heldFetch();
    const saved = watchSaves();
    renderButton();
    expect(screen.queryByRole("button", { name: "Cancelar o download" })).toBeNull();
    const button = screen.getByRole("button", { name: "Baixar Portfolio em PDF" });
    button.focus();
    fireEvent.click(button);
    await elapse(slowAfterMs);
    expect(screen.getByRole("status").textContent).toBe(slowText);

    // Next in the keyboard's order after the busy button.
    const cancel = screen.getByRole("button", { name: "Cancelar o download" });
    expect(cancel.tabIndex).toBe(0);
    expect(button.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cancel.focus();
    fireEvent.click(cancel);
    expect(held.signals[0]?.aborted).toBe(true);
    const idle = screen.getByRole("button", { name: "Baixar Portfolio em PDF" });
    expect(idle.getAttribute("aria-disabled")).toBeNull();
    expect(idle.getAttribute("aria-busy")).toBe("false");
    expect(document.activeElement).toBe(idle);
    expect(screen.getByRole("status").textContent).toBe("Download cancelado.");
    expect(screen.getByRole("status").className).not.toBe("visually-hidden");
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancelar o download" })).toBeNull();

    // The aborted request's failure, and any timer of it, change nothing.
    await flush();
    await elapse(slowAfterMs * 2);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Download cancelado.");
    expect(saved).not.toHaveBeenCalled();

    // Another try starts afresh.
    fireEvent.click(idle);
    expect(held.fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status").textContent).toBe("Gerando o PDF…");
  });

  it("a download cancelled while its bytes arrive saves nothing, even if the answer ends after the cancel", async () => {
    // A fetch that does not heed the signal: the worst case of a late answer.
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const saved = watchSaves();
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    const pdf = slowPdf();
    answer(pdf.response);
    pdf.push(new Uint8Array(4));
    await settle();
    expect(screen.getByRole("button", { name: "Baixando 50%" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Cancelar o download" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    pdf.push(new Uint8Array(4));
    pdf.push(null);
    await settle();
    expect(saved).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }).getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Download cancelado.");
  });

  it("a failure after a long wait (the server's timeout) still says why and offers another try", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const held = heldFetch();
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Baixar Portfolio em PDF" }));
    await elapse(slowAfterMs);
    expect(screen.getByRole("status").textContent).toBe(slowText);
    held.answer(new Response(JSON.stringify({ error: "platform_unavailable", message: "down" }), { status: 503 }));
    await flush();
    expect(screen.getByRole("alert").textContent).toContain("Não foi possível gerar o PDF.");
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar o download" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
