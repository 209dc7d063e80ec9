import { getJson } from "../lib/api.js";
import { apiPaths } from "../lib/page-data.js";
import { About, Options, Social, Staff } from "../contract/site-api.js";
import { resource } from "./resource.js";

// App-wide content of spec §3's client state; data calls are always in Portuguese.
export const socialMediasAtom = resource(() => getJson(apiPaths.social, Social));
export const aboutContentAtom = resource(() => getJson(apiPaths.about, About));
export const staffAtom = resource(() => getJson(apiPaths.staff, Staff));
export const optionsAtom = resource(() => getJson(apiPaths.options, Options));
