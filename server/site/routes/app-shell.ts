import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiPrefix } from "../../../src/contract/api-paths.js";
import { mediaPrefix } from "../../../src/lib/media.js";
import { resolvePath } from "../../../src/lib/routes.js";
import { sendError } from "../../shared/errors.js";
import { bodyOf, htmlBody } from "../bodies.js";
import type { SiteContent } from "../content.js";
import type { EncodedBodies } from "../encoded-bodies.js";
import { HtmlSanitizer } from "../render/html-sanitizer.js";
import { loadRenderer } from "../render/load-renderer.js";
import { ServerPages, type RefusedPost } from "../render/server-pages.js";
import { PageHeads } from "../shell/page-heads.js";
import { pageTemplate } from "../shell/page-template.js";
import { loadRouteAssets } from "../shell/route-assets.js";
import { renderRobots, sitemapBody } from "../shell/sitemap.js";
import type { Translations } from "../shell/translations.js";
import { webManifestRoutes } from "./web-manifest.js";

/**
 * Files that must be revalidated on every load, or a new deploy would never reach visitors.
 * index.html itself is the service worker's offline shell.
 */
const alwaysRevalidate = new Set(["index.html", "sw.js", "manifest.webmanifest"]);

/**
 * The request target as a path: an absolute target (`GET http://host/page`,
 * which HTTP/1.1 servers must accept) is read as its path when it names this
 * site's host; undefined when it names another.
 */
function ownPath(target: string, host: string): string | undefined {
  if (target.startsWith("/")) return target;
  const absolute = URL.canParse(target) ? new URL(target) : undefined;
  if (!absolute || absolute.host.toLowerCase() !== host.toLowerCase()) return undefined;
  return absolute.pathname + absolute.search;
}

export interface AppShellOptions {
  distDir: string;
  content: SiteContent;
  translations: Translations;
  provider: string;
  /** Days a delivered application is kept (APPLICATION_RETENTION_DAYS), which the privacy notice states. */
  retentionDays: number;
  /** Public origin for canonical URLs; the request's own origin when unset. */
  publicUrl: URL | undefined;
  /** Compressed copies of the shell and the rendered pages, made once per ETag. */
  bodies: EncodedBodies;
}

/**
 * Serves the built app: hashed assets as immutable, and for every navigation
 * the page rendered on the server inside the app shell, with its own head,
 * answered with the status the route table and the platform give (404 for
 * unknown pages and ids, 503 when the platform cannot give the page's data,
 * 301 from /pt to no prefix).
 */
/**
 * Answers a form post to a page with that page, showing the refused post:
 * false, with nothing sent, when the page cannot be rendered here (no built
 * app, the path is no page of the route table, or the platform is down).
 */
export type RefusedPostPage = (request: FastifyRequest, reply: FastifyReply, refused: RefusedPost) => Promise<boolean>;

