import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { locales } from "../../../src/lib/routes.js";
import { bodyOf } from "../bodies.js";
import type { EncodedBodies } from "../encoded-bodies.js";
import { builtManifestPath, manifestPath } from "../../../src/lib/manifest-path.js";
import { localizedManifest } from "../shell/web-manifest.js";

/**
 * `GET /en/manifest.webmanifest` and `/es/…`: the built manifest in the
 * page's language, which the pages of that language link. Revalidated on
 * every load, as the built one is, so a new build's manifest reaches the
 * installed apps.
 */
export function webManifestRoutes(app: FastifyInstance, options: { distDir: string; bodies: EncodedBodies }): void {
  const file = path.join(options.distDir, builtManifestPath);
  if (!existsSync(file)) return;
  const built = JSON.parse(readFileSync(file, "utf8")) as Parameters<typeof localizedManifest>[0];
  for (const locale of locales) {
    if (locale === "pt") continue;
    const body = bodyOf([Buffer.from(JSON.stringify(localizedManifest(built, locale)))], "application/manifest+json; charset=utf-8");
    app.get(manifestPath(locale), (request, reply) => options.bodies.send(request, reply.header("cache-control", "no-cache"), body));
  }
}
