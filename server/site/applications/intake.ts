import { randomUUID } from "node:crypto";
import type { CreateRateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientAddress } from "../client-address.js";
import { apiPaths } from "../../../src/contract/api-paths.js";
import {
  applicationReference,
  applicationErrors,
  maxPhotoBytes,
  parseApplication,
  photoSlots,
  type Application,
  type ApplicationError,
  type ApplicationReceipt,
  type PhotoSlot,
} from "../../../src/contract/application.js";
import { sendError, type ErrorBody } from "../../shared/errors.js";
import type { SiteContent } from "../content.js";
import { discardFiles, FormLimitError, MalformedFormError, receiveForm, type ReceivedFile, type ReceivedForm } from "./multipart.js";
import { unknownOptions } from "./options.js";
import type { Outbox } from "../outbox/outbox.js";
import { checkPhotoPixels, checkPhotos, formValues, payloadHash } from "./payload.js";
import type { PhotoFiles } from "./photo-files.js";
import { InvalidImageError, maxPhotoPixels, reencodePhoto, TooManyPixelsError } from "./photos.js";
import type { CounterOptions } from "../store/rate-limit-store.js";
import { idempotencyKeyOf } from "../outbox/spam.js";
import { spamReason } from "./spam.js";
import type { ApplicationStore } from "./store.js";

export interface IntakeOptions {
  store: ApplicationStore;
  /** Where uploads stream before they are checked. */
  uploads: PhotoFiles;
  outbox: Pick<Outbox, "wake">;
  content: SiteContent;
  /** Accepted applications per client address per window (an hour). */
  ratePerWindow: number;
  rateWindowMs?: number;
  /** Refused attempts per client address per window (10 minutes) before refusals become 429s. */
  invalidPerWindow: number;
  invalidWindowMs?: number;
  /** How long intake waits for the platform's option lists before leaving the ids to the outbox. */
  optionsTimeoutMs?: number;
}

interface Answer {
  status: number;
  body: ApplicationReceipt | ErrorBody;
}

const minute = 60_000;
const hour = 60 * minute;

const receipt = (id: string): Answer => ({ status: 201, body: { id, status: "received" } });
const failure = (error: ApplicationError, message: string, fields?: Record<string, string>): Answer => ({
  status: applicationErrors[error],
  body: fields ? { error, message, fields } : { error, message },
});

/** The key the browser keeps with its queued application, or undefined when missing or not a UUID. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  return idempotencyKeyOf(request.headers["idempotency-key"]);
}

/** A key seen before answers what it answered then (same payload) or 422 (another payload). */
function replay(existing: { id: string; payloadHash: string }, hash: string): Answer {
  return existing.payloadHash === hash
    ? receipt(existing.id)
    : failure("idempotency_key_reused", "This Idempotency-Key was already used for a different application; send a new key with each new application.");
}

/** Re-encodes the four photos (in slot order), or gives the code of each slot that does not decode. */
async function reencodeAll(files: readonly ReceivedFile[]): Promise<{ photos: Buffer[] } | { refused: Partial<Record<PhotoSlot, string>> }> {
  const results = await Promise.allSettled(files.map((file) => reencodePhoto(file.path)));
  const photos: Buffer[] = [];
  const refused: Partial<Record<PhotoSlot, string>> = {};
  results.forEach((result, index) => {
    const slot = photoSlots[index] as PhotoSlot;
    if (result.status === "fulfilled") photos.push(result.value);
    else if (result.reason instanceof InvalidImageError) refused[slot] = "invalid_image";
    else if (result.reason instanceof TooManyPixelsError) refused[slot] = "too_large";
    else throw result.reason;
  });
  return Object.keys(refused).length > 0 ? { refused } : { photos };
}

/** 413 for a photo over the limits, 415 for one that is not an image, 400 for the rest; `fields` lists every problem. */
function rejection(codes: Record<string, string>): Answer {
  const values = Object.values(codes);
  if (values.includes("too_large")) {
    return failure("payload_too_large", `A photo is larger than ${maxPhotoBytes / 1024 / 1024} MB or ${maxPhotoPixels / 1_000_000} megapixels.`, codes);
  }
  if (values.includes("unsupported_type") || values.includes("invalid_image")) {
    return failure("unsupported_media_type", "Photos must be JPEG, PNG, GIF or WebP images.", codes);
  }
  return failure("invalid_application", "Some fields are missing or invalid.", codes);
}

/**
 * `POST /api/applications`: the application form's intake. The application
 * and its photos are on disk and committed before the 201; the outbox then
 * forwards it to the platform. See the README for the request and the answers.
 */
