import { coerce, define, literal, object, string, unknown, validate, type Infer, type Struct } from "superstruct";
import {
  displayToIsoDate,
  emailKey,
  instagramPattern,
  isEmail,
  isMinor,
  isRealDate,
  localIsoDate,
  maxEmailLength,
  normaliseHandle,
  phonePattern,
  tiktokPattern,
} from "./application-format.js";
import { genders, isMeasureValue, type ApplicationGender, type MeasureField } from "./application-options.js";
import { privacyNoticeVersions } from "./privacy.js";

export * from "./application-format.js";
export * from "./application-options.js";

/**
 * The application form ("Seja um modelo"): one schema for the
 * browser's form and the server's intake. `validateApplication` answers a
 * per-field error CODE (never a sentence), which the browser turns into a
 * message in the visitor's language and the server sends back in `fields`.
 */

export const applicationFields = [
  "name", "gender", "birthdate", "email", "phone", "instagram", "tiktok", "address", "state", "city",
  "height", "jeans", "bust", "waist", "hips", "shoes", "hair", "eyes", "consent", "guardian_name", "guardian_consent",
] as const;
export type ApplicationField = (typeof applicationFields)[number];

/**
 * Asked only when the birthdate makes the applicant a minor (LGPD art. 14): the
 * name of a parent or legal guardian and their consent, which the form sends
 * as the privacy notice's version once their unticked box is ticked.
 */
export const guardianFields = ["guardian_name", "guardian_consent"] as const satisfies readonly ApplicationField[];
export type GuardianField = (typeof guardianFields)[number];

/** Fields whose value is an id of a platform option list (`GET /api/options`). */
export const platformOptionFields = ["state", "city", "hair", "eyes"] as const;
export type PlatformOptionField = (typeof platformOptionFields)[number];

export const fieldCodes = [
  "required",
  "too_long",
  "invalid",
  "invalid_email",
  "duplicate_email",
  "too_many_emails",
  "invalid_phone",
  "invalid_date",
  "future_date",
  "invalid_handle",
  "invalid_option",
] as const;
export type FieldCode = (typeof fieldCodes)[number];
const isFieldCode = (value: string): value is FieldCode => (fieldCodes as readonly string[]).includes(value);

/** Longest accepted value of each free-text field, in characters. */
export const maxLengths = { name: 120, guardian_name: 120, address: 300, email: maxEmailLength, instagram: 31, tiktok: 25 } as const;
export const maxEmails = 5;
/** Nobody applying was born before this. */
export const earliestBirthdate = "1900-01-01";

// A validator that answers a code: superstruct keeps a returned string as the failure's message.
const checked = <T>(name: string, check: (value: unknown) => FieldCode | null): Struct<T, null> =>
  define<T>(name, (value) => check(value) ?? true);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
// Line breaks, tabs, NUL and the other control characters have no place in a one-line field.
const hasControlCharacter = (value: string) => /\p{Cc}/u.test(value);
const trimmed = <T>(struct: Struct<T, null>, tidy: (value: string) => string = (v) => v) =>
  coerce(struct, string(), (value) => tidy(value.trim()));

function text(max: number, pattern?: RegExp, code: FieldCode = "invalid") {
  return trimmed(
    checked<string>("text", (value) => {
      if (isBlank(value)) return "required";
      if (typeof value !== "string" || hasControlCharacter(value)) return "invalid";
      if (value.length > max) return "too_long";
      if (pattern && !pattern.test(value)) return code;
      return null;
    }),
  );
}

function handle(pattern: RegExp, max: number) {
  return trimmed(
    checked<string>("handle", (value) => {
      if (isBlank(value)) return "required";
      if (typeof value !== "string") return "invalid";
      if (value.length > max) return "too_long";
      return pattern.test(value) ? null : "invalid_handle";
    }),
    (value) => (pattern.test(value) ? normaliseHandle(value) : value),
  );
}

/** A choice given as a number or as the digits a select or a multipart field carries. */
function numberChoice(valid: (value: number) => boolean) {
  return coerce(
    checked<number>("choice", (value) => {
      if (isBlank(value)) return "required";
      return typeof value === "number" && valid(value) ? null : "invalid_option";
    }),
    string(),
    (value) => (/^\d{1,9}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value),
  );
}

const optionId = () => numberChoice((value) => Number.isInteger(value) && value >= 1 && value <= 2 ** 31 - 1);
const measure = (field: MeasureField) => numberChoice((value) => isMeasureValue(field, value));

