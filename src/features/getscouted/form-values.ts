import {
  addEmail,
  applicantIsMinor,
  applicationFields,
  guardianFields,
  displayToIsoDate,
  isoToDisplayDate,
  honeypotField,
  isEmail,
  maxEmails,
  photoSlots,
  validateApplication,
  type ApplicationField,
  type PhotoSlot,
} from "../../contract/application.js";
import type { StoredPhoto, WireValues } from "../../lib/application-queue/records.js";

/**
 * The form's values as react-final-form holds them: what the visitor sees
 * (birthdate as dd/MM/yyyy, ids and measures as the selects' strings), the
 * e-mail list with the address still being typed, and each photo slot's state.
 */
export type TextField = Exclude<ApplicationField, "email">;
export const emailInputField = "email_input";

export type PhotoValue =
  | { state: "compressing"; name: string }
  | { state: "ready"; photo: StoredPhoto }
  | { state: "failed"; name: string; code: "invalid_image" | "unsupported_type" };

export type FormValues = Partial<Record<TextField | typeof emailInputField | typeof honeypotField, string>> & {
  email?: string[];
} & Partial<Record<PhotoSlot, PhotoValue>>;

/** Error codes of the form: the schema's, the photos' and "compressing" (a photo still being prepared). */
export type FormErrors = Partial<Record<ApplicationField | PhotoSlot, string>>;

/** Fields in the order they appear, to find the first one flagged: the photos, then a minor's guardian, then the consent. */
const endFields: readonly ApplicationField[] = [...guardianFields, "consent"];
export const fieldOrder: readonly (ApplicationField | PhotoSlot)[] = [...applicationFields.filter((field) => !endFields.includes(field)), ...photoSlots, ...endFields];

const textFields = applicationFields.filter((field): field is TextField => field !== "email");

export function validateForm(values: FormValues): FormErrors {
  const emails = values.email ?? [];
  const errors: FormErrors = validateApplication({ ...values, email: emails });
  if (emails.length === 0) {
    const typed = values[emailInputField]?.trim() ?? "";
    errors.email = typed !== "" && !isEmail(typed) ? "invalid_email" : "required";
  }
  for (const slot of photoSlots) {
    const photo = values[slot];
    if (!photo) errors[slot] = "required";
    else if (photo.state === "compressing") errors[slot] = "compressing";
    else if (photo.state === "failed") errors[slot] = photo.code;
  }
  return errors;
}

/** On submit, the address still being typed joins the list; answers the new list and input, or null. */
export function withTypedEmail(values: FormValues): { email: string[]; typed: string } | null {
  const typed = values[emailInputField]?.trim() ?? "";
  if (typed === "") return null;
  const list = values.email ?? [];
  const next = addEmail(list, typed, maxEmails);
  return next.length > list.length ? { email: next, typed: "" } : null;
}

/**
 * What is sent and queued: trimmed strings, birthdate as yyyy-MM-dd, the e-mails, the honeypot as it is.
 * A guardian's name and consent only for a minor: an adult's draft may still hold them, unseen.
 */
export function toWireValues(values: FormValues): WireValues {
  const wire: WireValues = {};
  const minor = applicantIsMinor(values.birthdate);
  for (const field of textFields) {
    if (minor || !(guardianFields as readonly string[]).includes(field)) wire[field] = values[field]?.trim() ?? "";
  }
  wire.birthdate = displayToIsoDate(wire.birthdate as string) ?? (wire.birthdate as string);
  wire.email = values.email ?? [];
  wire[honeypotField] = values[honeypotField] ?? "";
  return wire;
}

export const readyPhotos = (values: FormValues): StoredPhoto[] =>
  photoSlots.flatMap((slot) => {
    const value = values[slot];
    return value?.state === "ready" ? [value.photo] : [];
  });

/** What the draft keeps of the form's values (photos are stored beside it). */
export function toDraftValues(values: FormValues): WireValues {
  const draft: WireValues = {};
  for (const field of [...textFields, emailInputField, honeypotField] as const) {
    const value = values[field];
    if (value !== undefined) draft[field] = value;
  }
  if (values.email) draft.email = values.email;
  return draft;
}

export function fromDraft(values: WireValues, photos: Partial<Record<PhotoSlot, StoredPhoto>>): FormValues {
  const form: FormValues = {};
  for (const field of [...textFields, emailInputField, honeypotField] as const) {
    const value = values[field];
    if (typeof value === "string") form[field] = value;
  }
  // A queued record holds the birthdate as sent (yyyy-MM-dd); the form shows dd/MM/yyyy.
  if (form.birthdate) form.birthdate = isoToDisplayDate(form.birthdate) ?? form.birthdate;
  const email = values.email;
  form.email = Array.isArray(email) ? email : [];
  for (const slot of photoSlots) {
    const photo = photos[slot];
    if (photo) form[slot] = { state: "ready", photo };
  }
  return form;
}
