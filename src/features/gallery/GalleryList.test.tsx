import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage } from "../../../tests/helpers/render-page.js";
import { layoutAnswers, siteAnswering, type SiteAnswers } from "../../../tests/helpers/site-answers.js";
import { pathOf, stubSiteNetwork } from "../../../tests/helpers/site-network.js";
import { apiPaths } from "../../contract/api-paths.js";
import type { PostPage } from "../../contract/site-api.js";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lastPage = 23;
const postPage = (page: number): PostPage => ({
  posts: Array.from({ length: 6 }, (_, index) => {
    const id = (page - 1) * 6 + index + 1;
    return { id, slug: `post-${id}`, cover: null, title: `Post ${id}`, subtitle: null };
  }),
  page,
  lastPage,
  total: lastPage * 6,
});
const pages = (from: number, to: number): SiteAnswers =>
  Object.fromEntries(Array.from({ length: to - from + 1 }, (_, index) => [apiPaths.postPage(from + index), postPage(from + index)]));

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const postTitles = (from: number, to: number) => Array.from({ length: (to - from + 1) * 6 }, (_, index) => `Post ${(from - 1) * 6 + index + 1}`);

/** Opens `/galeria?pagina=21` as the server sends it (pages 2 to 21 in the HTML), and grows it by one page. */
async function grownPast20(site: { requests: Request[] }) {
  await renderPage("/galeria?pagina=21", { carried: { ...layoutAnswers, ...pages(2, 21) } });
  expect(titles()).toEqual(postTitles(2, 21));
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    await vi.waitFor(() => expect(window.location.search).toBe("?pagina=22"));
  });
  expect(site.requests.map(pathOf).filter((path) => path.startsWith("/api/posts"))).toEqual([apiPaths.postPage(22)]);
}

describe("the gallery list past 20 pages", () => {
  it("opens an address at its last 20 pages, as the server renders it; grown in the app, it keeps the pages above the reader", async () => {
    const site = stubSiteNetwork(siteAnswering({ ...layoutAnswers, ...pages(1, lastPage) }));
    await grownPast20(site);
    // Page 2 stays above page 22: the list did not drop a page the reader has passed.
    await vi.waitFor(() => expect(titles()).toEqual(postTitles(2, 22)));
  });

  it("finds the pages above again on Back from a post, with nothing fetched again", async () => {
    const site = stubSiteNetwork(siteAnswering({ ...layoutAnswers, ...pages(1, lastPage) }));
    await grownPast20(site);
    await act(async () => {
      window.history.pushState(null, "", "/galeria/7/post-7");
      await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull());
    });
    await act(async () => {
      window.history.back();
      await vi.waitFor(() => expect(window.location.search).toBe("?pagina=22"));
    });
    await vi.waitFor(() => expect(titles()).toEqual(postTitles(2, 22)));
    expect(site.requests.map(pathOf).filter((path) => path.startsWith("/api/posts?"))).toEqual([apiPaths.postPage(22)]);
  });

  it("leaves the address alone when the visitor has gone elsewhere before the page came", async () => {
    let answer: (() => void) | undefined;
    const answers = siteAnswering({ ...layoutAnswers, ...pages(1, lastPage) });
    stubSiteNetwork((request) =>
      pathOf(request) === apiPaths.postPage(22) ? new Promise<Response>((resolve) => (answer = () => resolve(answers(request)))) : answers(request),
    );
    await renderPage("/galeria?pagina=21", { carried: { ...layoutAnswers, ...pages(2, 21) } });
    fireEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    await vi.waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      window.history.pushState(null, "", "/modelos?q=ana");
      await Promise.resolve();
    });
    await act(async () => {
      answer?.();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe("/modelos?q=ana");
  });
});
