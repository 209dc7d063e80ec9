import { coerce, defaulted, enums, integer, object, pattern, size, string, type } from "superstruct";
import { pdfGalleryTypes } from "./pdf.js";
import { lastListPage } from "../lib/gallery-pages.js";

/**
 * What the site API's routes accept in their path and query string, as the
 * server checks it. A path or query value arrives as text: it is read as a
 * number only when it is all digits, so `"1e3"`, `" 5"` or `"5.0"` are refused
 * rather than guessed at.
 */
const wholeNumber = (min: number, max: number) => coerce(size(integer(), min, max), pattern(string(), /^\d{1,10}$/), Number);

/** A platform row id: a positive 32-bit integer. */
export const RowId = wholeNumber(1, 2_147_483_647);

/** `/api/talents/{id}`, `/api/posts/{id}`, `/api/options/states/{id}/cities`. */
export const IdParams = object({ id: RowId });

/** `/api/posts?page=N`: the page of gallery posts, the first when none is named. Other query fields are ignored. */
export const PostPageQuery = type({ page: defaulted(wholeNumber(1, lastListPage), 1) });

/** `/api/slides/{type}`: a slide set's name, as the platform names them. */
export const SlidesParams = object({ type: pattern(string(), /^[a-z0-9-]{1,40}$/) });

/** `/api/talents/{id}/pdf/{type}`: one of a talent's image galleries. */
export const TalentPdfParams = object({ id: RowId, type: enums(pdfGalleryTypes) });
