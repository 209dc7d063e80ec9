import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, it, vi } from "vitest";
import { buildTestSite } from "../helpers/site.js";

// Cached answers (API JSON, the app shell, rendered pages) are compressed once per
// ETag and encoding; later requests get the copy from memory. A Brotli copy sent
// again is made once more at Brotli's best quality, in the background.

/** Every zlib entry point a compressor could use, watched before the site is built (plugins keep references). */
function watchCompression(): () => number {
  const spies = (["brotliCompress", "brotliCompressSync", "createBrotliCompress", "gzip", "gzipSync", "createGzip", "deflate", "deflateSync", "createDeflate"] as const).map(
    (name) => vi.spyOn(zlib, name),
  );
  return () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

it("compresses a cached answer once per encoding (Brotli once more, at its best, once sent again), and still answers 304", async () => {
  const compressions = watchCompression();
  const site = await buildTestSite({ distDir: path.resolve("dist") });
  try {
    const cases: [string, Record<string, string>][] = [
      ["/api/talents", {}],
      ["/index.html", {}],
      ["/modelos", { accept: "text/html" }],
      ["/", { accept: "text/html" }],
    ];
    for (const [url, headers] of cases) {
      const plain = await site.app.inject({ method: "GET", url, headers });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      for (const encoding of ["br", "gzip"] as const) {
        const label = `${url} ${encoding}`;
        const first = await site.app.inject({ method: "GET", url, headers: { ...headers, "accept-encoding": encoding } });
        expect(first.headers["content-encoding"], label).toBe(encoding);
        expect(first.headers.vary, label).toMatch(/accept-encoding/i);
        expect(first.headers.etag, label).toBe(plain.headers.etag);
        expect(Number(first.headers["content-length"]), label).toBe(first.rawPayload.length);
        expect(decode[encoding](first.rawPayload).equals(plain.rawPayload), label).toBe(true);

        const send = () => site.app.inject({ method: "GET", url, headers: { ...headers, "accept-encoding": encoding } });
        const before = compressions();
        const again = await send();
        expect(again.rawPayload.equals(first.rawPayload), label).toBe(true);
        if (encoding === "br") {
          // A copy sent again starts one pass at Brotli's best quality, in the background; its smaller copy replaces the first.
          expect(compressions(), `${label}: refined once`).toBe(before + 1);
          await vi.waitFor(async () => expect((await send()).rawPayload.length, label).toBeLessThan(first.rawPayload.length), { timeout: 20_000, interval: 20 });
          expect(compressions(), `${label}: refined once`).toBe(before + 1);
        }
        const settled = compressions();
        const latest = await send();
        expect(decode[encoding](latest.rawPayload).equals(plain.rawPayload), label).toBe(true);
        expect(Number(latest.headers["content-length"]), label).toBe(latest.rawPayload.length);
        expect(latest.headers.etag, label).toBe(plain.headers.etag);
        const revalidated = await site.app.inject({
          method: "GET",
          url,
          headers: { ...headers, "accept-encoding": encoding, "if-none-match": String(first.headers.etag) },
        });
        expect(revalidated.statusCode, label).toBe(304);
        expect(revalidated.rawPayload.length, label).toBe(0);
        expect(compressions(), `${label}: compressed again`).toBe(settled);
      }
    }
  } finally {
    await site.close();
  }
});

it("compresses an answer again only once it changes", async () => {
  const site = await buildTestSite({ cacheTtlMs: 0 });
  try {
    const compress = vi.spyOn(site.bodies, "compress");
    const first = await site.app.inject({ method: "GET", url: "/api/talents", headers: { "accept-encoding": "br" } });
    const again = await site.app.inject({ method: "GET", url: "/api/talents", headers: { "accept-encoding": "br" } });
    // With no cache time every request reads the platform again: a new answer object,
    // the same bytes, so the same ETag and the same compressed copy.
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(compress).toHaveBeenCalledTimes(1);
  } finally {
    await site.close();
  }
});

it("sends the build's app code from copies compressed at build time, at the strongest settings, and never compresses it per request", async () => {
  const dist = path.resolve("dist");
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<string, { file: string; isEntry?: boolean }>;
  const chunks = Object.values(manifest);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const shell = chunks.find((chunk) => /\/shell-/.test(chunk.file));
  const stylesheet = chunks.find((chunk) => chunk.file.endsWith(".css"));
  const assets = [entry?.file, shell?.file, stylesheet?.file].filter((file): file is string => Boolean(file));
  expect(assets.length).toBeGreaterThanOrEqual(3);
  const compressions = watchCompression();
  const site = await buildTestSite({ distDir: dist });
  try {
    for (const file of assets) {
      const plain = readFileSync(path.join(dist, file));
      for (const encoding of ["br", "gzip"] as const) {
        const before = compressions();
        const answer = await site.app.inject({ method: "GET", url: `/${file}`, headers: { "accept-encoding": encoding } });
        const label = `${file} ${encoding}`;
        expect(answer.statusCode, label).toBe(200);
        expect(answer.headers["content-encoding"], label).toBe(encoding);
        expect(answer.headers.vary, label).toMatch(/accept-encoding/i);
        expect(answer.rawPayload.equals(readFileSync(path.join(dist, `${file}.${encoding === "br" ? "br" : "gz"}`))), label).toBe(true);
        expect(decode[encoding](answer.rawPayload).equals(plain), label).toBe(true);
        expect(compressions(), `${label}: compressed per request`).toBe(before);
      }
      // At the strongest settings: no smaller than a fresh maximum-quality copy would be, give or take a few bytes.
      const best = zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } });
      expect(statSync(path.join(dist, `${file}.br`)).size, file).toBeLessThanOrEqual(best.length + 16);
    }
  } finally {
    await site.close();
  }
});
