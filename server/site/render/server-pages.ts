import type { FastifyBaseLogger } from "fastify";
import { LRUCache } from "lru-cache";
import { apiPaths } from "../../../src/contract/api-paths.js";
import type { RefusedContactPost } from "../../../src/contract/refused-contact-post.js";
import { pageDataOf } from "../../../src/lib/page-data.js";
import { perObject } from "../../../src/lib/per-object.js";
import type { RenderPage } from "../../../src/lib/render-contract.js";
import type { Locale, RouteMatch } from "../../../src/lib/routes.js";
import type { PageError } from "../../../src/state/store.js";
import { isUpstreamError } from "../../upstream/errors.js";
import { etagOf, lengthOf } from "../bodies.js";
import type { SiteContent } from "../content.js";
import { pageDocument, renderShell, type HeadData, type ShellBody } from "../shell/head.js";
import type { PageHeads } from "../shell/page-heads.js";
import { withPageStyles, type PageTemplate } from "../shell/page-template.js";
import type { RouteAssetsOf } from "../shell/route-assets.js";
import { apiAnswer } from "./api-answers.js";
import { canonicalAddress } from "./canonical-address.js";
import type { HtmlSanitizer } from "./html-sanitizer.js";

export interface PageRequest {
  pathname: string;
  /** The query without "?", possibly empty. */
  search: string;
  origin: string;
}

export interface PageResponse {
  status: number;
  /** The document, UTF-8, in the pieces it is sent in (see pageDocument): some are shared with other pages. */
  parts: readonly Uint8Array[];
  /** The document's length in bytes. */
  length: number;
  etag: string;
  /** Rendered by the app, with the state the browser hydrates from; false for the bare app shell. */
  rendered: boolean;
}

/** A page asked for at an address other than its own: answered with a redirect there. */
export interface PageMoved {
  /** The page's own address, its query included. */
  movedTo: string;
  /** For good (a renamed talent or post), or for now (a gallery page that may exist later). */
  permanent: boolean;
}

export interface ServerPagesOptions {
  template: PageTemplate;
  renderer: RenderPage | null;
  content: SiteContent;
  heads: PageHeads;
  assetsOf: RouteAssetsOf;
  provider: string;
  /** Days a delivered application is kept, for the privacy notice. */
  retentionDays: number;
  sanitizer: HtmlSanitizer;
  log: FastifyBaseLogger;
  /** Bytes of rendered pages kept in memory (least recently used go first). */
  maxBytes?: number;
}

/** A contact form posted without JavaScript and refused: its page is answered again with it, with the refusal's status. */
export interface RefusedPost {
  contact: RefusedContactPost;
  status: number;
}

/** Routes whose page reads the query (`?q=`, `?ids=`, `?talento=`, `?pagina=`, `?galeria=`); any other query renders the same page. */
const queryRoutes = new Set<RouteMatch["name"]>(["talents", "selection", "contact", "gallery", "talent"]);

/**
 * Every navigation's HTML: the page rendered on the server from the site's
 * content, inside the app shell with its head, with what it was made from
 * written in for the browser to hydrate from.
 *
 * Rendered pages are cached per URL (and language, which the URL holds) and
 * per version of the answers they were made from: the content cache hands out
 * the same object until an answer is refreshed, so a page lives exactly as long
 * as its data does, stale-if-error included, and costs nothing to look up.
 */
export class ServerPages {
  private readonly cache: LRUCache<string, PageResponse>;
  private readonly inFlight = new Map<string, Promise<PageResponse>>();
  private nextVersion = 1;
  /** A number per answer object: a page's cache key names the versions of the answers it was made from. */
  private readonly versionOf = perObject<object, number>(() => this.nextVersion++);

  constructor(private readonly options: ServerPagesOptions) {
    // Bounded by size, not count: one page of a long list weighs as much as a hundred short ones.
    this.cache = new LRUCache({ maxSize: options.maxBytes ?? 32 * 1024 * 1024, sizeCalculation: (page) => Math.max(page.length, 1) });
  }

