import { apiPaths } from "../../contract/api-paths.js";
import { honeypotField, startedAtField } from "../../contract/application.js";
import type { QueuedApplication } from "./records.js";

export const applicationsEndpoint = apiPaths.applications;

/**
 * The multipart body of `POST /api/applications`, rebuilt from a queued record
 * (the page and the service worker build the same one): text fields, e-mails
 * as repeated `email` fields, the honeypot, `started_at`, then the photos.
 */
export function toFormData(record: QueuedApplication): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(record.values)) {
    if (name === honeypotField) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  const honeypot = record.values[honeypotField];
  form.append(honeypotField, typeof honeypot === "string" ? honeypot : "");
  form.append(startedAtField, String(record.startedAt));
  for (const photo of record.photos) form.append(photo.slot, new Blob([photo.bytes], { type: photo.type }), photo.name);
  return form;
}
