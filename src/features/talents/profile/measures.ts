import type { Gender, Measures } from "../../../contract/site-api.js";

/**
 * How a profile shows its measures. The platform stores `"cm / in"` strings
 * (`176 / 5'9"`, shoes `38 / 7.5` as BR / US): the metric view shows the part
 * before the slash, the imperial one the part after it.
 */
export type Units = "metric" | "imperial";
export const units: readonly Units[] = ["metric", "imperial"];

export type MeasureLabel = "height" | "bust" | "chest" | "waist" | "hips" | "shoes" | "hair" | "eyes";

export interface MeasureRow {
  key: keyof Measures;
  label: MeasureLabel;
  value: string;
}

const order: (keyof Measures)[] = ["height", "bust", "waist", "hips", "shoes", "hair", "eyes"];
const lengths = new Set<keyof Measures>(["height", "bust", "waist", "hips"]);
const bareNumber = /^\d+(?:[.,]\d+)?$/;

/** Centimetres in feet and inches (`5'9"`) for height, inches (`34"`) otherwise. */
function toImperial(key: keyof Measures, cm: number): string {
  const inches = Math.round(cm / 2.54);
  return key === "height" ? `${Math.floor(inches / 12)}'${inches % 12}"` : `${inches}"`;
}

/** The text a measure shows in these units, or null when there is nothing to show. */
export function measureValue(key: keyof Measures, raw: string | null, unit: Units): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const slash = value.indexOf("/");
  const metric = (slash < 0 ? value : value.slice(0, slash)).trim();
  const imperial = slash < 0 ? "" : value.slice(slash + 1).trim();
  if (unit === "metric") return metric || imperial || null;
  if (imperial) return imperial;
  // No imperial part stored: convert a plain number of centimetres; anything else (hair, eyes) reads the same.
  if (lengths.has(key) && bareNumber.test(metric)) return toImperial(key, Number(metric.replace(",", ".")));
  return metric || null;
}

/** Waist only for women; a man's bust is labelled chest. */
export function measureRows(measures: Measures, gender: Gender, unit: Units): MeasureRow[] {
  const rows: MeasureRow[] = [];
  for (const key of order) {
    if (key === "waist" && gender !== "woman") continue;
    const value = measureValue(key, measures[key], unit);
    if (value === null) continue;
    rows.push({ key, label: key === "bust" && gender === "man" ? "chest" : key, value });
  }
  return rows;
}
