import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { waitFor } from "@testing-library/react";
import { act, Suspense } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../../locales/pt/messages.po";
import { siteAnswering } from "../../../tests/helpers/site-answers.js";
import { pathOf, stubSiteNetwork } from "../../../tests/helpers/site-network.js";
import { apiPaths } from "../../contract/api-paths.js";
import type { PostCard } from "../../contract/site-api.js";
import { startHydration } from "../../lib/hydration.js";
import { PageReady } from "../../app/router/PageReady.js";
import { seededAnswersAtom } from "../../state/resource.js";
import { createStore, Provider, type AppStore } from "../../state/store.js";
import { GalleryMarquee, GalleryMarqueeSkeleton } from "./GalleryMarquee.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const posts: PostCard[] = [
  { id: 1, slug: "desfile-de-verao", title: "Desfile de verão", subtitle: null, cover: null },
  { id: 2, slug: "editorial-rio", title: "Editorial Rio", subtitle: null, cover: null },
];

beforeAll(() => {
  i18n.loadAndActivate({ locale: "pt", messages });
});
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

function Home({ store }: { store: AppStore }) {
  // As the router lays a page out: the page in a boundary, with PageReady after it (which ends hydration).
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Suspense fallback={<GalleryMarqueeSkeleton />}>
            <GalleryMarquee />
          </Suspense>
          <PageReady />
        </Suspense>
      </I18nProvider>
    </Provider>
  );
}

/** A store as a page starts with: the answers its HTML carried. */
function storeWith(carried: Record<string, unknown>): AppStore {
  const store = createStore();
  store.set(seededAnswersAtom, carried);
  return store;
}

/** Server markup, put in the document. */
function inDocument(html: string): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** The home's markup as the server renders it, put in the document. */
function serverHtml(carried: Record<string, unknown>): HTMLElement {
  vi.stubEnv("SSR", true);
  const html = renderToString(<Home store={storeWith(carried)} />);
  vi.stubEnv("SSR", false);
  return inDocument(html);
}

async function hydrate(container: HTMLElement, carried: Record<string, unknown>) {
  const recoverable = vi.fn();
  startHydration();
  await act(async () => {
    root = hydrateRoot(container, <Home store={storeWith(carried)} />, { onRecoverableError: recoverable });
    await Promise.resolve();
  });
  return recoverable;
}

/**
 * Waits until the first cover is in the document. Testing Library's wait lets React work outside
 * `act` meanwhile, so posts that arrive at any moment of the wait are not an unwrapped update.
 */
async function coversRendered(container: HTMLElement): Promise<void> {
  await waitFor(() => expect(firstCover(container)).not.toBeNull(), { timeout: 5000 });
}

const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
const firstCover = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('[role="group"] a[href="/galeria/1/desfile-de-verao"]');

describe("the home's gallery strip", () => {
  it("hydrated from the server's HTML, keeps the server's covers and opens a clicked post in the app", async () => {
    const carried = { [apiPaths.allPosts]: { posts } };
    const container = serverHtml(carried);
    const cover = firstCover(container);
    expect(cover).not.toBeNull();

    const recoverable = await hydrate(container, carried);
    expect(recoverable).not.toHaveBeenCalled();
    // The very elements the server wrote, which React does not own.
    expect(firstCover(container)).toBe(cover);
    expect(ownedByReact(cover as Element)).toBe(false);
    expect(container.querySelectorAll('[role="group"]')).toHaveLength(1);
    expect(ownedByReact(container.firstElementChild as Element)).toBe(true);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      cover?.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(window.location.pathname).toBe("/galeria/1/desfile-de-verao");
  });

  it("has a button that pauses and resumes the rows, the server's rows too: a touch screen can neither hover nor focus them", async () => {
    const carried = { [apiPaths.allPosts]: { posts } };
    const container = serverHtml(carried);
    const recoverable = await hydrate(container, carried);
    expect(recoverable).not.toHaveBeenCalled();
    const cover = firstCover(container);
    // The element around both rows (the first one is the named group).
    const marquee = () => container.querySelector('[role="group"]')?.parentElement;
    expect(marquee()?.hasAttribute("data-paused")).toBe(false);
    const button = () => container.querySelector<HTMLButtonElement>("button");
    expect(button()?.getAttribute("aria-label")).toBe("Pausar as publicações");
    act(() => button()?.click());
    expect(marquee()?.hasAttribute("data-paused")).toBe(true);
    expect(button()?.getAttribute("aria-label")).toBe("Retomar as publicações");
    // Still the server's covers.
    expect(firstCover(container)).toBe(cover);
    act(() => button()?.click());
    expect(marquee()?.hasAttribute("data-paused")).toBe(false);
  });

  it("renders the covers itself when the server's HTML came without the posts", async () => {
    const container = serverHtml({});
    expect(firstCover(container)).toBeNull();
    // The site answers only once the wait below has begun, so the posts never arrive inside `act`.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const site = siteAnswering({ [apiPaths.allPosts]: { posts } });
    const { requests } = stubSiteNetwork(async (request) => {
      await answered;
      return site(request);
    });

    await hydrate(container, {});
    // The posts come from the network; React renders once they are in.
    answer();
    await coversRendered(container);
    expect(ownedByReact(firstCover(container) as Element)).toBe(true);
    expect(requests.map(pathOf)).toEqual([apiPaths.allPosts]);
  });

  it("renders the covers itself when the server could not render them, though the posts came with the page", async () => {
    const carried = { [apiPaths.allPosts]: { posts } };
    function Broken(): never {
      throw new Error("a bug in the server's render");
    }
    const container = inDocument(
      renderToString(
        <Suspense fallback={null}>
          <Suspense fallback={<GalleryMarqueeSkeleton />}>
            <Broken />
          </Suspense>
          <PageReady />
        </Suspense>,
      ),
    );
    await hydrate(container, carried);
    await coversRendered(container);
  });
});
