import { createHash, randomUUID } from "node:crypto";
import type { CreateRateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientAddress } from "../client-address.js";
import {
  contactFormId,
  contactErrors,
  contactHoneypotField,
  contactsEndpoint,
  contactStartedAtField,
  parseContact,
  subjectParam,
  talentParam,
  type Contact,
  type ContactError,
  type ContactReceipt,
} from "../../../src/contract/contact.js";
import { refusalOf, writtenContactFields, type RefusedContactPost } from "../../../src/contract/refused-contact-post.js";
import { isLocale, locales, pathFor } from "../../../src/lib/routes.js";
import { sendError, type ErrorBody } from "../../shared/errors.js";
import type { Outbox } from "../outbox/outbox.js";
import { idempotencyKeyOf, spamVerdict } from "../outbox/spam.js";
import type { CounterOptions } from "../store/rate-limit-store.js";
import type { RefusedPostPage } from "../routes/app-shell.js";
import { isCrossSitePost } from "./cross-site.js";
import type { ContactStore } from "./store.js";

export interface ContactIntakeOptions {
  store: ContactStore;
  outbox: Pick<Outbox, "wake">;
  /** Accepted messages per client address per window (an hour). */
  ratePerWindow: number;
  rateWindowMs?: number;
  /** Refused attempts per client address per window (10 minutes) before refusals become 429s. */
  invalidPerWindow: number;
  invalidWindowMs?: number;
  /** Answers a refused form post with its page, showing what the visitor wrote (see routes/app-shell). */
  refusedPostPage?: RefusedPostPage;
  /** The site's public address, when set: a form post must come from a page of it. */
  publicUrl?: URL;
}

/** Nobody reads the form and writes a message in less. */
export const contactMinFillMs = 3000;

interface Answer {
  status: number;
  body: ContactReceipt | ErrorBody;
}

const minute = 60_000;
const hour = 60 * minute;
/** A form post holds the fields and up to 50 talents: far below this. */
const formBodyLimit = 64 * 1024;

const receipt = (id: string): Answer => ({ status: 201, body: { id, status: "received" } });
const failure = (error: ContactError, message: string, fields?: Record<string, string>): Answer => ({
  status: contactErrors[error],
  body: fields ? { error, message, fields } : { error, message },
});

/** What the key promises to stand for: the validated message, as stored. */
const payloadHash = (contact: Contact) => createHash("sha256").update(JSON.stringify(contact)).digest("hex");

/**
 * The body of a form posted without JavaScript (application/x-www-form-urlencoded)
 * in the JSON shape: the talents come as repeated `talent_id` and `talent_name`
 * fields, in the same order.
 */
function fromFormPost(body: URLSearchParams): Record<string, unknown> {
  const one = (name: string) => body.get(name) ?? undefined;
  const ids = body.getAll("talent_id");
  const names = body.getAll("talent_name");
  return {
    name: one("name"),
    email: one("email"),
    phone: one("phone"),
    subject: one("subject"),
    message: one("message"),
    talents: ids.map((id, index) => ({ id, name: names[index] })),
    [contactHoneypotField]: one(contactHoneypotField),
    [contactStartedAtField]: one(contactStartedAtField),
    lang: one("lang"),
  };
}

const asText = (value: unknown): string | undefined => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);

/**
 * `POST /api/contacts`: the contact form's intake. The message is committed
 * before the 201; the outbox then forwards it to the platform's
 * `POST /api/contact/pt`. See the README for the request and the answers.
 *
 * The form also posts here without JavaScript (a plain `<form method="post">`,
 * before its code has loaded or in a browser without scripts): such a post is
 * answered with a redirect (303) to the contact page, which says whether the
 * message was sent. It has no `Idempotency-Key` (each post is one message) and,
 * since pages are cached, no `started_at`: the honeypot and the rate limits
 * guard it, not the fill time.
 *
 * The form posts to its own page (`POST /contatos`, and in each language):
 * sent, it is answered the same way; refused, with the page again, holding
 * what the visitor wrote and each field's problem, with the refusal's status.
 *
 * A form post from another site's page is refused on both paths (403 with the
 * page, or a redirect saying so), before anything is read into the store.
 */
