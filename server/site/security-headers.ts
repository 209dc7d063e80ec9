import type { FastifyError, FastifyInstance } from "fastify";
import helmet from "helmet";

/** Content-Security-Policy: no inline scripts; video embeds only from YouTube and Vimeo. */
const csp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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

/**
 * Security headers on every answer (helmet's set, with our CSP).
 *
 * helmet builds its middleware once here: @fastify/helmet rebuilt it, CSP
 * parsing included, on every request.
 */
export function securityHeaders(app: FastifyInstance): void {
  const apply = helmet({
    contentSecurityPolicy: { directives: csp },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as FastifyError | undefined));
  });
}
