import { array, enums, integer, object, optional, refine, size, type Infer } from "superstruct";
import { locales } from "../lib/routes.js";
import { maxSelectionTalents } from "./pdf.js";

const TalentId = size(integer(), 1, 2_147_483_647);

/** Body of `POST /api/selection/pdf`: talent ids in page order, each once, and the page's language (Portuguese when absent). */
export const SelectionPdfRequest = object({
  locale: optional(enums(locales)),
  ids: refine(size(array(TalentId), 1, maxSelectionTalents), "unique", (ids) => new Set(ids).size === ids.length || "Each talent may appear only once."),
});
export type SelectionPdfRequest = Infer<typeof SelectionPdfRequest>;
