import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { StructError, create } from "superstruct";
import type { TokenAuthority } from "../auth.js";
import { sendError } from "../../shared/errors.js";
import { PdfModel } from "../pdf/model.js";
import { renderTalentPdf, type PdfBrand } from "../pdf/render.js";
import { resolveStoredFile } from "./storage.js";
import { galleries, imageGalleryTypes } from "../../../src/contract/galleries.js";
import { slugify } from "../../../src/lib/slug.js";

const keepPdfsMs = 24 * 60 * 60 * 1000;
const fileNamePattern = /^[a-z0-9-]{1,160}\.pdf$/;


interface PdfRouteOptions {
  tokens: TokenAuthority;
  storageDir: string;
  pdfDir: string;
  publicUrl: () => string;
  brand: () => PdfBrand;
}

async function removeOldPdfs(pdfDir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(pdfDir)) {
    const file = path.join(pdfDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > keepPdfsMs) await rm(file, { force: true });
  }
}

/**
 * `POST /api/pdf/{type}/new` renders a gallery card and answers its file name;
 * `GET /pdf/{file}` serves it. Names carry a random part, so they cannot be guessed.
 */
export function pdfRoutes(app: FastifyInstance, options: PdfRouteOptions): void {
  // Only the platform's own stored media are read: the PDF never fetches arbitrary URLs.
  const loadImage = async (url: string): Promise<Buffer | undefined> => {
    const own = new URL(options.publicUrl());
    let parsed: URL;
    try {
      parsed = new URL(url, own);
    } catch {
      return undefined;
    }
    if (parsed.host !== own.host || !parsed.pathname.startsWith("/storage/")) return undefined;
    const file = await resolveStoredFile(options.storageDir, decodeURIComponent(parsed.pathname.slice("/storage/".length)));
    return file ? readFile(file) : undefined;
  };

  app.register(async (scope) => {
    scope.addHook("preHandler", options.tokens.guard("mf"));
    scope.post<{ Params: { type: string } }>(
      "/api/pdf/:type/new",
      { schema: { params: { type: "object", properties: { type: { enum: imageGalleryTypes } } } } },
      async (request, reply) => {
        if (!request.isMultipart()) return sendError(reply, 415, "unsupported_media_type", "Send the model as multipart/form-data.");
        let raw: string | undefined;
        for await (const part of request.parts({ limits: { files: 0, fields: 5, fieldSize: 2 * 1024 * 1024 } })) {
          if (part.type === "field" && part.fieldname === "model") raw = String(part.value);
        }
        if (raw === undefined) return sendError(reply, 400, "invalid_request", "The multipart field `model` is required.", { model: "is required" });
        let model: PdfModel;
        try {
          model = create(JSON.parse(raw) as unknown, PdfModel);
        } catch (error) {
          const detail = error instanceof StructError ? `${error.path.join(".") || "model"}: ${error.message}` : "model is not valid JSON";
          return sendError(reply, 400, "invalid_request", `The model is invalid (${detail}).`, { model: detail });
        }
        if (model.gallery.type !== request.params.type) {
          return sendError(reply, 400, "invalid_request", "The gallery type in the path and in the model differ.", { model: "gallery.type differs from the path" });
        }
        const bytes = await renderTalentPdf(model, { loadImage, brand: options.brand() });
        await mkdir(options.pdfDir, { recursive: true });
        await removeOldPdfs(options.pdfDir);
        const base = `${slugify(model.name) || "talent"}-${galleries[model.gallery.type].fileWord}`;
        const fileName = `${base}-${randomBytes(6).toString("hex")}.pdf`;
        await writeFile(path.join(options.pdfDir, fileName), bytes);
        return { data: fileName };
      },
    );
  });

  app.get<{ Params: { file: string } }>("/pdf/:file", async (request, reply) => {
    const { file } = request.params;
    if (!fileNamePattern.test(file)) return sendError(reply, 404, "not_found", "No such PDF.");
    const bytes = await readFile(path.join(options.pdfDir, file)).catch(() => undefined);
    if (!bytes) return sendError(reply, 404, "not_found", "No such PDF.");
    return reply.type("application/pdf").header("content-disposition", `attachment; filename="${file}"`).send(bytes);
  });
}
