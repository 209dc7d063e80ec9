import { atom, atomFamily } from "../../../state/store.js";
import type { PostPage } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";
import { apiPaths } from "../../../contract/api-paths.js";
import { galleryPagesTo } from "../../../lib/gallery-pages.js";
import { apiResourceFamily, type MaybePromise } from "../../../state/resource.js";

/** One page of the gallery list: 6 posts, the load-more step. */
export const fetchPostPage = (page: number) => getJson(apiPaths.postPage(page), "PostPage");

const postPageAtom = apiResourceFamily((page: number) => apiPaths.postPage(page), "PostPage");

/**
 * The pages the address shows up to its last (`?pagina=`, 1 by default), each
 * fetched once per visit; a failed load is the page's 503.
 */
export const addressedPostPagesAtom = atomFamily((last: number) =>
  atom((get): MaybePromise<PostPage[]> => {
    const pages = galleryPagesTo(last).map((page) => get(postPageAtom(page)));
    return pages.some((page) => page instanceof Promise) ? Promise.all(pages.map((page) => Promise.resolve(page))) : (pages as PostPage[]);
  }),
);

/**
 * Pages appended by "Carregar mais", kept for the visit so coming back shows
 * them all. The list's current page is the last of these (or the address's last).
 */
export const morePostPagesAtom = atom<PostPage[]>([]);
