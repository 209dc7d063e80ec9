/**
 * Formats of the application form's text fields: the phone
 * mask, dates shown dd/MM/yyyy and stored yyyy-MM-dd, e-mails and social handles.
 * Pure functions, shared by the browser (masks while typing) and the server (checks).
 */

/** `+CC (DD) NNNNN-NNNN`: plus, country code, area code in brackets, 5 + 4 digits. */
export const phonePattern = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;
const phoneDigits = 13;
/** Brazil's country code: the field starts with it, and a number without one is Brazilian. */
export const brazilCountryCode = "55";
/** What the phone field shows when the visitor starts on it empty. */
export const phonePrefix = `+${brazilCountryCode} `;
/** Area code and number, the way people in Brazil write their mobile: `21 98765-4321`. */
const nationalDigits = 11;

/** The number meant: a `+` right after the `+55` the field starts with begins another country's number. */
const meantNumber = (raw: string) => {
  const trimmed = raw.trim();
  return /^\+55\s*(\+.*)$/s.exec(trimmed)?.[1]?.trim() ?? trimmed;
};

/**
 * The digits of a phone number, country code first, read as a Brazilian writes
 * it: `+55 21 98765-4321`, `(21) 98765-4321`, `21987654321`, `021987654321`
 * (with the trunk 0) and `0055…` (the international prefix) all give
 * `5521987654321`. A number without `+` or `00` is a national one; the country
 * code typed again after `+55` (`+55 55 21…`, the field starts with `+55`) is
 * recognised once the number is too long to be anything else. A `+` typed or
 * pasted right after the `+55` starts the number anew: `+55 +1 212…` is the
 * number `+1 212…`, never a Brazilian one made of its digits.
 */
export function phoneDigitsOf(raw: string): string {
  const trimmed = meantNumber(raw);
  let digits = trimmed.replace(/\D/g, "");
  let national: string;
  if (trimmed.startsWith("+") || digits.startsWith("00")) {
    if (!trimmed.startsWith("+")) digits = digits.slice(2);
    const country = digits.slice(0, 2);
    if (country !== brazilCountryCode) return digits;
    national = digits.slice(2);
  } else {
    national = digits;
  }
  // Area codes never start with 0: a leading one is the trunk prefix of a national call.
  national = national.replace(/^0+/, "");
  if (national.length > nationalDigits && national.startsWith(brazilCountryCode)) national = national.slice(2).replace(/^0+/, "");
  return digits === "" ? "" : brazilCountryCode + national;
}

/**
 * Formats what the visitor typed or pasted as `+## (##) #####-####`,
 * progressively: each separator appears only once a digit follows it, so
 * deleting never gets stuck on a bracket or a hyphen. Everything but digits is
 * dropped; extra digits are cut. A national number gets Brazil's `+55`.
 */
export function maskPhone(raw: string): string {
  const d = phoneDigitsOf(raw).slice(0, phoneDigits);
  // A "+" alone is a country code about to be typed: kept, so the field does not swallow it.
  if (d === "") return meantNumber(raw) === "+" ? "+" : "";
  let out = `+${d.slice(0, 2)}`;
  if (d.length > 2) out += ` (${d.slice(2, 4)}`;
  if (d.length > 4) out += `) ${d.slice(4, 9)}`;
  if (d.length > 9) out += `-${d.slice(9)}`;
  return out;
}

/** Formats typed digits as `dd/MM/yyyy`, progressively like {@link maskPhone}. */
export function maskDate(raw: string): string {
  const d = raw.replace(/\D/g, "").slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const displayDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** True for a `yyyy-MM-dd` that names a day on the calendar (no 31 April, 29 February only in leap years). */
export function isRealDate(iso: string): boolean {
  const match = isoDatePattern.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `dd/MM/yyyy` → `yyyy-MM-dd`, or null when it is not a real date. */
export function displayToIsoDate(display: string): string | null {
  const match = displayDatePattern.exec(display.trim());
  if (!match) return null;
  const iso = `${match[3] ?? ""}-${match[2] ?? ""}-${match[1] ?? ""}`;
  return isRealDate(iso) ? iso : null;
}

/** `yyyy-MM-dd` → `dd/MM/yyyy`, or null when it is not a real date. */
export function isoToDisplayDate(iso: string): string | null {
  if (!isRealDate(iso)) return null;
  const [year, month, day] = iso.split("-");
  return `${day ?? ""}/${month ?? ""}/${year ?? ""}`;
}

/** Today's date as `yyyy-MM-dd` on the local calendar of whoever runs this. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Completed years between a `yyyy-MM-dd` birthdate and `now`; NaN for a date that is not real. */
export function ageOn(birthdate: string, now: Date = new Date()): number {
  if (!isRealDate(birthdate)) return NaN;
  const [year, month, day] = birthdate.split("-").map(Number) as [number, number, number];
  const today = localIsoDate(now).split("-").map(Number) as [number, number, number];
  const hadBirthday = today[1] > month || (today[1] === month && today[2] >= day);
  return today[0] - year - (hadBirthday ? 0 : 1);
}

/** Age of majority in Brazil; minors apply through a guardian (the form's intro). */
export const adultAge = 18;

/** True when the applicant is under 18 on `now`; false for a date that is not real. */
export function isMinor(birthdate: string, now: Date = new Date()): boolean {
  const age = ageOn(birthdate, now);
  return Number.isFinite(age) && age < adultAge;
}

export const maxEmailLength = 254;
/**
 * A pragmatic address check: one @, a dotted domain, no spaces, and none of the
 * characters that would break the comma-joined list the platform receives.
 */
const emailPattern = /^[^\s@,;<>()[\]\\"]+@[^\s@,;<>()[\]\\"]+\.[^\s@,;<>()[\]\\".]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= maxEmailLength && emailPattern.test(value) && !value.includes("..");
}

/** Two addresses are the same when they differ only in case or surrounding spaces. */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/**
 * The email-entry step: adds a valid, new address to the list.
 * Returns the list unchanged when `typed` is invalid, a duplicate or the list is full.
 */
export function addEmail(list: readonly string[], typed: string, max: number): string[] {
  const email = typed.trim();
  if (!isEmail(email) || list.length >= max || list.some((e) => emailKey(e) === emailKey(email))) return [...list];
  return [...list, email];
}

/** Instagram handles: letters, digits, dots and underscores, up to 30, with an optional leading @. */
export const instagramPattern = /^@?[A-Za-z0-9._]{1,30}$/;
/** TikTok handles: the same characters, 2 to 24 of them. */
export const tiktokPattern = /^@?[A-Za-z0-9._]{2,24}$/;

/** A handle as the agency reads it: trimmed, with one leading @. */
export const normaliseHandle = (handle: string): string => `@${handle.trim().replace(/^@/, "")}`;
