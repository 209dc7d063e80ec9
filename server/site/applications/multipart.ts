import { createHash } from "node:crypto";
import { open, rm } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { maxPhotoBytes } from "../../../src/contract/application.js";
import { sniffLength } from "./photos.js";

/** One uploaded file, streamed to a temporary file while hashed. */
export interface ReceivedFile {
  field: string;
  path: string;
  bytes: number;
  sha256: string;
  /** The first bytes, for the magic-number check. */
  head: Buffer;
  /** Cut at the size limit: the upload is too large. */
  truncated: boolean;
}

export interface ReceivedForm {
  /** Text fields by name; a name sent more than once keeps every value, in order. */
  fields: Map<string, string[]>;
  /** Text fields cut at the field size limit. */
  truncatedFields: Set<string>;
  files: ReceivedFile[];
}

/**
 * Limits on what one application may send: the four photo slots, the form's
 * fields (five e-mails at most) and a few bytes of each, far above what the form needs.
 */
export const formLimits = {
  fileSize: maxPhotoBytes,
  files: 4,
  fields: 40,
  fieldSize: 2048,
  fieldNameSize: 64,
  parts: 44,
  headerPairs: 50,
};

/** Thrown when a whole-form limit is hit (too many files, fields or parts): the answer is a 413. */
export class FormLimitError extends Error {}
/** Thrown when the body is not well-formed multipart (no boundary, cut short): the answer is a 400. */
export class MalformedFormError extends Error {}

function hashingTap(file: ReceivedFile, hash: ReturnType<typeof createHash>) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      file.bytes += chunk.length;
      if (file.head.length < sniffLength) file.head = Buffer.concat([file.head, chunk.subarray(0, sniffLength - file.head.length)]);
      done(null, chunk);
    },
  });
}

/**
 * Reads a multipart application: text fields into memory (they are small),
 * files into `incomingFile()` paths, so thirty applications with four large
 * photos each never sit in memory at once. The caller removes the files with
 * {@link discardFiles} whatever happens next. A file over the size limit is
 * marked `truncated` (the plugin is registered with throwFileSizeLimit off), so
 * the rest of the form is still read and every problem reported at once.
 */
export async function receiveForm(request: FastifyRequest, incomingFile: () => string): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: new Map(), truncatedFields: new Set(), files: [] };
  try {
    for await (const part of request.parts({ limits: formLimits })) {
      if (part.type === "field") {
        if (part.valueTruncated) form.truncatedFields.add(part.fieldname);
        const values = form.fields.get(part.fieldname) ?? [];
        values.push(typeof part.value === "string" ? part.value : String(part.value));
        form.fields.set(part.fieldname, values);
        continue;
      }
      const file: ReceivedFile = { field: part.fieldname, path: incomingFile(), bytes: 0, sha256: "", head: Buffer.alloc(0), truncated: false };
      form.files.push(file);
      const hash = createHash("sha256");
      // The file is created before any byte flows: a write stream opens its file in the
      // background, and a body cut short would fail the pipeline before that open ended,
      // so the removal below would run first and the file appear after it.
      const sink = await open(file.path, "wx", 0o600);
      await pipeline(part.file, hashingTap(file, hash), sink.createWriteStream());
      file.sha256 = hash.digest("hex");
      file.truncated = part.file.truncated;
    }
  } catch (error) {
    await discardFiles(form);
    // Read the rest of the body into nowhere, so the client gets to read the answer
    // instead of a connection reset in the middle of its upload.
    request.raw.unpipe();
    request.raw.resume();
    const { code, statusCode, syscall } = error as { code?: unknown; statusCode?: unknown; syscall?: unknown };
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw new FormLimitError(code);
    // The disk failing (it has a syscall) is ours to answer with a 500. Busboy's parse errors carry
    // no status and the plugin's are 4xx; a client that went away gets a 400 nobody reads.
    const clientsFault = syscall === undefined && (statusCode === undefined || (typeof statusCode === "number" && statusCode < 500));
    if (clientsFault) throw new MalformedFormError(error instanceof Error ? error.message : String(error));
    throw error;
  }
  return form;
}

export async function discardFiles(form: ReceivedForm): Promise<void> {
  await Promise.all(form.files.map((f) => rm(f.path, { force: true })));
}