export async function intakeRoutes(app: FastifyInstance, options: IntakeOptions): Promise<void> {
  const { store, uploads, outbox, content } = options;
  const windowMs = options.rateWindowMs ?? hour;
  const invalidWindowMs = options.invalidWindowMs ?? 10 * minute;
  const optionsTimeoutMs = options.optionsTimeoutMs ?? 3000;

  // Two limits per client address, each on its own. `accepted` counts only
  // applications stored (not a replay of a key already accepted: the browser
  // re-sends its queued application until it reads the answer, and that must
  // always succeed). `refused` counts refused attempts over a shorter window;
  // past it, refusals become 429s, but a well-formed application is still
  // taken: an office or a mobile carrier shares one address among many people,
  // and someone else's mistakes (or a bot's flood) must not lock them out.
  // `counter` names each limit's counters in a shared store (PostgreSQL), where both live in one table.
  const acceptedLimit: CreateRateLimitOptions & CounterOptions = { max: options.ratePerWindow, timeWindow: windowMs, counter: "applications" };
  const refusedLimit: CreateRateLimitOptions & CounterOptions = { max: options.invalidPerWindow, timeWindow: invalidWindowMs, counter: "refused" };
  const accepted = app.createRateLimit(acceptedLimit);
  const refused = app.createRateLimit(refusedLimit);
  const inMinutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minutes`;

  /** Sends an answer; a refusal is counted, and past the address's allowance of refusals becomes a 429. */
  async function send(request: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<void> {
    if (answer.status >= 400) {
      const limit = await refused(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header("retry-after", limit.ttlInSeconds);
        await sendError(reply, 429, "rate_limited", `Too many refused applications from this address; please try again in ${inMinutes(limit.ttlInSeconds)}.`);
        return;
      }
    }
    await reply.code(answer.status).type("application/json").send(answer.body);
  }

  /** Valid fields and photos: re-encode, write, commit, count, and wake the outbox. */
  async function accept(request: FastifyRequest, form: ReceivedForm, key: string, hash: string, files: ReceivedFile[], application: Application): Promise<Answer> {
    const unknown = await unknownOptions(content, application, optionsTimeoutMs);
    if (unknown && unknown.length > 0) return rejection(Object.fromEntries(unknown.map((field) => [field, "invalid_option"])));

    const encoded = await reencodeAll(files);
    if ("refused" in encoded) return rejection(encoded.refused);

    const id = randomUUID();
    const now = Date.now();
    const spam = spamReason(form.fields, now);
    const inserted = await store.insert(
      { id, idempotencyKey: key, payloadHash: hash, receivedAt: now, clientIp: clientAddress(request), fields: application, spamReason: spam },
      encoded.photos,
    );
    if (!inserted) {
      // A concurrent request (to this server or another) committed the same key meanwhile: answer as its replay.
      const twin = await store.byKey(key);
      if (!twin) throw new Error("an idempotency key conflicted but its row is gone");
      return replay(twin, hash);
    }
    await accepted(request);
    if (spam) request.log.info({ application: id, reason: spam }, "application held back as spam");
    else {
      request.log.info({ application: id, reference: applicationReference(id) }, "application received");
      outbox.wake();
    }
    return receipt(id);
  }

  async function handle(request: FastifyRequest, form: ReceivedForm, key: string): Promise<Answer> {
    const checked = checkPhotos(form);
    const hash = payloadHash(form, checked);
    const existing = await store.byKey(key);
    if (existing) return replay(existing, hash);
    await checkPhotoPixels(checked);

    const { values, codes } = formValues(form);
    const parsed = parseApplication(values);
    const problems: Record<string, string> = { ...(parsed.ok ? {} : parsed.fields), ...codes };
    for (const [field, code] of Object.entries(checked.codes)) if (code) problems[field] = code;
    const files = photoSlots.flatMap((slot) => checked.bySlot.get(slot) ?? []);
    if (!parsed.ok || Object.keys(problems).length > 0 || files.length !== photoSlots.length) return rejection(problems);
    return accept(request, form, key, hash, files, parsed.value);
  }

  app.post(
    apiPaths.applications,
    {
      schema: {
        summary: "Receives an application (multipart/form-data) and commits it before answering.",
        headers: { type: "object", properties: { "idempotency-key": { type: "string" } } },
        response: {
          201: {
            type: "object",
            required: ["id", "status"],
            properties: { id: { type: "string" }, status: { type: "string", enum: ["received"] } },
          },
        },
      },
      // Every answer, errors from hooks included, is about one visitor's application: never cached.
      onSend: async (_request, reply, payload) => {
        reply.header("cache-control", "no-store");
        return payload;
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const key = idempotencyKey(request);
      if (!key) {
        return send(request, reply, failure("invalid_idempotency_key", "Send a UUID in the Idempotency-Key header, the same one each time the same application is re-sent."));
      }
      if (!request.isMultipart()) return send(request, reply, failure("unsupported_media_type", "Send the application as multipart/form-data."));
      if (!(await store.byKey(key))) {
        const limit = await accepted(request, { increment: false });
        if (!limit.isAllowed && limit.remaining <= 0) {
          reply.header("retry-after", limit.ttlInSeconds);
          return sendError(reply, 429, "rate_limited", `Too many applications from this address; please try again in ${inMinutes(limit.ttlInSeconds)}.`);
        }
      }

      let form: ReceivedForm;
      try {
        form = await receiveForm(request, () => uploads.incomingFile());
      } catch (error) {
        if (error instanceof FormLimitError) return send(request, reply, failure("payload_too_large", "At most 4 photos and the form's fields may be sent."));
        if (error instanceof MalformedFormError) return send(request, reply, failure("malformed_form", "The multipart body could not be read."));
        throw error;
      }
      try {
        await send(request, reply, await handle(request, form, key));
      } finally {
        await discardFiles(form);
      }
    },
  );
}