/** Addresses of the API, media and built files: never pages, so never answered with one. */
export const isAssetPath = (pathname: string) =>
  pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`) || pathname.startsWith(mediaPrefix) || pathname.startsWith("/assets/");

export async function appShellRoutes(app: FastifyInstance, options: AppShellOptions): Promise<RefusedPostPage> {
  const indexFile = path.join(options.distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The app shell is sent from memory (below).
      globIgnore: ["index.html"],
      preCompressed: true,
      setHeaders(reply, file) {
        const relative = path.relative(options.distDir, file);
        if (relative.startsWith(`assets${path.sep}`)) reply.header("cache-control", "public, max-age=31536000, immutable");
        else if (alwaysRevalidate.has(relative)) reply.header("cache-control", "no-cache");
        else reply.header("cache-control", "public, max-age=86400");
      },
    });
  }
  if (built) webManifestRoutes(app, { distDir: options.distDir, bodies: options.bodies });
  const template = built ? readFileSync(indexFile, "utf8") : undefined;
  if (template !== undefined) {
    // The service worker's offline shell: revalidated on every load, compressed once.
    const shell = bodyOf([Buffer.from(template)], "text/html; charset=utf-8");
    app.get("/index.html", (request, reply) => options.bodies.send(request, reply.header("cache-control", "no-cache"), shell));
  }
  const heads = new PageHeads(options.content, options.translations);
  const renderer = built ? await loadRenderer(options.distDir) : null;
  if (built && !renderer) app.log.warn(`${options.distDir} has no server renderer (dist/.ssr): pages are sent as the bare app shell. Build with \`npm run build\`.`);
  const pages = template
    ? new ServerPages({
        template: pageTemplate(template, options.distDir),
        renderer,
        content: options.content,
        heads,
        assetsOf: loadRouteAssets(options.distDir),
        provider: options.provider,
        retentionDays: options.retentionDays,
        sanitizer: new HtmlSanitizer(),
        log: app.log,
      })
    : undefined;
  const originOf = (request: FastifyRequest) => (options.publicUrl ? options.publicUrl.origin : `${request.protocol}://${request.host}`);

  app.get("/robots.txt", async (request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(renderRobots(originOf(request))));
  app.get("/sitemap.xml", async (request, reply) =>
    options.bodies.send(request, reply.header("cache-control", "public, max-age=3600"), await sitemapBody(options.content, originOf(request))),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const target = ownPath(request.url, request.host);
    // An absolute target for another host names no page of this site; redirecting it would send the visitor there.
    if (target === undefined) return sendError(reply.header("cache-control", "no-store"), 400, "invalid_request", "The request target names another host.");
    // The query is all after the first "?": a later "?" is part of it (`?q=ana?`).
    const at = target.indexOf("?");
    const pathname = at < 0 ? target : target.slice(0, at);
    const query = at < 0 ? undefined : target.slice(at + 1);
    if (isAssetPath(pathname) || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendError(reply.header("cache-control", "no-store"), 404, "not_found", `No route for ${request.method} ${pathname}.`);
    }
    const moved = (address: string) => reply.code(301).header("cache-control", "public, max-age=3600").redirect(address, 301);
    const movedTo = (to: string) => moved(to + (query ? `?${query}` : ""));
    // One address per page: `/modelos/` and `/modelos//1001/ana` are `/modelos` and `/modelos/1001/ana`.
    // Slashes are collapsed first, so `//host/` never becomes `//host`, which a browser reads as another site.
    // It reads `/\host` the same way: a raw backslash (browsers themselves send it encoded) goes on encoded.
    const tidy = pathname.replace(/\\/g, "%5C").replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    if (tidy !== pathname) return movedTo(tidy);
    const resolution = resolvePath(pathname);
    if (resolution.kind === "redirect") return movedTo(resolution.to);
    if (!pages) return sendError(reply, 503, "app_not_built", "The app is not built yet: run `npm run build`.");
    const pageRequest = { pathname, search: query ?? "", origin: originOf(request) };
    const page = resolution.kind === "route" ? await pages.route(resolution.match, pageRequest) : await pages.notFound(resolution.locale, pageRequest);
    if ("movedTo" in page) return page.permanent ? moved(page.movedTo) : reply.code(302).header("cache-control", "no-cache").redirect(page.movedTo, 302);
    return options.bodies.send(request, reply.code(page.status).header("cache-control", "no-cache"), htmlBody(page));
  });

  const refusedPostPage: RefusedPostPage = async (request, reply, refused) => {
    const at = request.url.indexOf("?");
    const pathname = at < 0 ? request.url : request.url.slice(0, at);
    const resolution = resolvePath(pathname);
    if (!pages || resolution.kind !== "route") return false;
    const page = await pages.route(resolution.match, { pathname, search: at < 0 ? "" : request.url.slice(at + 1), origin: originOf(request) }, refused);
    // The page itself could not be made (the platform is down): the caller answers as it would without it.
    if ("movedTo" in page || !page.rendered || page.status !== refused.status) return false;
    // One visitor's words: never stored, and compressed by the plugin like any other one-off answer.
    await reply.code(page.status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(Buffer.concat(page.parts));
    return true;
  };
  return refusedPostPage;
}