function birthdate(now: () => Date) {
  return trimmed(
    checked<string>("birthdate", (value) => {
      if (isBlank(value)) return "required";
      if (typeof value !== "string" || !isRealDate(value) || value < earliestBirthdate) return "invalid_date";
      return value > localIsoDate(now()) ? "future_date" : null;
    }),
    // The form shows dd/MM/yyyy; either spelling is accepted and yyyy-MM-dd kept.
    (value) => displayToIsoDate(value) ?? value,
  );
}

const emails = coerce(
  checked<string[]>("emails", (value) => {
    if (isBlank(value)) return "required";
    if (!Array.isArray(value) || value.some((e) => typeof e !== "string")) return "invalid_email";
    const list = value as string[];
    if (list.length === 0) return "required";
    if (list.length > maxEmails) return "too_many_emails";
    if (list.some((e) => e.length > maxEmailLength)) return "too_long";
    if (!list.every(isEmail)) return "invalid_email";
    return new Set(list.map(emailKey)).size === list.length ? null : "duplicate_email";
  }),
  unknown(),
  // One address may come as a plain string; blanks (an emptied input) are dropped.
  (value) => {
    const list: unknown = typeof value === "string" ? [value] : value;
    if (!Array.isArray(list)) return list;
    return list.map((e: unknown) => (typeof e === "string" ? e.trim() : e)).filter((e) => e !== "");
  },
);

const gender = coerce(
  checked<ApplicationGender>("gender", (value) => {
    if (isBlank(value)) return "required";
    return (genders as readonly unknown[]).includes(value) ? null : "invalid_option";
  }),
  string(),
  (value) => value.trim(),
);

/**
 * An explicit consent to the privacy notice (LGPD art. 7, I and art. 8): the
 * version of the notice agreed to, which the form sends only when its
 * unticked-by-default box is ticked. The server stores it with the time it
 * received the application and forwards both.
 */
const noticeConsent = () =>
  trimmed(
    checked<string>("consent", (value) => {
      if (isBlank(value)) return "required";
      return typeof value === "string" && privacyNoticeVersions.includes(value) ? null : "invalid";
    }),
  );

/** What a minor's application also needs (LGPD art. 14): a parent or guardian, named, who consents. */
const guardian = object({ guardian_name: text(maxLengths.guardian_name), guardian_consent: noticeConsent() });
type Guardian = Infer<typeof guardian>;

/** The schema, with the clock that decides what "a future date" is. */
export function applicationSchema(now: () => Date = () => new Date()) {
  return object({
    name: text(maxLengths.name),
    gender,
    birthdate: birthdate(now),
    email: emails,
    phone: text(24, phonePattern, "invalid_phone"),
    instagram: handle(instagramPattern, maxLengths.instagram),
    tiktok: handle(tiktokPattern, maxLengths.tiktok),
    address: text(maxLengths.address),
    state: optionId(),
    city: optionId(),
    height: measure("height"),
    jeans: measure("jeans"),
    bust: measure("bust"),
    waist: measure("waist"),
    hips: measure("hips"),
    shoes: measure("shoes"),
    hair: optionId(),
    eyes: optionId(),
    consent: noticeConsent(),
  });
}

/**
 * A valid application. The guardian's fields are there when the applicant was
 * a minor when it was checked, and absent otherwise (also in applications
 * stored before the form asked for them).
 */
export type Application = Infer<ReturnType<typeof applicationSchema>> & Partial<Guardian>;
const defaultSchema = applicationSchema();

export type FieldErrors = Partial<Record<ApplicationField, FieldCode>>;
export type ParsedApplication = { ok: true; value: Application } | { ok: false; fields: FieldErrors };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks form values (strings as inputs and multipart fields hold them, or
 * numbers) and answers the tidied application: trimmed, ids and measures as
 * numbers, the birthdate as yyyy-MM-dd, handles with one @, unknown keys dropped.
 */
