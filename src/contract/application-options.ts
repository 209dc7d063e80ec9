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

export const measureFields = ["height", "jeans", "bust", "waist", "hips", "shoes"] as const;
export type MeasureField = (typeof measureFields)[number];

/**
 * Each measure's bounds, step and label: the one statement the select lists
 * are made from and a value is checked against (without building its list).
 */
export const measureRanges: Readonly<Record<MeasureField, { min: number; max: number; step: number; label: (value: number) => string }>> = {
  /** Every centimetre. */
  height: { min: 30, max: 200, step: 1, label: heightLabel },
  /** Jeans sizes in half steps, plain sizes. */
  jeans: { min: 34, max: 60, step: 0.5, label: String },
  /** Bust (chest for men). */
  bust: { min: 65, max: 200, step: 1, label: girthLabel },
  waist: { min: 20, max: 200, step: 1, label: girthLabel },
  hips: { min: 20, max: 200, step: 1, label: girthLabel },
  /** Shoe sizes in half steps, plain sizes. */
  shoes: { min: 1, max: 60, step: 0.5, label: String },
};

/** The select list of one measure, from its range. */
function optionsOf(field: MeasureField): MeasureOption[] {
  const { min, max, step, label } = measureRanges[field];
  const count = Math.round((max - min) / step) + 1;
  return Array.from({ length: count }, (_, i) => {
    const value = min + i * step;
    return { value, label: label(value) };
  });
}

export const heightOptions = (): MeasureOption[] => optionsOf("height");
export const bustOptions = (): MeasureOption[] => optionsOf("bust");
export const waistOptions = (): MeasureOption[] => optionsOf("waist");
export const hipsOptions = (): MeasureOption[] => optionsOf("hips");
export const jeansOptions = (): MeasureOption[] => optionsOf("jeans");
export const shoesOptions = (): MeasureOption[] => optionsOf("shoes");

export const measureOptions: Readonly<Record<MeasureField, () => MeasureOption[]>> = {
  height: heightOptions,
  jeans: jeansOptions,
  bust: bustOptions,
  waist: waistOptions,
  hips: hipsOptions,
  shoes: shoesOptions,
};

export function isMeasureValue(field: MeasureField, value: number): boolean {
  const { min, max, step } = measureRanges[field];
  return Number.isFinite(value) && value >= min && value <= max && Number.isInteger((value - min) / step);
}
