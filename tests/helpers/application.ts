import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Db } from "../../server/shared/sqlite.js";
import { validFields } from "./applicant.js";

/** A noisy JPEG that compresses like a photo; the same arguments give the same bytes. */
export async function noisePhoto(width: number, height: number, quality = 85, sigma = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#8a7060", noise: { type: "gaussian", mean: 128, sigma } } })
    .jpeg({ quality })
    .toBuffer();
}

export interface Upload {
  data: Uint8Array;
  name?: string;
  type?: string;
}

export interface FormOptions {
  /** Field values; undefined leaves a field out. */
  fields?: Record<string, string | string[] | undefined>;
  /** Files by field name; undefined leaves a slot out. */
  files?: Record<string, Upload | undefined>;
  /** When the visitor opened the form (epoch ms); a minute ago by default. */
  startedAt?: number | null;
  honeypot?: string;
}

/** The multipart body of an application, as the browser builds it. */
export function applicationForm(photos: readonly Uint8Array[], options: FormOptions = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | string[] | undefined> = { ...validFields, ...options.fields };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  form.append("website", options.honeypot ?? "");
  if (options.startedAt !== null) form.append("started_at", String(options.startedAt ?? Date.now() - 60_000));
  const files: Record<string, Upload | undefined> = {};
  photos.forEach((data, i) => (files[`image_${i + 1}`] = { data }));
  Object.assign(files, options.files);
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    form.append(name, new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type ?? "image/jpeg" }), file.name ?? `${name}.jpg`);
  }
  return form;
}

/** Serialises a FormData the way fetch would, for app.inject. */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type") ?? "" };
}

let lastIp = 0;
/** A new client address per call unless one is given, so tests do not share a rate limit. */
export const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

export async function postApplication(app: FastifyInstance, form: FormData, options: { key?: string | null; ip?: string } = {}) {
  const { payload, contentType } = await encodeForm(form);
  const headers: Record<string, string> = { "content-type": contentType };
  if (options.key !== null) headers["idempotency-key"] = options.key ?? randomUUID();
  return app.inject({ method: "POST", url: "/api/applications", payload, headers, remoteAddress: options.ip ?? freshIp() });
}

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface PlatformApplication {
  id: number;
  fields: Record<string, string>;
  photos: Record<string, string>;
}

/** The applications the embedded platform stored, oldest first. */
export function platformApplications(db: Db): PlatformApplication[] {
  const rows = db.prepare("SELECT id, fields, photos FROM applications ORDER BY id").all() as { id: number; fields: string; photos: string }[];
  return rows.map((r) => ({ id: r.id, fields: JSON.parse(r.fields) as Record<string, string>, photos: JSON.parse(r.photos) as Record<string, string> }));
}