export function parseApplication(values: unknown, options: { now?: Date } = {}): ParsedApplication {
  const { now } = options;
  const record = isRecord(values) ? values : {};
  const [error, value] = validate(record, now ? applicationSchema(() => now) : defaultSchema, { coerce: true, mask: true });
  // The guardian is checked whatever else is wrong, so the form flags every field at once;
  // for an adult (or a birthdate not yet valid) the guardian's fields are neither asked nor kept.
  const [guardianError, guardianValue] = applicantIsMinor(record.birthdate, now) ? validate(record, guardian, { coerce: true, mask: true }) : [];
  if (!error && !guardianError) return { ok: true, value: guardianValue ? { ...value, ...guardianValue } : value };
  const fields: FieldErrors = {};
  for (const failure of [...(error?.failures() ?? []), ...(guardianError?.failures() ?? [])]) {
    const key: unknown = failure.path[0];
    if (typeof key !== "string" || !(applicationFields as readonly string[]).includes(key)) continue;
    fields[key as ApplicationField] ??= isFieldCode(failure.message) ? failure.message : "invalid";
  }
  return { ok: false, fields };
}

/** Whether a birthdate as the form or a multipart field holds it (dd/MM/yyyy or yyyy-MM-dd) is valid and a minor's on `now`. */
export function applicantIsMinor(birthdateValue: unknown, now: Date = new Date()): boolean {
  const [error, iso] = validate(birthdateValue, birthdate(() => now), { coerce: true });
  return !error && isMinor(iso, now);
}

/** Field → error code for every invalid field; `{}` when the values are valid (react-final-form's `validate`). */
export function validateApplication(values: unknown, options: { now?: Date } = {}): FieldErrors {
  const result = parseApplication(values, options);
  return result.ok ? {} : result.fields;
}

/* ---- Photos ---- */

export const photoSlots = ["image_1", "image_2", "image_3", "image_4"] as const;
export type PhotoSlot = (typeof photoSlots)[number];

/** The largest photo the server takes; the browser compresses well below it. */
export const maxPhotoBytes = 8 * 1024 * 1024;
export const photoTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
/** The file input's `accept`. */
export const photoAccept = ".jpg,.jpeg,.png,.gif,.webp";

/**
 * - unsupported_type: the bytes are not a JPEG, PNG, GIF or WebP image, whatever the name says;
 * - invalid_image: they claim to be one but do not decode;
 * - unknown_field / duplicate_file: a file under a name that is not a free photo slot.
 */
export const photoCodes = ["required", "too_large", "unsupported_type", "invalid_image", "unknown_field", "duplicate_file"] as const;
export type PhotoCode = (typeof photoCodes)[number];

/** A first check of a chosen file in the browser; the server checks the bytes themselves. */
export function checkPhotoFile(file: { size: number; type: string } | null | undefined): PhotoCode | null {
  if (!file || file.size === 0) return "required";
  if (!(photoTypes as readonly string[]).includes(file.type)) return "unsupported_type";
  return file.size > maxPhotoBytes ? "too_large" : null;
}

/* ---- POST /api/applications ---- */

/**
 * Multipart field names besides the form fields and photos: `website` is a
 * honeypot the form hides (must stay empty) and `started_at` the time in epoch
 * milliseconds when the visitor opened the form. Emails travel as repeated `email` fields.
 */
export const honeypotField = "website";
/** The form's consent field: the privacy notice's version when the box is ticked, absent otherwise. */
export const consentField = "consent" satisfies ApplicationField;
/** The guardian's consent of a minor's application, sent like {@link consentField}. */
export const guardianConsentField = "guardian_consent" satisfies ApplicationField;
export const startedAtField = "started_at";
export const idempotencyHeader = "Idempotency-Key";

export const ApplicationReceipt = object({ id: string(), status: literal("received") });
export type ApplicationReceipt = Infer<typeof ApplicationReceipt>;

/**
 * The short reference an applicant keeps and quotes to the agency: the first
 * eight hex digits of the receipt's id, as `3F2A-9C1B`. The site's store finds
 * the application by it (`id LIKE '3f2a9c1b-%'`); the server logs it with the id.
 */
export function applicationReference(id: string): string {
  const hex = id.replace(/[^0-9a-f]/gi, "").slice(0, 8).toUpperCase();
  return hex.length > 4 ? `${hex.slice(0, 4)}-${hex.slice(4)}` : hex;
}

/** `error` values of the endpoint, each with its status. */
export const applicationErrors = {
  invalid_application: 400,
  invalid_idempotency_key: 400,
  malformed_form: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
} as const;
export type ApplicationError = keyof typeof applicationErrors;

/** Every code a `fields` entry of an error answer may hold (the body is `ApiError` of site-api.ts). */
export type ApplicationFieldCode = FieldCode | PhotoCode;
