import { getJson } from "../lib/api.js";
import { TalentList, type TalentCard } from "../contract/site-api.js";
import { resource } from "./resource.js";

/**
 * Every talent's card, fetched once per visit (the server asks the platform for
 * pages of 1000). Shared state: the talents list filters it, and a shared
 * selection link finds its talents in it.
 */
export const talentListAtom = resource(async (): Promise<TalentCard[]> => (await getJson("/api/talents", TalentList)).talents);
