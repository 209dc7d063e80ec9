import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendError } from "../../shared/errors.js";

/** Files that must be revalidated on every load, or a new deploy would never reach visitors. */
const alwaysRevalidate = new Set(["index.html", "sw.js", "manifest.webmanifest", "registerSW.js"]);

/**
 * Serves the built app: hashed assets as immutable, everything else revalidated,
 * and the app shell (index.html) for every navigation the router handles.
 */
export async function appShellRoutes(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        const relative = path.relative(distDir, file);
        if (relative.startsWith(`assets${path.sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
        else if (alwaysRevalidate.has(relative)) reply.header("cache-control", "no-cache");
        else reply.header("cache-control", "public, max-age=86400");
      },
    });
  }
  const shell = built ? readFileSync(indexFile, "utf8") : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/media/");
    const wantsHtml = (request.method === "GET" || request.method === "HEAD") && (request.headers.accept ?? "").includes("text/html");
    if (isApi || !wantsHtml) return sendError(reply.header("cache-control", "no-store"), 404, "not_found", `No route for ${request.method} ${pathname}.`);
    if (!shell) return sendError(reply, 503, "app_not_built", "The app is not built yet: run `npm run build`.");
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(shell);
  });
}
