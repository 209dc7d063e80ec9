import { existsSync } from "node:fs";
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";

const mediumLongSide = 1200;

/**
 * Finds a stored file by its path under `/storage/`, making the `medium` copy of
 * an `hr` original on first use. Answers undefined for anything outside the
 * storage folder or missing.
 */
export async function resolveStoredFile(storageDir: string, relative: string): Promise<string | undefined> {
  const target = path.resolve(storageDir, relative);
  if (!target.startsWith(storageDir + path.sep)) return undefined;
  if (existsSync(target)) return target;
  const marker = `${path.sep}medium${path.sep}`;
  if (!target.includes(marker)) return undefined;
  const source = target.replace(marker, `${path.sep}hr${path.sep}`);
  if (!existsSync(source)) return undefined;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  const resized = sharp(source).rotate().resize(mediumLongSide, mediumLongSide, { fit: "inside", withoutEnlargement: true });
  // Keep the format the file name promises.
  const encoded = /\.png$/i.test(target)
    ? resized.png()
    : /\.webp$/i.test(target)
      ? resized.webp({ quality: 80 })
      : resized.jpeg({ quality: 80, mozjpeg: true });
  await encoded.toFile(temporary);
  await rename(temporary, target);
  return target;
}

/**
 * Public media of the platform, as the real one serves them: `.../hr/file` is the
 * original upload and `.../medium/file` a smaller copy, made on first request.
 */
export async function storageRoutes(app: FastifyInstance, storageDir: string): Promise<void> {
  app.addHook("onRequest", async (request) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/storage/") && url.includes("/medium/")) {
      await resolveStoredFile(storageDir, decodeURIComponent(url.slice("/storage/".length)));
    }
  });
  await app.register(fastifyStatic, {
    root: storageDir,
    prefix: "/storage/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    maxAge: "7d",
    immutable: true,
  });
}
