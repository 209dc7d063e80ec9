import type { Measures } from "../../src/contract/site-api.js";

/** A woman's measures as the platform gives them: centimetres / inches, shoes in Brazilian / US sizes, hair and eyes in words. */
export const talentMeasures: Measures = {
  height: `176 / 5'9"`,
  bust: `86 / 34"`,
  waist: `62 / 24"`,
  hips: `92 / 36"`,
  shoes: "38 / 7.5",
  hair: "Castanho escuro",
  eyes: "Verdes",
};
