import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { messages } from "../../../locales/pt/messages.po";
import { ApiError } from "../../lib/api-error.js";
import { apiResource, LoadError } from "../../state/resource.js";
import { atom, createStore, Provider, useAtomValue } from "../../state/store.js";
import { describeError, ErrorBoundary } from "./ErrorBoundary.js";
import { reportCaughtError } from "./report.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderInApp(children: React.ReactNode) {
  // Suspending components must render inside an awaited act().
  await act(async () => {
    render(
    <Provider store={createStore()}>
      <I18nProvider i18n={i18n}>
        <Router hook={memoryLocation({ path: "/" }).hook}>
          <ErrorBoundary>
            <Suspense fallback={<p>carregando</p>}>{children}</Suspense>
          </ErrorBoundary>
        </Router>
      </I18nProvider>
    </Provider>,
      { onCaughtError: reportCaughtError },
    );
    await Promise.resolve();
  });
}

/** Renders, in the app, a page that shows the text the site API answers at `url`. */
async function renderApiText(url: string) {
  const resource = apiResource(url, "About");
  function Page() {
    return <p>{useAtomValue(resource).text}</p>;
  }
  await renderInApp(<Page />);
}

/** The browser says the connection is back. */
async function connectionBack() {
  await act(async () => {
    window.dispatchEvent(new Event("online"));
    await Promise.resolve();
  });
}

describe("error boundary", () => {
  it("shows 503 with the error code for a failed load, and retries it", async () => {
    let attempts = 0;
    vi.stubGlobal("fetch", () => {
      attempts++;
      return Promise.resolve(
        attempts === 1 ? Response.json({ error: "platform_unavailable", message: "down" }, { status: 503 }) : Response.json({ text: "conteúdo", image: null }),
      );
    });
    await renderApiText("/api/flaky");
    expect(await screen.findByRole("heading", { name: "Serviço indisponível" })).toBeTruthy();
    expect(screen.getByText("503")).toBeTruthy();
    expect(screen.getByText("Código do erro: platform_unavailable")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
      await Promise.resolve();
    });
    expect(await screen.findByText("conteúdo")).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("shows 500, not 'unavailable', when the site itself failed the load, with its code and a retry", async () => {
    let attempts = 0;
    vi.stubGlobal("fetch", () => {
      attempts++;
      return Promise.resolve(
        attempts === 1 ? Response.json({ error: "internal_error", message: "broken" }, { status: 500 }) : Response.json({ text: "conteúdo", image: null }),
      );
    });
    await renderApiText("/api/broken");
    expect(await screen.findByRole("heading", { name: "Erro interno" })).toBeTruthy();
    expect(screen.getByText("500")).toBeTruthy();
    expect(screen.getByText("Código do erro: internal_error")).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
      await Promise.resolve();
    });
    expect(await screen.findByText("conteúdo")).toBeTruthy();
  });

  it("counts an answer that breaks the contract as the site's own error, and a stalled request as the connection's", () => {
    const resource = atom(null, () => undefined);
    const failed = (cause: ApiError) => describeError(new LoadError(cause, resource));
    expect(failed(new ApiError(502, "invalid_response", "mismatch"))).toMatchObject({ status: 500, code: "invalid_response" });
    expect(failed(new ApiError(503, "platform_unavailable", "down"))).toMatchObject({ status: 503 });
    expect(failed(new ApiError(0, "timeout", "stalled"))).toMatchObject({ status: 503, code: "timeout" });
  });

  it("shows the 404 page when the API says the id does not exist", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ error: "not_found", message: "Not found." }, { status: 404 })));
    await renderApiText("/api/missing");
    expect(await screen.findByRole("heading", { name: "Página não encontrada" })).toBeTruthy();
    expect(screen.getByText("Não foi possível encontrar esta página.")).toBeTruthy();
  });

  it("shows the 500 page, never a white screen, for a render error, and reports it", async () => {
    // An unexpected render error is reported on the console: expected here.
    const reported = vi.mocked(console.error).mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new TypeError("Cannot read properties of undefined");
    }
    await renderInApp(<Broken />);
    expect(await screen.findByRole("heading", { name: "Erro interno" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Voltar para o início" }).getAttribute("href")).toBe("/");
    expect(reported).toHaveBeenCalledWith("Render error", expect.any(TypeError), expect.any(String));
  });

  it("offline, a page never kept on this device says so, without an error code, and opens by itself when the connection returns", async () => {
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    vi.stubGlobal("fetch", () => (online ? Promise.resolve(Response.json({ text: "a agência", image: null })) : Promise.reject(new TypeError("Failed to fetch"))));
    await renderApiText("/api/about-offline");
    expect(await screen.findByRole("heading", { name: "Esta página não está salva neste aparelho" })).toBeTruthy();
    expect(screen.queryByText("503")).toBeNull();
    expect(screen.queryByText(/Código do erro/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Tentar de novo" })).toBeNull();
    online = true;
    await connectionBack();
    expect(await screen.findByText("a agência")).toBeTruthy();
  });

  it("back online, a page whose first load still finds no network opens by itself a second later", async () => {
    let online = false;
    let reachable = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    let attempts = 0;
    vi.stubGlobal("fetch", () => {
      attempts++;
      return reachable ? Promise.resolve(Response.json({ text: "a galeria", image: null })) : Promise.reject(new TypeError("Failed to fetch"));
    });
    await renderApiText("/api/about-settling");
    expect(await screen.findByRole("heading", { name: "Esta página não está salva neste aparelho" })).toBeTruthy();
    // The connection is back, but the network has not settled: the `online` try fails.
    online = true;
    await connectionBack();
    expect(await screen.findByRole("heading", { name: "Serviço indisponível" })).toBeTruthy();
    expect(attempts).toBe(2);
    reachable = true;
    expect(await screen.findByText("a galeria", undefined, { timeout: 3000 })).toBeTruthy();
    expect(attempts).toBe(3);
  });
});
