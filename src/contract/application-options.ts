/**
 * The application form's local option lists: genders and the
 * measures. States, cities, hair and eyes come from the platform instead
 * (`GET /api/options`). Values are what the site stores and forwards; labels
 * are what the select shows.
 */

export const genders = ["man", "woman", "non-binary"] as const;
export type ApplicationGender = (typeof genders)[number];

/**
 * The Portuguese label of each gender. The platform receives this label under
 * `gender` and the value under `id_gender`, whatever the visitor's language.
 */
export const genderLabels: Readonly<Record<ApplicationGender, string>> = {
  man: "Masculino",
  woman: "Feminino",
  "non-binary": "Não-Binário",
};

export interface MeasureOption {
  value: number;
  label: string;
}

const cmPerInch = 2.54;

/** `170 cm / 5'7"`: a height in centimetres with feet and inches. */
export function heightLabel(cm: number): string {
  const inches = Math.round(cm / cmPerInch);
  return `${cm} cm / ${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** `90 cm / 35"`: a body measure in centimetres with inches. */
export function girthLabel(cm: number): string {
  return `${cm} cm / ${Math.round(cm / cmPerInch)}"`;
}

function range(from: number, to: number, step: number): number[] {
  const count = Math.round((to - from) / step) + 1;
  return Array.from({ length: count }, (_, i) => from + i * step);
}

/** Height 30–200 cm, every centimetre. */
export const heightOptions = (): MeasureOption[] => range(30, 200, 1).map((value) => ({ value, label: heightLabel(value) }));
/** Bust (chest for men) 65–200 cm. */
export const bustOptions = (): MeasureOption[] => range(65, 200, 1).map((value) => ({ value, label: girthLabel(value) }));
/** Waist 20–200 cm. */
export const waistOptions = (): MeasureOption[] => range(20, 200, 1).map((value) => ({ value, label: girthLabel(value) }));
/** Hips 20–200 cm. */
export const hipsOptions = (): MeasureOption[] => range(20, 200, 1).map((value) => ({ value, label: girthLabel(value) }));
/** Jeans sizes 34–60 in half steps, plain sizes. */
export const jeansOptions = (): MeasureOption[] => range(34, 60, 0.5).map((value) => ({ value, label: String(value) }));
/** Shoe sizes 1–60 in half steps, plain sizes. */
export const shoesOptions = (): MeasureOption[] => range(1, 60, 0.5).map((value) => ({ value, label: String(value) }));

export const measureFields = ["height", "jeans", "bust", "waist", "hips", "shoes"] as const;
export type MeasureField = (typeof measureFields)[number];

export const measureOptions: Readonly<Record<MeasureField, () => MeasureOption[]>> = {
  height: heightOptions,
  jeans: jeansOptions,
  bust: bustOptions,
  waist: waistOptions,
  hips: hipsOptions,
  shoes: shoesOptions,
};

/** Bounds and step of each measure, to check a value without building its list. */
export const measureRanges: Readonly<Record<MeasureField, { min: number; max: number; step: number }>> = {
  height: { min: 30, max: 200, step: 1 },
  jeans: { min: 34, max: 60, step: 0.5 },
  bust: { min: 65, max: 200, step: 1 },
  waist: { min: 20, max: 200, step: 1 },
  hips: { min: 20, max: 200, step: 1 },
  shoes: { min: 1, max: 60, step: 0.5 },
};

export function isMeasureValue(field: MeasureField, value: number): boolean {
  const { min, max, step } = measureRanges[field];
  return Number.isFinite(value) && value >= min && value <= max && Number.isInteger((value - min) / step);
}
