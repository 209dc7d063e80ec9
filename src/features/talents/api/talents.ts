import { atom } from "jotai";
import { talentListAtom } from "../../../state/talent-list.js";
import { indexTalents } from "../list/filtering.js";

/**
 * The talents list (`GET /api/talents`, fetched once and shared with the
 * selection page) with each name normalised once for search and letters.
 */
export const talentIndexAtom = atom(async (get) => {
  const cards = await get(talentListAtom);
  return { cards, index: indexTalents(cards) };
});
