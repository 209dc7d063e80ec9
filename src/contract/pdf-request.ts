import { array, integer, object, refine, size, type Infer } from "superstruct";
import { maxSelectionTalents } from "./pdf.js";

const TalentId = size(integer(), 1, 2_147_483_647);

/** Body of `POST /api/selection/pdf`: talent ids in page order, each once. */
export const SelectionPdfRequest = object({
  ids: refine(size(array(TalentId), 1, maxSelectionTalents), "unique", (ids) => new Set(ids).size === ids.length || "Each talent may appear only once."),
});
export type SelectionPdfRequest = Infer<typeof SelectionPdfRequest>;
