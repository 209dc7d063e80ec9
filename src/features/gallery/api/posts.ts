import { atom } from "../../../state/store.js";
import type { PostPage } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";
import { apiPaths } from "../../../contract/api-paths.js";
import { apiResource } from "../../../state/resource.js";

/** One page of the gallery list: 6 posts, the load-more step. */
export const fetchPostPage = (page: number) => getJson(apiPaths.postPage(page), "PostPage");

/** The first page, fetched once per visit; a failed load is the page's 503. */
export const firstPostPageAtom = apiResource(apiPaths.postPage(1), "PostPage");

/**
 * Pages appended by "Carregar mais", kept for the visit so coming back shows
 * them all. The list's current_page is the last of these (or 1).
 */
export const morePostPagesAtom = atom<PostPage[]>([]);
