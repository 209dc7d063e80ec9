import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text assets worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|css|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const minBytes = 1024;

/** The brotli and gzip copies written beside a file: the best each format does, once per build. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out: the server then sends the file itself.
  await Promise.all([br.length < bytes.length && writeFile(`${file}.br`, br), gz.length < bytes.length && writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` copies of the browser build's text assets, which the
 * site server sends as they are (`@fastify/static`'s `preCompressed`): a
 * hashed asset is compressed once at the strongest settings, at build time,
 * instead of on every request at the quick settings a request can afford.
 */
export function precompressAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "passarela-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle)
        // The build's own records (.vite/) are never served.
        .filter((item) => compressible.test(item.fileName) && !item.fileName.startsWith("."))
        .filter((item) => (item.type === "chunk" ? item.code.length : item.source.length) >= minBytes)
        .map((item) => path.join(outDir, item.fileName));
      await Promise.all(files.map(precompressFile));
    },
  };
}
