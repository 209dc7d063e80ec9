import { apiPaths } from "../../../lib/page-data.js";
import { apiResource } from "../../../state/resource.js";

/** The home page's hero slides, fetched once per visit. */
export const homeSlidesAtom = apiResource(apiPaths.homeSlides, "Slides");
