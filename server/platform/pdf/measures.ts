import type { PdfModel } from "./model.js";

export type MeasureKey = "height" | "bust" | "chest" | "waist" | "hips" | "shoes" | "hair" | "eyes";

/** One row of the card: a metric value and, when the platform sent one, its imperial twin. */
export interface MeasureLine {
  key: MeasureKey;
  label: string;
  metric: string;
  imperial?: string;
}

export const measureLabels: Record<MeasureKey, string> = {
  height: "Altura",
  bust: "Busto",
  chest: "Tórax",
  waist: "Cintura",
  hips: "Quadril",
  shoes: "Sapato",
  hair: "Cabelo",
  eyes: "Olhos",
};

type MeasureFields = Pick<PdfModel, "gender" | "height" | "bust" | "waist" | "hips" | "shoes" | "hair" | "eyes">;

const lengths = new Set<MeasureKey>(["height", "bust", "chest", "waist", "hips"]);
const bareNumber = /^\d+(?:[.,]\d+)?$/;

/**
 * Splits a platform value like `176 / 5'9"` into its metric and imperial parts;
 * a value without a slash is shown as it is. Bare lengths get their "cm".
 */
function splitValue(raw: string | null | undefined, unit: "cm" | ""): Pick<MeasureLine, "metric" | "imperial"> | undefined {
  const [first = "", ...rest] = (raw ?? "").split("/").map((part) => part.trim());
  const imperial = rest.filter(Boolean).join(" / ");
  const metric = unit && bareNumber.test(first) ? `${first} ${unit}` : first;
  if (!metric && !imperial) return undefined;
  return metric ? (imperial ? { metric, imperial } : { metric }) : { metric: imperial };
}

/**
 * The rows of the measures block, in card order. As on the site: waist only for
 * women, and the bust row is "Tórax" (chest) for men.
 */
export function measureLines(model: MeasureFields): MeasureLine[] {
  const gender = model.gender?.trim().toLowerCase();
  const rows: [MeasureKey, string | null | undefined][] = [
    ["height", model.height],
    [gender === "man" ? "chest" : "bust", model.bust],
    ["waist", gender === "woman" ? model.waist : undefined],
    ["hips", model.hips],
    ["shoes", model.shoes],
    ["hair", model.hair],
    ["eyes", model.eyes],
  ];
  return rows.flatMap(([key, raw]) => {
    const value = splitValue(raw, lengths.has(key) ? "cm" : "");
    return value ? [{ key, label: measureLabels[key], ...value }] : [];
  });
}