export async function contactRoutes(app: FastifyInstance, options: ContactIntakeOptions): Promise<void> {
  const { store, outbox } = options;
  const acceptedLimit: CreateRateLimitOptions & CounterOptions = { max: options.ratePerWindow, timeWindow: options.rateWindowMs ?? hour, counter: "contacts" };
  const refusedLimit: CreateRateLimitOptions & CounterOptions = {
    max: options.invalidPerWindow,
    timeWindow: options.invalidWindowMs ?? 10 * minute,
    counter: "contacts-refused",
  };
  const accepted = app.createRateLimit(acceptedLimit);
  const refused = app.createRateLimit(refusedLimit);
  const inMinutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minutes`;

  /** A refusal counts; past the address's allowance of refusals it becomes a 429. */
  async function settle(request: FastifyRequest, answer: Answer, retryAfter: (seconds: number) => void): Promise<Answer> {
    if (answer.status < 400) return answer;
    const limit = await refused(request);
    if (!limit.isAllowed && limit.isExceeded) {
      retryAfter(limit.ttlInSeconds);
      return failure("rate_limited", `Too many refused messages from this address; please try again in ${inMinutes(limit.ttlInSeconds)}.`);
    }
    return answer;
  }

  async function handle(request: FastifyRequest, body: Record<string, unknown>, key: string, retryAfter: (seconds: number) => void, formPost: boolean): Promise<Answer> {
    const existing = await store.byKey(key);
    if (!existing) {
      const limit = await accepted(request, { increment: false });
      if (!limit.isAllowed && limit.remaining <= 0) {
        retryAfter(limit.ttlInSeconds);
        return failure("rate_limited", `Too many messages from this address; please try again in ${inMinutes(limit.ttlInSeconds)}.`);
      }
    }
    const parsed = parseContact(body);
    if (!parsed.ok) return settle(request, failure("invalid_contact", "Some fields are missing or invalid.", parsed.fields), retryAfter);
    const hash = payloadHash(parsed.value);
    if (existing) {
      return existing.payloadHash === hash
        ? receipt(existing.id)
        : settle(request, failure("idempotency_key_reused", "This Idempotency-Key was already used for a different message; send a new key with each new message."), retryAfter);
    }

    const id = randomUUID();
    const now = Date.now();
    const startedAt = asText(body[contactStartedAtField]);
    const honeypot = asText(body[contactHoneypotField]);
    const spam = formPost && startedAt === undefined ? (honeypot?.trim() ? "honeypot" : null) : spamVerdict({ honeypot, startedAt }, now, contactMinFillMs);
    const inserted = await store.insert({ id, idempotencyKey: key, payloadHash: hash, receivedAt: now, clientIp: clientAddress(request), fields: parsed.value, spamReason: spam });
    if (!inserted) {
      // A concurrent request (to this server or another) committed the same key meanwhile: answer as its replay.
      const twin = await store.byKey(key);
      if (!twin) throw new Error("an idempotency key conflicted but its row is gone");
      return twin.payloadHash === hash ? receipt(twin.id) : failure("idempotency_key_reused", "This Idempotency-Key was already used for a different message.");
    }
    await accepted(request);
    if (spam) request.log.info({ contactMessage: id, reason: spam }, "contact message held back as spam");
    else {
      request.log.info({ contactMessage: id, subject: parsed.value.subject }, "contact message received");
      outbox.wake();
    }
    return receipt(id);
  }

  /** Where a form post goes back to: the contact page in the visitor's language, saying how it went. */
  function pageAfterPost(body: Record<string, unknown>, answer: Answer): string {
    const lang = asText(body.lang);
    const params = new URLSearchParams();
    if (answer.status === 201) params.set("enviada", "1");
    else {
      params.set("erro", "error" in answer.body ? answer.body.error : "invalid_contact");
      // Back to the same booking, so the visitor only has to fix and send again.
      if (body.subject === "booking") params.set(subjectParam, "reserva");
      for (const talent of Array.isArray(body.talents) ? (body.talents as { id?: unknown }[]) : []) {
        const id = asText(talent.id);
        if (id && /^\d{1,10}$/.test(id)) params.append(talentParam, id);
      }
    }
    return `${pathFor("contact", {}, isLocale(lang) ? lang : "pt")}?${params.toString()}#${contactFormId}`;
  }

  /** What the visitor wrote, as posted: the page shows it again to correct. */
  function refusedPost(body: Record<string, unknown>, answer: Answer): RefusedContactPost {
    const values: RefusedContactPost["values"] = {};
    for (const name of writtenContactFields) {
      const value = asText(body[name]);
      if (value !== undefined) values[name] = value;
    }
    return { values, fields: "fields" in answer.body ? (answer.body.fields ?? {}) : {}, refusal: "error" in answer.body ? refusalOf(answer.body.error) : "fields" };
  }

  /** A form post from another site's page: nothing is stored, and none of its text is shown back (the page says why). */
  function crossSite(request: FastifyRequest): Answer | null {
    if (!isCrossSitePost(request, options.publicUrl)) return null;
    request.log.info({ site: request.headers["sec-fetch-site"], origin: request.headers.origin }, "contact form post from another site refused");
    return { status: 403, body: { error: "cross_site", message: "The form was posted from another site's page; nothing was sent." } };
  }

  await app.register(async (scope) => {
    // The form without JavaScript posts url-encoded fields; Fastify reads only JSON by itself.
    scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: formBodyLimit }, (_request, body, done) => {
      done(null, new URLSearchParams(body as string));
    });
    // Every answer, errors from hooks included, is about one visitor's message: never cached.
    scope.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "no-store");
      return payload;
    });

    for (const locale of locales) {
      scope.post(
        pathFor("contact", {}, locale),
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!(request.body instanceof URLSearchParams)) return sendError(reply, 415, "unsupported_media_type", "Post the contact form's fields (application/x-www-form-urlencoded).");
          // The page's language, whatever the fields say.
          const body = { ...fromFormPost(request.body), lang: locale };
          const foreign = crossSite(request);
          if (foreign) {
            const shown = await options.refusedPostPage?.(request, reply, { contact: { values: {}, fields: {}, refusal: "cross_site" }, status: foreign.status });
            return shown ? reply : reply.redirect(pageAfterPost(body, foreign), 303);
          }
          const answer = await handle(request, body, randomUUID(), (seconds) => void reply.header("retry-after", seconds), true);
          if (answer.status !== 201 && (await options.refusedPostPage?.(request, reply, { contact: refusedPost(body, answer), status: answer.status }))) return reply;
          return reply.redirect(pageAfterPost(body, answer), 303);
        },
      );
    }

    scope.post(
      contactsEndpoint,
      {
        schema: {
          summary: "Receives a contact message (JSON, or a form posted without JavaScript) and commits it before answering.",
          headers: { type: "object", properties: { "idempotency-key": { type: "string" } } },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const retryAfter = (seconds: number) => void reply.header("retry-after", seconds);
        if (request.body instanceof URLSearchParams) {
          const body = fromFormPost(request.body);
          const foreign = crossSite(request);
          if (foreign) return reply.redirect(pageAfterPost(body, foreign), 303);
          const answer = await handle(request, body, randomUUID(), retryAfter, true);
          return reply.redirect(pageAfterPost(body, answer), 303);
        }
        const key = idempotencyKeyOf(request.headers["idempotency-key"]);
        let answer: Answer;
        if (typeof request.body !== "object" || request.body === null || Array.isArray(request.body)) {
          answer = await settle(request, failure("unsupported_media_type", "Send the message as a JSON object (application/json)."), retryAfter);
        } else if (!key) {
          answer = await settle(
            request,
            failure("invalid_idempotency_key", "Send a UUID in the Idempotency-Key header, the same one each time the same message is re-sent."),
            retryAfter,
          );
        } else {
          answer = await handle(request, request.body as Record<string, unknown>, key, retryAfter, false);
        }
        return reply.code(answer.status).type("application/json").send(answer.body);
      },
    );
  });
}
