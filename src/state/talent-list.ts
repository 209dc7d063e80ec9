import { atom } from "./store.js";
import type { TalentCard } from "../contract/site-api.js";
import { apiPaths } from "../contract/api-paths.js";
import { apiResource, whenReady } from "./resource.js";

const talentListAnswer = apiResource(apiPaths.talents, "TalentList");

/**
 * Every talent's card, fetched once per visit (the server asks the platform for
 * pages of 1000). Shared state: the talents list filters it, and a shared
 * selection link finds its talents in it.
 */
export const talentListAtom = atom((get) => whenReady(get(talentListAnswer), (answer): TalentCard[] => answer.talents));
