import { atom } from "jotai";
import { socialMediasAtom, staffAtom } from "../../../state/content.js";

/** Staff and social links together, so the two loads run in parallel, not one after the other. */
export const contactsAtom = atom(async (get) => {
  const [staff, social] = await Promise.all([get(staffAtom), get(socialMediasAtom)]);
  return { staff, social };
});
