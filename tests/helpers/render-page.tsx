import { act, render } from "@testing-library/react";
import { App } from "../../src/app/App.js";
import { loadPage } from "../../src/app/router/pages.js";
import { reportCaughtError } from "../../src/app/errors/report.js";
import { activateLocale } from "../../src/lib/i18n.js";
import { localeOf, resolvePath } from "../../src/lib/routes.js";
import { seededAnswersAtom } from "../../src/state/resource.js";
import { createStore, localeAtom, siteAtom, type AppStore } from "../../src/state/store.js";
import { siteOrigin } from "./site-network.js";
import type { SiteAnswers } from "./site-answers.js";

export interface RenderedPage {
  /** The page's own store: a test reads or sets its atoms here, never in the browser's. */
  store: AppStore;
  /** The element the app is rendered into (queries go through `screen`). */
  container: HTMLElement;
}

/**
 * Renders the app at `path` inside its real providers (store, texts, router,
 * layout, error boundaries), as the browser opens a page: the page's code and
 * texts first, then the app. Each call has a store of its own. `carried` are
 * the answers the page's HTML would carry (the first render reads them without
 * fetching); anything else goes through the network the test stubs
 * (tests/helpers/site-network, answers from tests/helpers/site-answers).
 */
export async function renderPage(path: string, { carried = {}, store = createStore() }: { carried?: SiteAnswers; store?: AppStore } = {}): Promise<RenderedPage> {
  const url = new URL(path, siteOrigin);
  window.history.replaceState(null, "", `${url.pathname}${url.search}`);
  const locale = localeOf(url.pathname);
  const resolution = resolvePath(url.pathname);
  await Promise.all([activateLocale(locale), resolution.kind === "route" ? loadPage(resolution.match.name) : undefined]);
  store.set(localeAtom, locale);
  store.set(seededAnswersAtom, carried);
  store.set(siteAtom, (site) => ({ ...site, origin: siteOrigin }));
  let container: HTMLElement | undefined;
  // A page that suspends must render inside an awaited act().
  await act(async () => {
    container = render(<App store={store} />, { onCaughtError: reportCaughtError }).container;
    await Promise.resolve();
  });
  if (!container) throw new Error("The page did not render.");
  return { store, container };
}
