import { atom } from "../../../state/store.js";
import { apiPaths } from "../../../contract/api-paths.js";
import { apiResource, whenReady } from "../../../state/resource.js";

const allPostsAnswer = apiResource(apiPaths.allPosts, "PostList");

/** Every gallery post (the full load of 1000), for the home page's marquee. */
export const allPostsAtom = atom((get) => whenReady(get(allPostsAnswer), (answer) => answer.posts));
