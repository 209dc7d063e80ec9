import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import { messages } from "../../locales/pt/messages.po";
import { i18n } from "../lib/i18n.js";
import { allLoaded } from "../state/all-loaded.js";
import { apiResource, whenReady } from "../state/resource.js";
import { atom, createStore, Provider, useAtomValue } from "../state/store.js";
import { reportCaughtError } from "../app/errors/report.js";
import { OptionalPart } from "./OptionalPart.js";

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page's own boundary, as far as this test needs it. */
class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>página com erro</p> : this.props.children;
  }
}

/** `named` false: a part that goes without a word, as the footer's icons. */
async function renderPage(part: ReactNode, named = true) {
  await act(async () => {
    render(
      <Provider store={createStore()}>
        <I18nProvider i18n={i18n}>
          <PageBoundary>
            <h1>Contatos</h1>
            <OptionalPart {...(named ? { name: "contacts" as const } : {})}>
              <Suspense fallback={<p>carregando</p>}>{part}</Suspense>
            </OptionalPart>
            <form aria-label="Formulário de contato" />
          </PageBoundary>
        </I18nProvider>
      </Provider>,
      // As the app reports caught errors: a failed load is an expected state, not a bug.
      { onCaughtError: reportCaughtError },
    );
    await Promise.resolve();
  });
}

describe("a part of a page whose data fails to load", () => {
  it("says so where it stands, the rest of the page stays, and it loads again on the visitor's word or when the connection is back", async () => {
    let attempts = 0;
    vi.stubGlobal("fetch", () => {
      attempts++;
      return Promise.resolve(
        attempts < 3 ? Response.json({ error: "platform_unavailable", message: "down" }, { status: 503 }) : Response.json({ text: "Rio de Janeiro", image: null }),
      );
    });
    const resource = apiResource("/api/optional-part", "About");
    function Part() {
      return <p>{useAtomValue(resource).text}</p>;
    }
    await renderPage(<Part />);

    const problem = await screen.findByRole("status");
    expect(problem.textContent).toContain("Não conseguimos carregar os contatos agora.");
    expect(screen.getByRole("heading", { name: "Contatos" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Formulário de contato" })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
      await Promise.resolve();
    });
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(attempts).toBe(2);

    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await Promise.resolve();
    });
    expect(await screen.findByText("Rio de Janeiro")).toBeTruthy();
    expect(attempts).toBe(3);
    expect(screen.queryByRole("status")).toBeNull();
  });

  /**
   * A part reading two resources, as the contacts read the staff and the social links: the paths in `down`
   * answer 503, the others an answer; `asked` lists what was fetched.
   */
  async function renderPair(first: string, second: string, down: Set<string>, asked: string[]) {
    vi.stubGlobal("fetch", (input: string) => {
      const path = new URL(input, "http://localhost").pathname;
      asked.push(path);
      return Promise.resolve(
        down.has(path) ? Response.json({ error: "platform_unavailable", message: "down" }, { status: 503 }) : Response.json({ text: path, image: null }),
      );
    });
    const [a, b] = [apiResource(first, "About"), apiResource(second, "About")];
    const both = atom((get) => whenReady(allLoaded([get(a), get(b)] as const), ([one, two]) => `${one.text} + ${two.text}`));
    function Part() {
      return <p>{useAtomValue(both)}</p>;
    }
    await renderPage(<Part />);
    expect(await screen.findByRole("status")).toBeTruthy();
  }

  async function tryAgain() {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Tentar de novo" }));
      await Promise.resolve();
    });
  }

  it("reading two resources, one 'Try again' loads again every one that failed", async () => {
    const down = new Set(["/api/pair-staff", "/api/pair-social"]);
    const asked: string[] = [];
    await renderPair("/api/pair-staff", "/api/pair-social", down, asked);
    expect(asked.sort()).toEqual(["/api/pair-social", "/api/pair-staff"]);

    down.clear();
    asked.length = 0;
    await tryAgain();
    expect(await screen.findByText("/api/pair-staff + /api/pair-social")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
    expect(asked.sort()).toEqual(["/api/pair-social", "/api/pair-staff"]);
  });

  it("reading two resources of which one failed, 'Try again' fetches only that one", async () => {
    const down = new Set(["/api/one-staff"]);
    const asked: string[] = [];
    await renderPair("/api/one-staff", "/api/one-social", down, asked);

    down.clear();
    asked.length = 0;
    await tryAgain();
    expect(await screen.findByText("/api/one-staff + /api/one-social")).toBeTruthy();
    expect(asked).toEqual(["/api/one-staff"]);
  });

  it("without a name (the footer's icons), simply goes, and the rest of the page stays", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ error: "platform_unavailable", message: "down" }, { status: 503 })));
    const resource = apiResource("/api/optional-icons", "About");
    function Icons() {
      return <p>{useAtomValue(resource).text}</p>;
    }
    await renderPage(<Icons />, false);

    await waitFor(() => expect(screen.queryByText("carregando")).toBeNull());
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("heading", { name: "Contatos" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Formulário de contato" })).toBeTruthy();
  });

  it("leaves any other error to the page's boundary", async () => {
    function Broken(): ReactNode {
      throw new Error("a bug");
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await renderPage(<Broken />);
    expect(screen.getByText("página com erro")).toBeTruthy();
    expect(screen.queryByRole("form")).toBeNull();
  });
});
