import { apiPaths } from "../../../contract/api-paths.js";
import { apiResource } from "../../../state/resource.js";

/** The home page's hero slides, fetched once per visit. */
export const homeSlidesAtom = apiResource(apiPaths.homeSlides, "Slides");
