import { apiPaths } from "../../../contract/api-paths.js";
import { apiResourceFamily } from "../../../state/resource.js";

/** One gallery post, fetched once per visit; an unknown id is the 404 page. */
export const postAtom = apiResourceFamily((id: number) => apiPaths.post(id), "Post");
