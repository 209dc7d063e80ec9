import { Post } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";
import { apiPaths } from "../../../lib/page-data.js";
import { resourceFamily } from "../../../state/resource.js";

/** One gallery post, fetched once per visit; an unknown id is the 404 page. */
export const postAtom = resourceFamily((id: number) => getJson(apiPaths.post(id), Post));
