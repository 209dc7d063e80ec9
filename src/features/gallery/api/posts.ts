import { atom, atomFamily, type AppStore } from "../../../state/store.js";
import type { PostPage } from "../../../contract/site-api.js";
import { apiPaths } from "../../../contract/api-paths.js";
import { apiResourceFamily, LoadError, retryLoad, type MaybePromise } from "../../../state/resource.js";

/** One page of the gallery list (6 posts, the load-more step), fetched once per visit unless the HTML carried it. */
const postPageAtom = apiResourceFamily((page: number) => apiPaths.postPage(page), "PostPage");

/**
 * Pages whose load has settled, with their answers: a list that grows by a
 * page reads those it already shows at once, instead of waiting on them again.
 */
const settled = new WeakMap<Promise<PostPage>, PostPage>();

function settledPage(page: MaybePromise<PostPage>): MaybePromise<PostPage> {
  if (!(page instanceof Promise)) return page;
  const answer = settled.get(page);
  if (answer) return answer;
  page.then((value) => settled.set(page, value)).catch(() => undefined);
  return page;
}

/** A list's pages, `first` to `last`: the key is "first-last". */
export type PageRange = `${number}-${number}`;

/**
 * The pages a list shows, in order. A failed load is the page's 503 (the
 * address named pages the platform could not give).
 */
export const postPagesAtom = atomFamily((range: PageRange) =>
  atom((get): MaybePromise<PostPage[]> => {
    const [first = 1, last = first] = range.split("-").map(Number);
    const pages = Array.from({ length: last - first + 1 }, (_, index) => settledPage(get(postPageAtom(first + index))));
    return pages.some((page) => page instanceof Promise) ? Promise.all(pages.map((page) => Promise.resolve(page))) : (pages as PostPage[]);
  }),
);

/**
 * Loads a page for "Carregar mais" into the visit's pages: once it is in, a
 * list that names it shows it without waiting. A failed load is forgotten,
 * so that trying again fetches the page anew.
 */
export async function loadPostPage(store: AppStore, page: number): Promise<PostPage> {
  const value = store.get(postPageAtom(page));
  if (!(value instanceof Promise)) return value;
  try {
    const answer = await value;
    settled.set(value, answer);
    return answer;
  } catch (error) {
    if (error instanceof LoadError) retryLoad(store, error);
    throw error;
  }
}