  /**
   * The HTML of a page in the route table (200, or its 404 or 503 error page), or the page's own address.
   * With a refused post, the page shows it and is neither cached nor taken from the cache: it holds one visitor's words.
   */
  async route(match: RouteMatch, request: PageRequest, refused?: RefusedPost): Promise<PageResponse | PageMoved> {
    const { main, extra } = pageDataOf(match, new URLSearchParams(request.search));
    const answers: Record<string, object> = {};
    // The first answer alone says whether the address is the page's own (a renamed talent, a gallery page
    // past the last): a page asked for elsewhere loads nothing more, so no address costs more than one answer.
    for (const paths of [main.slice(0, 1), main.slice(1)]) {
      const results = await Promise.allSettled(paths.map((path) => apiAnswer(this.options.content, path)));
      for (const [index, result] of results.entries()) {
        if (result.status === "fulfilled") answers[paths[index] ?? ""] = result.value;
        else if (isUpstreamError(result.reason, "not_found")) {
          return this.error(match.locale, request, this.options.heads.notFound(match.locale).head, { url: request.pathname, status: 404 });
        } else {
          // An outage is logged once by the platform client, not on every page.
          const level = isUpstreamError(result.reason, "unavailable") ? "debug" : "warn";
          this.options.log[level]({ err: result.reason, path: paths[index] }, "page data unavailable; answering the 503 page");
          const { head } = await this.options.heads.page(match, request.origin, request.search);
          return this.error(match.locale, request, head, { url: request.pathname, status: 503, code: "platform_unavailable" }, 503);
        }
      }
      const moved = canonicalAddress(match, request.search, answers);
      if (moved !== undefined) return moved;
    }
    // Parts that only fill in the page (the footer's links): without them the browser loads them itself.
    const extraResults = await Promise.allSettled(extra.map((path) => apiAnswer(this.options.content, path)));
    for (const [index, result] of extraResults.entries()) {
      if (result.status === "fulfilled") answers[extra[index] ?? ""] = result.value;
    }

    const url = queryRoutes.has(match.name) && request.search ? `${request.pathname}?${request.search}` : request.pathname;
    if (refused) {
      const { head } = await this.options.heads.page(match, request.origin, request.search);
      return this.render(match.locale, match.name, url, request, head, answers, null, refused.status, refused.contact);
    }
    const key = [url, request.origin, ...Object.entries(answers).map(([path, answer]) => `${path}=${this.versionOf(answer)}`)].join("\n");
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      // The head is only needed for a render: a cached page already holds the one it was rendered with.
      pending = this.options.heads
        .page(match, request.origin, request.search)
        .then((page) =>
          page.status === 404
            ? this.error(match.locale, request, page.head, { url: request.pathname, status: 404 })
            : this.render(match.locale, match.name, url, request, page.head, answers, null, 200),
        )
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const rendered = await pending;
    // A page rendered without the app (no renderer, or it failed) is not kept: the next visit tries again.
    if (rendered.status === 200 && rendered.rendered) this.cache.set(key, rendered);
    return rendered;
  }

  /** The 404 page of a path outside the route table. */
  notFound(locale: Locale, request: PageRequest): Promise<PageResponse> {
    return this.error(locale, request, this.options.heads.notFound(locale).head, { url: request.pathname, status: 404 });
  }

  private async error(locale: Locale, request: PageRequest, head: HeadData, error: PageError, status: number = error.status): Promise<PageResponse> {
    const answers: Record<string, object> = {};
    const social = apiPaths.social;
    try {
      answers[social] = await apiAnswer(this.options.content, social);
    } catch {
      // The footer goes without its links.
    }
    return this.render(locale, null, request.pathname, request, { ...head, noindex: true }, answers, error, status);
  }

  private async render(
    locale: Locale,
    route: RouteMatch["name"] | null,
    url: string,
    request: PageRequest,
    head: HeadData,
    answers: Record<string, object>,
    error: PageError | null,
    status: number,
    refusedContactPost?: RefusedContactPost,
  ): Promise<PageResponse> {
    const { renderer, template, provider, sanitizer } = this.options;
    // The page's code and catalog come with the HTML.
    const assets = this.options.assetsOf(route, locale);
    const shellHead = { ...head, scripts: assets.scripts, styles: assets.styles };
    let body: ShellBody | undefined;
    if (renderer) {
      try {
        const output = await renderer({
          url,
          locale,
          route,
          answers,
          error,
          ...(refusedContactPost ? { refusedContactPost } : {}),
          site: { origin: request.origin, provider, year: new Date().getFullYear(), retentionDays: this.options.retentionDays },
          sanitize: (html, options) => sanitizer.sanitize(html, options),
        });
        body = { html: output.html, state: output.state, firstPaintAfterId: output.firstPaintAfterId };
      } catch (failure) {
        // The bare app shell still works: the browser renders the page itself.
        this.options.log.error({ err: failure, url }, "server rendering failed; answering the app shell");
      }
    }
    const shell = withPageStyles(renderShell(template.html, shellHead, provider), template, body?.html);
    const parts = body ? pageDocument(shell, body) : [Buffer.from(shell)];
    return { status, parts, length: lengthOf(parts), etag: etagOf(parts), rendered: body !== undefined };
  }
}
