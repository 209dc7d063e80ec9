import { createHash } from "node:crypto";
import {
  applicationFields,
  guardianFields,
  photoSlots,
  type ApplicationField,
  type FieldCode,
  type PhotoCode,
  type PhotoSlot,
} from "../../../src/contract/application.js";
import type { ReceivedFile, ReceivedForm } from "./multipart.js";
import { checkPixels, InvalidImageError, sniffImage, TooManyPixelsError } from "./photos.js";

/**
 * The form fields as the shared schema reads them: one string each, the
 * e-mails as a list (repeated `email` fields). A field sent twice or cut at the
 * size limit gets its code here, since the schema never sees the original.
 */
export function formValues(form: ReceivedForm): { values: Record<string, unknown>; codes: Partial<Record<ApplicationField, FieldCode>> } {
  const values: Record<string, unknown> = {};
  const codes: Partial<Record<ApplicationField, FieldCode>> = {};
  for (const field of applicationFields) {
    const sent = form.fields.get(field);
    if (!sent) continue;
    if (form.truncatedFields.has(field)) codes[field] = "too_long";
    if (field === "email") values[field] = sent;
    else if (sent.length > 1) codes[field] = "invalid";
    else values[field] = sent[0];
  }
  return { values, codes };
}

export interface CheckedPhotos {
  bySlot: Map<PhotoSlot, ReceivedFile>;
  codes: Partial<Record<string, PhotoCode>>;
}

/** Sorts the uploads into slots and checks each by its size and its bytes (never its name or declared type). */
export function checkPhotos(form: ReceivedForm): CheckedPhotos {
  const bySlot = new Map<PhotoSlot, ReceivedFile>();
  const codes: Partial<Record<string, PhotoCode>> = {};
  for (const file of form.files) {
    // An empty part is what a browser sends for a file input left empty.
    if (file.bytes === 0 && !file.truncated) continue;
    const slot = photoSlots.find((s) => s === file.field);
    if (!slot) codes[file.field] = "unknown_field";
    else if (bySlot.has(slot)) codes[slot] = "duplicate_file";
    else {
      bySlot.set(slot, file);
      if (file.truncated) codes[slot] = "too_large";
      else if (!sniffImage(file.head)) codes[slot] = "unsupported_type";
    }
  }
  for (const slot of photoSlots) if (!bySlot.has(slot)) codes[slot] ??= "required";
  return { bySlot, codes };
}

/**
 * Reads the header of each photo that passed {@link checkPhotos} and marks the ones
 * that would decode to too many pixels (`too_large`) or have no readable header
 * (`invalid_image`), so a decompression bomb is refused before it is decoded.
 */
export async function checkPhotoPixels(photos: CheckedPhotos): Promise<void> {
  const unchecked = [...photos.bySlot].filter(([slot]) => photos.codes[slot] === undefined);
  await Promise.all(
    unchecked.map(async ([slot, file]) => {
      try {
        await checkPixels(file.path);
      } catch (error) {
        if (error instanceof TooManyPixelsError) photos.codes[slot] = "too_large";
        else if (error instanceof InvalidImageError) photos.codes[slot] = "invalid_image";
        else throw error;
      }
    }),
  );
}

/**
 * What an Idempotency-Key promises to stand for: the form fields (by name,
 * trimmed, Unicode-normalised) and the exact bytes of each photo slot. The
 * honeypot and `started_at` are not part of the application and are left out.
 * A guardian's fields count only when sent with a value: an application queued
 * before the form had them hashes as it did then, so its replay still matches.
 */
export function payloadHash(form: ReceivedForm, photos: CheckedPhotos): string {
  const fields = applicationFields
    .map((f) => [f, (form.fields.get(f) ?? []).map((v) => v.normalize("NFC").trim())] as const)
    .filter(([f, values]) => !(guardianFields as readonly string[]).includes(f) || values.some((v) => v !== ""));
  const files = photoSlots.map((s) => [s, photos.bySlot.get(s)?.sha256 ?? null]);
  return createHash("sha256").update(JSON.stringify({ fields, files })).digest("hex");
}
