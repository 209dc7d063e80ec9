import { PostList } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";
import { apiPaths } from "../../../lib/page-data.js";
import { resource } from "../../../state/resource.js";

/** Every gallery post (the full load of spec §9), for the home page's marquee. */
export const allPostsAtom = resource(async () => (await getJson(apiPaths.allPosts, PostList)).posts);
