import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { messages as shell } from "../../../locales/pt/messages.po";
import { messages as talents } from "../../../locales/pt/talents.po";
import type { TalentCard, TalentProfile } from "../../contract/site-api.js";
import { ApiError } from "../../lib/api-error.js";
import { LoadError } from "../../state/resource.js";
import { onlineAtom } from "../../state/pwa.js";
import { store, Provider } from "../../state/store.js";
import { profileStateAtom } from "./api/profile-state.js";
import TalentPage from "./TalentPage.js";

// jsdom has no matchMedia, which the profile's gallery reads when its module loads: a narrow screen.
vi.hoisted(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
});

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages: { ...shell, ...talents } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.set(onlineAtom, true);
});

const card = (id: number): TalentCard => ({ id, name: "Ana Clara Souza", slug: "ana-clara-souza", gender: "woman", curves: true, cover: "platform.test/storage/talents/1/cover.jpg" });
const profile = (id: number): TalentProfile => ({
  ...card(id),
  instagram: null,
  tiktok: null,
  measures: { height: "176 / 5'9\"", bust: "84 / 33\"", waist: "62 / 24\"", hips: "90 / 35\"", shoes: "37 / 6.5", hair: "Castanho", eyes: "Verdes" },
  galleries: { book: [], snap: [], compo: [], video: [] },
});

/** The site API as the browser sees it: the card list from the cache, and the profile only when `reachable`. */
function siteApi(id: number, network: { reachable: boolean }) {
  const fetch = vi.fn((url: string) => {
    if (url === "/api/talents") return Promise.resolve(Response.json({ talents: [card(id)] }));
    if (url === `/api/talents/${id}` && network.reachable) return Promise.resolve(Response.json(profile(id)));
    return Promise.reject(new TypeError("Failed to fetch"));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function renderPage(id: number) {
  const path = `/modelos/${id}/ana-clara-souza`;
  // Suspending components must render inside an awaited act().
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <Router hook={memoryLocation({ path }).hook}>
            <Suspense fallback={<p>carregando</p>}>
              <TalentPage params={{ id, name: "ana-clara-souza" }} />
            </Suspense>
          </Router>
        </I18nProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
}

describe("a profile the network cannot bring", () => {
  it("offline: shows the cached card and the offline message, then the profile once back online", async () => {
    const network = { reachable: false };
    const fetch = siteApi(101, network);
    store.set(onlineAtom, false);
    await renderPage(101);

    expect(await screen.findByRole("heading", { level: 1, name: "Ana Clara Souza" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Este perfil estará disponível quando você voltar a ficar online.");
    expect(screen.getByText("Feminino · Curves")).toBeTruthy();
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/media/640/platform.test/storage/talents/1/cover.jpg");
    expect(screen.getByRole("link", { name: "Ver todos os modelos" }).getAttribute("href")).toBe("/modelos");
    expect(screen.getByRole("link", { name: "Voltar" }).getAttribute("href")).toBe("/modelos");
    // Offline a retry button could only fail again: there is none.
    expect(screen.queryByRole("button", { name: "Tentar de novo" })).toBeNull();
    expect(screen.queryByText("503")).toBeNull();

    network.reachable = true;
    await act(async () => {
      store.set(onlineAtom, true);
      window.dispatchEvent(new Event("online"));
      await Promise.resolve();
    });
    // The profile's lazy parts load for the first time here: a cold transform on a busy machine can pass 1 s.
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Você está offline/)).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/talents/101")).toHaveLength(2);
  });

  it("back online, a first try that still fails is followed by one on its own a second later", async () => {
    const network = { reachable: false };
    const fetch = siteApi(104, network);
    store.set(onlineAtom, false);
    await renderPage(104);
    expect(await screen.findByText(/Este perfil estará disponível/)).toBeTruthy();

    // The connection is back, but the network has not settled: the `online` try fails.
    await act(async () => {
      store.set(onlineAtom, true);
      window.dispatchEvent(new Event("online"));
      await Promise.resolve();
    });
    expect(await screen.findByText("Não foi possível carregar este perfil agora.")).toBeTruthy();
    network.reachable = true;
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 3000 })).toBeTruthy();
    expect(fetch.mock.calls.filter(([url]) => url === "/api/talents/104")).toHaveLength(3);
  });

  it("online but unanswered: says so and offers a retry that loads the profile", async () => {
    const network = { reachable: false };
    siteApi(102, network);
    await renderPage(102);

    expect(await screen.findByText("Não foi possível carregar este perfil agora.")).toBeTruthy();
    network.reachable = true;
    await act(async () => {
      screen.getByRole("button", { name: "Tentar de novo" }).click();
      await Promise.resolve();
    });
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("an unknown id is not an offline matter: the 404 reaches the error page", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json({ error: "not_found", message: "Not found." }, { status: 404 })));
    const error: unknown = await Promise.resolve(store.get(profileStateAtom(103))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).cause).toEqual(new ApiError(404, "not_found", "Not found."));
  });
});
