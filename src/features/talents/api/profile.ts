import { getJson } from "../../../lib/api.js";
import { TalentProfile } from "../../../contract/site-api.js";
import { resourceFamily } from "../../../state/resource.js";

/** One talent's profile, fetched once per visit. */
export const profileAtom = resourceFamily((id: number) => getJson(`/api/talents/${id}`, TalentProfile));
