import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
import type { Dispatcher } from "undici-types";
import { mediaWidths } from "../../../src/contract/media.js";
import { sendError } from "../../shared/errors.js";
import { PlatformPausedError } from "../../upstream/errors.js";
import type { PlatformHttp } from "../../upstream/http.js";
import { MediaHostPausedError, MediaHosts } from "../media-hosts.js";
import type { MediaKeys } from "../media-keys.js";

type Format = "avif" | "webp" | "jpeg";

const maxSourceBytes = 30 * 1024 * 1024;
/** How long reading one source image may take in all: a trickling host must not hold the visitor's connection. */
const imageReadMs = 30_000;
const cacheControl = "public, max-age=604800, stale-while-revalidate=86400";

const contentTypes: Record<Format, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** AVIF where the browser takes it, else WebP, else JPEG. */
export function pickFormat(accept: string | undefined): Format {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

class MediaFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Fetch = (url: URL, headers?: Record<string, string>, deadline?: AbortSignal) => Promise<Response>;

/**
 * The platform's own files go through its client, so a platform that stops answering pauses
 * them with its data; other media hosts each through a breaker of their own.
 */
function originFetch(keys: MediaKeys, platform: PlatformHttp, hosts: MediaHosts): Fetch {
  return async (url, headers = {}, deadline) => {
    try {
      if (keys.isPlatform(url)) return await platform.file(url, headers, deadline);
      return await hosts.file(url, headers, deadline);
    } catch (error) {
      if (error instanceof PlatformPausedError) throw new MediaFailure(503, "platform_unavailable", "The agency's platform is unavailable; please try again shortly.");
      if (error instanceof MediaHostPausedError) throw new MediaFailure(503, "media_unavailable", "The image host is not answering; please try again shortly.");
      throw new MediaFailure(502, "media_unavailable", "The image host did not answer.");
    }
  };
}

/**
 * The host's refusal of a path (404, or 403 and 400, which a storage host gives
 * for a folder or a malformed name) is the visitor's "no such file"; its own
 * failures are a 502.
 */
const noSuchFile = new Set([400, 403, 404, 410]);

async function readSource(fetchOrigin: Fetch, url: URL): Promise<Buffer> {
  const response = await fetchOrigin(url, {}, AbortSignal.timeout(imageReadMs));
  if (noSuchFile.has(response.status)) throw new MediaFailure(404, "not_found", "No such image.");
  if (!response.ok || !response.body) throw new MediaFailure(502, "media_unavailable", `The image host answered ${response.status}.`);
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxSourceBytes) throw new MediaFailure(502, "media_too_large", "The source image is too large.");
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)) {
      size += (chunk as Buffer).byteLength;
      if (size > maxSourceBytes) throw new MediaFailure(502, "media_too_large", "The source image is too large.");
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof MediaFailure) throw error;
    throw new MediaFailure(502, "media_unavailable", "The image host stopped sending the image.");
  }
  return Buffer.concat(chunks);
}

async function encode(source: Buffer, width: number, format: Format): Promise<Buffer> {
  const image = sharp(source, { failOn: "error", limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  try {
    switch (format) {
      case "avif":
        // effort 2 keeps a cold cache fast; the files are still far smaller than JPEG.
        return await image.avif({ quality: 50, effort: 2 }).toBuffer();
      case "webp":
        return await image.webp({ quality: 68, effort: 4 }).toBuffer();
      case "jpeg":
        return await image.jpeg({ quality: 72, mozjpeg: true, progressive: true }).toBuffer();
    }
  } catch {
    throw new MediaFailure(502, "media_unreadable", "The source is not an image we can read.");
  }
}

export interface MediaRoutesOptions {
  keys: MediaKeys;
  platform: PlatformHttp;
  /** The other media hosts: the platform's timeout and pause, and how to connect when not Node's default. */
  hosts: { timeoutMs: number; pauseMs: number; dispatcher?: Dispatcher };
  cacheDir: string;
}

/**
 * `/media/{width}/{key}`: platform images resized to a fixed set of widths,
 * as AVIF, WebP or JPEG by the Accept header, kept in a disk cache.
 * `/media/video/{key}`: video files streamed through, with Range support.
 * Only keys of allow-listed hosts are fetched.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { keys, cacheDir } = options;
  const hosts = new MediaHosts({ ...options.hosts, logger: app.log });
  app.addHook("onClose", async () => hosts.shutdown());
  const fetchOrigin = originFetch(keys, options.platform, hosts);
  await mkdir(cacheDir, { recursive: true });
  const inFlight = new Map<string, Promise<string>>();

  const failed = (reply: FastifyReply, error: unknown) => {
    if (error instanceof MediaFailure) return sendError(reply.header("cache-control", "no-store"), error.status, error.code, error.message);
    throw error;
  };

  const produce = async (file: string, origin: URL, width: number, format: Format): Promise<string> => {
    if (existsSync(file)) return file;
    const bytes = await encode(await readSource(fetchOrigin, origin), width, format);
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
    return file;
  };

  app.get<{ Params: { "*": string } }>("/media/video/*", async (request, reply) => {
    const origin = keys.fromKey(request.params["*"]);
    if (!origin) return sendError(reply, 404, "not_found", "No such video.");
    const range = request.headers.range;
    try {
      const response = await fetchOrigin(origin, range ? { range } : {});
      if (noSuchFile.has(response.status)) throw new MediaFailure(404, "not_found", "No such video.");
      if (response.status === 416) {
        // A range past the end: the visitor's to fix, told the video's length if the host gave it.
        await response.body?.cancel();
        const length = response.headers.get("content-range");
        if (length) reply.header("content-range", length);
        throw new MediaFailure(416, "range_not_satisfiable", "The range asked for is past the end of the video.");
      }
      if (!response.ok || !response.body) throw new MediaFailure(502, "media_unavailable", `The video host answered ${response.status}.`);
      const type = response.headers.get("content-type") ?? "";
      if (!type.startsWith("video/")) {
        await response.body.cancel();
        throw new MediaFailure(415, "unsupported_media_type", "That file is not a video.");
      }
      reply.code(response.status).header("content-type", type).header("accept-ranges", "bytes").header("cache-control", cacheControl);
      for (const name of ["content-length", "content-range", "etag", "last-modified"]) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      return await reply.send(Readable.fromWeb(response.body as WebReadableStream));
    } catch (error) {
      return failed(reply, error);
    }
  });

  app.get<{ Params: { width: string; "*": string } }>("/media/:width/*", async (request, reply) => {
    const width = Number(request.params.width);
    if (!(mediaWidths as readonly number[]).includes(width)) {
      return sendError(reply, 400, "invalid_width", `Width must be one of ${mediaWidths.join(", ")}.`);
    }
    const key = request.params["*"];
    const origin = keys.fromKey(key);
    if (!origin) return sendError(reply, 404, "not_found", "No such image.");
    const format = pickFormat(request.headers.accept);
    const hash = createHash("sha256").update(`${width}|${format}|${key}`).digest("hex").slice(0, 40);
    const etag = `"${hash}"`;
    reply.header("vary", "Accept").header("cache-control", cacheControl).header("etag", etag);
    if (request.headers["if-none-match"] === etag && existsSync(path.join(cacheDir, `${hash}.${format}`))) {
      return reply.code(304).send();
    }
    const file = path.join(cacheDir, `${hash}.${format}`);
    try {
      let pending = inFlight.get(file);
      if (!pending) {
        pending = produce(file, origin, width, format).finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      await pending;
    } catch (error) {
      return failed(reply, error);
    }
    return reply.type(contentTypes[format]).send(createReadStream(file));
  });
}
