import { apiPaths } from "../contract/api-paths.js";
import { apiResource } from "./resource.js";

// App-wide content; data calls are always in Portuguese.
export const socialMediasAtom = apiResource(apiPaths.social, "Social");
export const aboutContentAtom = apiResource(apiPaths.about, "About");
export const staffAtom = apiResource(apiPaths.staff, "Staff");
export const optionsAtom = apiResource(apiPaths.options, "Options");
