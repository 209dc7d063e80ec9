import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/helpers/render-page.js";
import { layoutAnswers, profileAnswers, siteAnswering, talentCard, talentProfile } from "../../../tests/helpers/site-answers.js";
import { noConnection, pathOf, stubSiteNetwork, type Site } from "../../../tests/helpers/site-network.js";
import { apiPaths } from "../../contract/api-paths.js";
import { ApiError } from "../../lib/api-error.js";
import { LoadError } from "../../state/resource.js";
import { onlineAtom } from "../../state/pwa.js";
import { createStore } from "../../state/store.js";
import { profileStateAtom } from "./api/profile-state.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The site API as the browser sees it: the card list from the cache, and the profile only when `reachable`. */
function siteApi(id: number, network: { reachable: boolean }) {
  const answers = siteAnswering({ ...layoutAnswers, [apiPaths.talents]: { talents: [talentCard(id)] }, [apiPaths.profile(id)]: talentProfile(id) });
  const site: Site = (request) => (pathOf(request) === apiPaths.profile(id) && !network.reachable ? noConnection(request) : answers(request));
  const { requests } = stubSiteNetwork(site);
  return { profileRequests: () => requests.filter((request) => pathOf(request) === apiPaths.profile(id)).length };
}

/** The profile page, opened in the app with a store of its own; `online` as the browser says. */
async function openProfile(id: number, online = true) {
  const store = createStore();
  store.set(onlineAtom, online);
  await renderPage(`/modelos/${id}/ana-clara-souza`, { store });
  return store;
}

describe("a profile the network cannot bring", () => {
  it("offline: shows the cached card and the offline message, then the profile once back online", async () => {
    const network = { reachable: false };
    const { profileRequests } = siteApi(101, network);
    const store = await openProfile(101, false);

    expect(await screen.findByRole("heading", { level: 1, name: "Ana Clara Souza" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Este perfil estará disponível quando você voltar a ficar online.");
    expect(screen.getByText("Feminino · Curves")).toBeTruthy();
    expect(document.querySelector("img")?.getAttribute("src")).toBe("/media/640/platform.test/storage/talents/1/cover.jpg");
    expect(screen.getByRole("link", { name: "Ver todos os modelos" }).getAttribute("href")).toBe("/modelos");
    expect(screen.getByRole("link", { name: "Voltar" }).getAttribute("href")).toBe("/modelos");
    // Offline a retry button could only fail again: there is none.
    expect(screen.queryByRole("button", { name: "Tentar de novo" })).toBeNull();
    expect(screen.queryByText("503")).toBeNull();
    // The page's description names no measures it does not have (it once read "Ana Clara Souza na Passarela: .").
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Ana Clara Souza na Passarela. Portfolio, polaroids e vídeos."),
    );

    network.reachable = true;
    await act(async () => {
      store.set(onlineAtom, true);
      window.dispatchEvent(new Event("online"));
      await Promise.resolve();
    });
    // The profile's lazy parts load for the first time here: a cold transform on a busy machine can pass 1 s.
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Você está offline/)).toBeNull();
    expect(profileRequests()).toBe(2);
  });

  it("offline with no card list on this device: says the profile is unavailable, asking for the list once", async () => {
    const answers = siteAnswering({ ...layoutAnswers, [apiPaths.profile(105)]: talentProfile(105) });
    const site: Site = (request) => (pathOf(request) === apiPaths.profile(105) || pathOf(request) === apiPaths.talents ? noConnection(request) : answers(request));
    const { requests } = stubSiteNetwork(site);
    await openProfile(105, false);

    expect(await screen.findByRole("heading", { level: 1, name: "Perfil indisponível" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Este perfil estará disponível quando você voltar a ficar online.");
    // A miss once kept the view in its loader, asking for the list again each time the ask failed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests.filter((request) => pathOf(request) === apiPaths.talents)).toHaveLength(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("back online, a first try that still fails is followed by one on its own a second later", async () => {
    const network = { reachable: false };
    const { profileRequests } = siteApi(104, network);
    const store = await openProfile(104, false);
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
    expect(profileRequests()).toBe(3);
  });

  it("online but unanswered: says so and offers a retry that loads the profile", async () => {
    const network = { reachable: false };
    siteApi(102, network);
    await openProfile(102);

    expect(await screen.findByText("Não foi possível carregar este perfil agora.")).toBeTruthy();
    network.reachable = true;
    await act(async () => {
      screen.getByRole("button", { name: "Tentar de novo" }).click();
      await Promise.resolve();
    });
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 5000 })).toBeTruthy();
  });

  it("an unknown id is not an offline matter: the 404 reaches the error page", async () => {
    stubSiteNetwork(siteAnswering({}));
    const error: unknown = await Promise.resolve(createStore().get(profileStateAtom(103))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).cause).toEqual(new ApiError(404, "not_found", "Not found."));
  });
});

describe("a profile whose HTML carried its data", () => {
  it("shows the profile at once and asks the network for none of what it carried", async () => {
    const { requests } = stubSiteNetwork(siteAnswering(profileAnswers(105)));
    await renderPage("/modelos/105/ana-clara-souza", { carried: profileAnswers(105) });
    expect(screen.getByRole("heading", { level: 1, name: "Ana Clara Souza" })).toBeTruthy();
    expect(await screen.findByLabelText("Medidas", undefined, { timeout: 5000 })).toBeTruthy();
    expect(requests.map(pathOf).filter((path) => path in profileAnswers(105))).toEqual([]);
  });
});
