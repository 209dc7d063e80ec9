import { atom } from "../../../state/store.js";
import { socialMediasAtom, staffAtom } from "../../../state/content.js";

/** Staff and social links together, so the two loads run in parallel, not one after the other. */
export const contactsAtom = atom((get) => {
  const staff = get(staffAtom);
  const social = get(socialMediasAtom);
  if (staff instanceof Promise || social instanceof Promise) {
    return Promise.all([staff, social]).then(([loadedStaff, loadedSocial]) => ({ staff: loadedStaff, social: loadedSocial }));
  }
  return { staff, social };
});
