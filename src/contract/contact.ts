import { coerce, define, literal, object, optional, string, unknown, validate, type Infer, type Struct } from "superstruct";
import { apiPaths } from "./api-paths.js";
import { isEmail, maxEmailLength, maskPhone, phonePattern, phonePrefix } from "./application-format.js";
import type { FieldCode } from "./application.js";
import { subjectSlugs, talentParam } from "./contact-link.js";

export * from "./contact-link.js";

/**
 * The contact form on the contacts page: one schema for the browser's form and
 * the server's `POST /api/contacts`. Like the application's, it answers a
 * per-field error CODE (the same codes), which the browser translates and the
 * server sends back in `fields`.
 */

export const contactSubjects = ["booking", "press", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactFields = ["name", "email", "phone", "subject", "message", "talents"] as const;
export type ContactField = (typeof contactFields)[number];

/** Longest accepted value of each free-text field, in characters (the platform takes 200 and 5000). */
export const contactMaxLengths = { name: 120, email: maxEmailLength, message: 5000, talentName: 120 } as const;
/** As many talents as a selection holds. */
export const maxContactTalents = 50;

/** The talents a booking is about: the id and the name the visitor saw. */
export interface ContactTalent {
  id: number;
  name: string;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");
// A one-line field takes no control character; the message keeps its line breaks and tabs.
const oneLineProblem = (value: string) => /\p{Cc}/u.test(value);
const messageProblem = (value: string) => /[^\P{Cc}\n\r\t]/u.test(value);

// A validator that answers a code: superstruct keeps a returned string as the failure's message.
const checked = <T>(name: string, check: (value: unknown) => FieldCode | null): Struct<T, null> => define<T>(name, (value) => check(value) ?? true);

function text(max: number, badCharacter: (value: string) => boolean, extra?: (value: string) => FieldCode | null) {
  return coerce(
    checked<string>("text", (value) => {
      if (isBlank(value)) return "required";
      if (typeof value !== "string" || badCharacter(value)) return "invalid";
      if (value.length > max) return "too_long";
      return extra?.(value) ?? null;
    }),
    string(),
    (value) => value.trim().replace(/\r\n?/g, "\n"),
  );
}

const email = text(contactMaxLengths.email, oneLineProblem, (value) => (isEmail(value) ? null : "invalid_email"));

/**
 * Optional: a blank field, or one holding only the `+55 ` the field starts
 * with, is no phone. What is typed is read like the application's phone
 * (`21987654321` becomes `+55 (21) 98765-4321`) and must end in that format.
 */
const phone = coerce(
  checked<string | undefined>("phone", (value) => {
    if (value === undefined) return null;
    if (typeof value !== "string" || oneLineProblem(value)) return "invalid";
    return phonePattern.test(value) ? null : "invalid_phone";
  }),
  unknown(),
  (value) => {
    if (value === null || (typeof value === "string" && (value.trim() === "" || value.trim() === phonePrefix.trim()))) return undefined;
    return typeof value === "string" ? maskPhone(value) : value;
  },
);

const subject = coerce(
  checked<ContactSubject>("subject", (value) => {
    if (isBlank(value)) return "required";
    return (contactSubjects as readonly unknown[]).includes(value) ? null : "invalid_option";
  }),
  string(),
  (value) => value.trim(),
);

const isTalentId = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 2 ** 31 - 1;
const isTalentName = (value: unknown): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= contactMaxLengths.talentName && !oneLineProblem(value);

/** Up to 50 distinct talents, each `{ id, name }`; absent or empty for a message about no talent. */
const talents = coerce(
  checked<ContactTalent[]>("talents", (value) => {
    if (!Array.isArray(value)) return "invalid";
    if (value.length > maxContactTalents) return "invalid";
    const valid = value.every((talent: unknown) => {
      const { id, name } = (typeof talent === "object" && talent !== null ? talent : {}) as { id?: unknown; name?: unknown };
      return isTalentId(id) && isTalentName(name);
    });
    if (!valid) return "invalid";
    return new Set(value.map((talent: ContactTalent) => talent.id)).size === value.length ? null : "invalid";
  }),
  unknown(),
  (value) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return value;
    // Ids as digits (a URL, a form field) or numbers; names trimmed; nothing else kept.
    return value.map((talent: unknown) => {
      if (typeof talent !== "object" || talent === null) return talent;
      const { id, name } = talent as { id?: unknown; name?: unknown };
      return {
        id: typeof id === "string" && /^\d{1,10}$/.test(id.trim()) ? Number(id) : id,
        name: typeof name === "string" ? name.trim() : name,
      };
    });
  },
);

export const Contact = object({
  name: text(contactMaxLengths.name, oneLineProblem),
  email,
  phone: optional(phone),
  subject,
  message: text(contactMaxLengths.message, messageProblem),
  talents,
});
export type Contact = Infer<typeof Contact>;

export type ContactErrors = Partial<Record<ContactField, FieldCode>>;
export type ParsedContact = { ok: true; value: Contact } | { ok: false; fields: ContactErrors };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks a message as the form or a request holds it and answers the tidied
 * one: trimmed, line breaks as `\n`, the phone masked or absent, talent ids as
 * numbers, unknown keys dropped.
 */
export function parseContact(values: unknown): ParsedContact {
  const [error, value] = validate(isRecord(values) ? values : {}, Contact, { coerce: true, mask: true });
  if (!error) {
    // An absent phone stays absent: the platform's contract has it optional.
    if (value.phone === undefined) delete value.phone;
    return { ok: true, value };
  }
  const fields: ContactErrors = {};
  for (const failure of error.failures()) {
    const key: unknown = failure.path[0];
    if (typeof key !== "string" || !(contactFields as readonly string[]).includes(key)) continue;
    const code = failure.message as FieldCode;
    fields[key as ContactField] ??= /^[a-z_]+$/.test(code) ? code : "invalid";
  }
  return { ok: false, fields };
}

/** Field → error code for every invalid field; `{}` when the message is valid (react-final-form's `validate`). */
export function validateContact(values: unknown): ContactErrors {
  const result = parseContact(values);
  return result.ok ? {} : result.fields;
}

/* ---- POST /api/contacts ---- */

export const contactsEndpoint = apiPaths.contacts;
/**
 * Besides the fields: `website` is a honeypot the form hides (must stay empty)
 * and `started_at` when the visitor opened the form, in epoch milliseconds
 * (the same two as the application's). The form sends `Idempotency-Key` too.
 */
export const contactHoneypotField = "website";
export const contactStartedAtField = "started_at";

export const ContactReceipt = object({ id: string(), status: literal("received") });
export type ContactReceipt = Infer<typeof ContactReceipt>;

/** `error` values of the endpoint, each with its status. */
export const contactErrors = {
  invalid_contact: 400,
  invalid_idempotency_key: 400,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
} as const;
export type ContactError = keyof typeof contactErrors;

/** What travels in the JSON body: the fields as the schema reads them, plus the honeypot and the start time. */
export interface ContactRequest {
  name: string;
  email: string;
  phone?: string;
  subject: ContactSubject;
  message: string;
  talents?: ContactTalent[];
  website: string;
  started_at: number;
}

/* ---- The contact page's URL: "book this talent" (contact-link.ts) ---- */

/** The subject a contact URL asks for, if it names one. */
export function subjectFromSlug(slug: string | null): ContactSubject | undefined {
  return contactSubjects.find((subject) => subjectSlugs[subject] === slug);
}

/** The talent ids a contact URL names: distinct, valid, in order, at most {@link maxContactTalents}. */
export function talentIdsFromParams(params: URLSearchParams): number[] {
  const ids = params
    .getAll(talentParam)
    .filter((raw) => /^\d{1,10}$/.test(raw))
    .map(Number)
    .filter(isTalentId);
  return [...new Set(ids)].slice(0, maxContactTalents);
}
