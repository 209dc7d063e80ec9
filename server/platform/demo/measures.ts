import type { Random } from "./random.js";

/**
 * Measures as the platform stores them: the metric value, a slash, then the
 * imperial one (`176 / 5'9"`, `86 / 34"`, shoes `38 / 7.5` as BR / US). The
 * site shows only the part before the slash.
 */

export function formatHeight(cm: number): string {
  const totalInches = Math.round(cm / 2.54);
  return `${cm} / ${Math.floor(totalInches / 12)}'${totalInches % 12}"`;
}

export function formatLength(cm: number): string {
  return `${cm} / ${Math.round(cm / 2.54)}"`;
}

/** Brazilian shoe size and the US size of the same gender (women's US runs about two sizes above men's). */
export function formatShoes(br: number, gender: "man" | "woman"): string {
  const us = gender === "woman" ? br - 30.5 : br - 33;
  return `${br} / ${us}`;
}

export interface Measures {
  height: string;
  bust: string;
  waist: string;
  hips: string;
  shoes: string;
}

/** Body types the agency books; curves are women on the curves board. */
export type Build = "woman" | "man" | "curves";

const ranges: Record<Build, { height: [number, number]; bust: [number, number]; waist: [number, number]; hips: [number, number]; shoes: [number, number] }> = {
  woman: { height: [168, 182], bust: [78, 90], waist: [58, 66], hips: [86, 94], shoes: [35, 40] },
  man: { height: [180, 193], bust: [88, 102], waist: [72, 82], hips: [88, 98], shoes: [39, 45] },
  curves: { height: [164, 178], bust: [94, 112], waist: [74, 92], hips: [104, 122], shoes: [36, 41] },
};

export function randomMeasures(random: Random, build: Build): Measures {
  const range = ranges[build];
  const between = ([min, max]: [number, number]) => random.int(min, max);
  return {
    height: formatHeight(between(range.height)),
    // Men have a bust value too: the site labels it "chest".
    bust: formatLength(between(range.bust)),
    waist: formatLength(between(range.waist)),
    hips: formatLength(between(range.hips)),
    shoes: formatShoes(between(range.shoes), build === "man" ? "man" : "woman"),
  };
}
