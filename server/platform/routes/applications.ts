import { randomUUID } from "node:crypto";
import { mkdir, writeFile, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { TokenAuthority } from "../auth.js";
import type { Db } from "../db.js";
import { sendError } from "../../shared/errors.js";
import { checkApplicationFields } from "./application-fields.js";

/** Fields the platform requires in `POST /api/get-scouted/pt`, besides `version` and the photos. */
export const applicationFields = [
  "name", "gender", "id_gender", "birthdate", "email", "phone", "instagram", "tiktok", "address",
  "state", "id_state", "city", "id_city", "height", "jeans", "bust", "waist", "hips", "shoes",
  "hair", "id_hair", "eyes", "id_eyes",
] as const;
export const photoSlots = ["image_1", "image_2", "image_3", "image_4"] as const;
/**
 * Fields kept when sent but not required: the applicant's consent to the site's privacy notice (its version and time),
 * and for a minor the parent's or guardian's name and consent.
 */
export const optionalApplicationFields = [
  "privacy_consent_version", "privacy_consent_at", "guardian_name", "guardian_consent_version", "guardian_consent_at",
] as const;

const acceptedFormats = new Set(["jpeg", "png", "gif", "webp"]);
const maxFieldLength = 1000;
/** Printable ASCII, as a header carries it; the site sends its own application id. */
const idempotencyKeyPattern = /^[\x21-\x7e]{1,200}$/;

interface ContactBody {
  name: string;
  email: string;
  phone?: string;
  message: string;
  /** Beside the contract's fields, from the site's contact form: kept when sent, never required. */
  subject?: string;
  talents?: { id: number; name: string }[];
}

/** The panel's write side: contact messages and model applications, kept in SQLite and on disk. */
export function applicationRoutes(app: FastifyInstance, tokens: TokenAuthority, db: Db, applicationsDir: string): void {
  app.register(async (scope) => {
    scope.addHook("preHandler", tokens.guard("panel"));

    scope.post<{ Body: ContactBody }>(
      "/api/contact/pt",
      {
        schema: {
          body: {
            type: "object",
            required: ["name", "email", "message"],
            properties: {
              name: { type: "string", minLength: 1, maxLength: 200 },
              email: { type: "string", format: "email", maxLength: 320 },
              phone: { type: "string", maxLength: 40 },
              message: { type: "string", minLength: 1, maxLength: 5000 },
              subject: { type: "string", enum: ["booking", "press", "other"] },
              talents: {
                type: "array",
                maxItems: 50,
                items: {
                  type: "object",
                  required: ["id", "name"],
                  properties: { id: { type: "integer", minimum: 1 }, name: { type: "string", minLength: 1, maxLength: 200 } },
                },
              },
            },
          },
        },
      },
      async (request, reply) => {
        const key = request.headers["idempotency-key"];
        if (key !== undefined && (typeof key !== "string" || !idempotencyKeyPattern.test(key))) {
          return sendError(reply, 400, "invalid_idempotency_key", "Idempotency-Key must be 1 to 200 printable ASCII characters.");
        }
        // A repeat whose first copy is here: the sender never saw our answer, so it gets that one again.
        // Looked up and written with nothing awaited between, so two repeats cannot both miss it.
        const known = key === undefined ? undefined : db.prepare<[string], { id: number }>("SELECT id FROM contacts WHERE idempotency_key = ?").get(key);
        if (known) return reply.code(201).send({ data: { id: known.id } });
        const { name, email, phone, message, subject, talents } = request.body;
        const result = db
          .prepare("INSERT INTO contacts (received_at, name, email, phone, message, subject, talents, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
          .run(new Date().toISOString(), name, email, phone ?? null, message, subject ?? null, talents ? JSON.stringify(talents) : null, key ?? null);
        return reply.code(201).send({ data: { id: Number(result.lastInsertRowid) } });
      },
    );

    scope.post("/api/get-scouted/pt", async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, 415, "unsupported_media_type", "Send the application as multipart/form-data.");
      const key = request.headers["idempotency-key"];
      if (key !== undefined && (typeof key !== "string" || !idempotencyKeyPattern.test(key))) {
        return sendError(reply, 400, "invalid_idempotency_key", "Idempotency-Key must be 1 to 200 printable ASCII characters.");
      }
      const firstCopy = db.prepare<[string | undefined], { id: number }>("SELECT id FROM applications WHERE idempotency_key = ?");
      const fields: Record<string, string> = {};
      const photos: Record<string, { data: Buffer; format: string }> = {};
      const problems: Record<string, string> = {};

      for await (const part of request.parts({ limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 60, fieldSize: maxFieldLength * 4 } })) {
        if (part.type === "file") {
          const data = await part.toBuffer();
          if (!(photoSlots as readonly string[]).includes(part.fieldname)) {
            problems[part.fieldname] = "is not a photo slot";
            continue;
          }
          const format = await sharp(data).metadata().then((m) => m.format, () => undefined);
          if (!format || !acceptedFormats.has(format)) {
            problems[part.fieldname] = "must be a JPEG, PNG, GIF or WebP image";
            continue;
          }
          photos[part.fieldname] = { data, format };
        } else if (part.valueTruncated) {
          problems[part.fieldname] = `must be at most ${maxFieldLength} characters`;
        } else if (Object.hasOwn(fields, part.fieldname)) {
          // One value per field: the e-mails travel comma-joined in one.
          problems[part.fieldname] = "must be sent once";
        } else {
          fields[part.fieldname] = String(part.value);
        }
      }

      if (fields.version !== "2024") problems.version = "must be 2024";
      for (const name of applicationFields) {
        const value = fields[name]?.trim();
        if (!value) problems[name] = "is required";
        else if (value.length > maxFieldLength) problems[name] = `must be at most ${maxFieldLength} characters`;
      }
      for (const slot of photoSlots) if (!photos[slot] && !problems[slot]) problems[slot] = "is required";
      if (Object.keys(problems).length === 0) Object.assign(problems, checkApplicationFields(db, fields));
      if (Object.keys(problems).length > 0) {
        return sendError(reply, 422, "invalid_application", "The application has missing or invalid fields.", problems);
      }

      // A repeat whose first copy is here: the sender never saw our answer, so it gets that one again.
      const known = key === undefined ? undefined : firstCopy.get(key);
      if (known) return reply.code(201).send({ data: { id: known.id } });

      const folder = path.join(applicationsDir, randomUUID());
      await mkdir(folder, { recursive: true });
      try {
        const stored: Record<string, string> = {};
        for (const slot of photoSlots) {
          const photo = photos[slot];
          if (!photo) continue;
          const file = path.join(folder, `${slot}.${photo.format === "jpeg" ? "jpg" : photo.format}`);
          await writeFile(file, photo.data);
          stored[slot] = path.relative(applicationsDir, file);
        }
        const names: readonly string[] = [...applicationFields, ...optionalApplicationFields];
        const kept = Object.fromEntries(Object.entries(fields).filter(([name]) => name === "version" || names.includes(name)));
        const result = db
          .prepare("INSERT INTO applications (received_at, fields, photos, idempotency_key) VALUES (?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING")
          .run(new Date().toISOString(), JSON.stringify(kept), JSON.stringify(stored), key ?? null);
        if (result.changes === 0) {
          // The same key finished uploading while this copy's photos were written: keep the first.
          await rm(folder, { recursive: true, force: true });
          const first = firstCopy.get(key);
          if (!first) throw new Error("an application with this Idempotency-Key vanished while a repeat was stored");
          return await reply.code(201).send({ data: { id: first.id } });
        }
        return await reply.code(201).send({ data: { id: Number(result.lastInsertRowid) } });
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        throw error;
      }
    });
  });
}
