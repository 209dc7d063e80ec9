import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { bootScriptSource } from "./shell/boot-script.js";

/** Content-Security-Policy: no inline scripts but the page's boot script, by its hash; video embeds only from YouTube and Vimeo. */
const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", bootScriptSource],
  // CMS HTML carries inline font sizes; styles (not scripts) may be inline.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** HSTS for a year, subdomains included: browsers then never try the site over plain http again. */
export const hstsHeader = "max-age=31536000; includeSubDomains";

export interface SecurityHeadersOptions {
  /** The public origin; an https one turns on HSTS and the redirect from http. */
  publicUrl: URL | undefined;
  /** Whether X-Forwarded-Proto is believed (TRUST_PROXY), so that a request can be known to have come over http. */
  trustProxy: boolean | number;
}

/**
 * Security headers on every answer (helmet's set, with our CSP), and when the
 * site is public over https: HSTS, and a redirect to https for a request that a
 * trusted proxy says came over plain http. Without a trusted X-Forwarded-Proto
 * the site cannot tell (behind a TLS proxy every request looks like http), so it
 * leaves that redirect to the proxy rather than risk a loop.
 *
 * The headers are the same for every answer (the CSP has no nonce), so helmet
 * makes them once at start-up and each request only copies them:
 * @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every request.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  const https = options.publicUrl?.protocol === "https:" ? options.publicUrl : undefined;
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: { directives: csp },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  if (!https || options.trustProxy === false) return;
  app.addHook("onRequest", async (request, reply) => {
    if (request.headers["x-forwarded-proto"] === undefined || request.protocol !== "http") return;
    // The same host first (HSTS is only taken from it), with the same method and body for anything but a read.
    const status = request.method === "GET" || request.method === "HEAD" ? 301 : 308;
    await reply.code(status).header("cache-control", "no-store").redirect(https.origin + request.url, status);
  });
}

/** The headers a helmet middleware sets, read once from a response that is never sent. */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, (error?: unknown) => {
    if (error !== undefined) throw new Error("helmet could not make the security headers", { cause: error });
  });
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}
