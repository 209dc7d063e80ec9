import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../locales/pt/messages.po";
import { DownloadButton } from "./DownloadButton.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(() => {
  cleanup();
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
  });

  it("says why it failed and tries again", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "too_many_requests", message: "busy" }), { status: 429 }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
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
  });
});
