import { atom } from "../../../state/store.js";
import type { Person, Staff } from "../../../contract/site-api.js";
import { staffAtom } from "../../../state/content.js";
import { whenReady } from "../../../state/resource.js";
import { loadable } from "./options.js";

/** Words by which the platform's general contacts name the team that reads applications. */
const castingWords = /casting|scout|novos talentos|new faces|seja um modelo|inscri/i;

/**
 * Whom an applicant writes to: among the agency's general contacts with an
 * e-mail, the one for new talents (casting) if the platform has one, else the
 * first (the general contact). Null when the platform lists none.
 */
export function castingContact(staff: Staff): Person | null {
  const reachable = staff.general.filter((person) => person.email);
  return reachable.find((person) => castingWords.test(`${person.name} ${person.role ?? ""} ${person.email ?? ""}`)) ?? reachable[0] ?? null;
}

/** The contact, loaded with the agency's staff list without holding up the success view. */
export const castingContactLoadable = loadable(atom((get) => whenReady(get(staffAtom), castingContact)));
