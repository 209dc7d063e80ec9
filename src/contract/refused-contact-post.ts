import { contactFields, type ContactErrors } from "./contact.js";
import type { FieldCode } from "./application.js";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields a visitor writes, as a refused post sends them back. */
export const writtenContactFields = ["name", "email", "phone", "subject", "message"] as const;

/**
 * A form posted without JavaScript that the server refused: the page is
 * answered again with what the visitor wrote and each field's problem, so
 * nothing typed is lost. It travels in the page as JSON in the form section's
 * `refusedPostAttribute`, read once by the form as it hydrates.
 */
export interface RefusedContactPost {
  values: Partial<Record<(typeof writtenContactFields)[number], string>>;
  fields: ContactErrors;
  refusal: ContactRefusal;
}

/**
 * Why a post was refused, as the page says it: a field to correct, too many
 * messages from the visitor's address, or a post made by another site's page.
 */
export type ContactRefusal = "fields" | "rate_limited" | "cross_site";

/** The refusal an error code stands for (a refused post's, or a redirect's `erro`). */
export const refusalOf = (code: unknown): ContactRefusal => (code === "rate_limited" || code === "cross_site" ? code : "fields");

/** The attribute of the contact form's section that carries a refused post, as JSON (escaped like any attribute). */
export const refusedPostAttribute = "data-refused-post";

/** A refused post as the page carries it, or null when it does not read as one. */
export function readRefusedContactPost(value: unknown): RefusedContactPost | null {
  if (!isRecord(value) || !isRecord(value.values) || !isRecord(value.fields)) return null;
  const values: RefusedContactPost["values"] = {};
  for (const name of writtenContactFields) {
    const text = value.values[name];
    if (typeof text === "string") values[name] = text;
  }
  const fields: ContactErrors = {};
  for (const name of contactFields) {
    const code = value.fields[name];
    if (typeof code === "string") fields[name] = code as FieldCode;
  }
  return { values, fields, refusal: refusalOf(value.refusal) };
}
