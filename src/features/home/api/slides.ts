import { Slides } from "../../../contract/site-api.js";
import { getJson } from "../../../lib/api.js";
import { apiPaths } from "../../../lib/page-data.js";
import { resource } from "../../../state/resource.js";

/** The home page's hero slides, fetched once per visit. */
export const homeSlidesAtom = resource(() => getJson(apiPaths.homeSlides, Slides));
