import { allLoaded } from "../../../state/all-loaded.js";
import { whenReady } from "../../../state/resource.js";
import { atom } from "../../../state/store.js";
import { socialMediasAtom, staffAtom } from "../../../state/content.js";

/** Staff and social links together, so the two loads run in parallel, not one after the other. */
export const contactsAtom = atom((get) => whenReady(allLoaded([get(staffAtom), get(socialMediasAtom)] as const), ([staff, social]) => ({ staff, social })));
