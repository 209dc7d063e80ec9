import { atom } from "../../../state/store.js";
import { whenReady } from "../../../state/resource.js";
import { talentListAtom } from "../../../state/talent-list.js";
import { indexTalents } from "../list/filtering.js";

/**
 * The talents list (`GET /api/talents`, fetched once and shared with the
 * selection page) with each name normalised once for search and letters.
 */
export const talentIndexAtom = atom((get) => whenReady(get(talentListAtom), (cards) => ({ cards, index: indexTalents(cards) })));
