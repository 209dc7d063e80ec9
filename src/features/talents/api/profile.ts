import { apiPaths } from "../../../contract/api-paths.js";
import { apiResourceFamily } from "../../../state/resource.js";

/** One talent's profile, fetched once per visit. */
export const profileAtom = apiResourceFamily((id: number) => apiPaths.profile(id), "TalentProfile");
