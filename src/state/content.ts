import { getJson } from "../lib/api.js";
import { About, Options, Social, Staff } from "../contract/site-api.js";
import { resource } from "./resource.js";

// App-wide content of spec §3's client state; data calls are always in Portuguese.
export const socialMediasAtom = resource(() => getJson("/api/social", Social));
export const aboutContentAtom = resource(() => getJson("/api/about", About));
export const staffAtom = resource(() => getJson("/api/staff", Staff));
export const optionsAtom = resource(() => getJson("/api/options", Options));
