import { LRUCache } from "lru-cache";
import type { Struct } from "superstruct";
import { apiPaths, pathPattern } from "../../../src/contract/api-paths.js";
import type { SiteApiAnswer, SiteApiName } from "../../../src/contract/site-api.js";
import { IdParams, PostPageQuery, SlidesParams } from "../../../src/contract/site-requests.js";
import type { SiteContent } from "../content.js";

/** Wrappers made around a cached list, kept as long as the list itself: a page's data keeps its identity. */
const wrappers = new WeakMap<object, object>();
function wrapped<T extends object, W extends object>(value: T, wrap: (value: T) => W): W {
  let known = wrappers.get(value) as W | undefined;
  if (!known) {
    known = wrap(value);
    wrappers.set(value, known);
  }
  return known;
}

/** One GET route of the site API: its path, what it accepts, the contract answer it sends and where that comes from. */
export interface AnswerRoute {
  /** The route's template, with `:name` placeholders (from `apiPaths`). */
  readonly path: string;
  readonly params?: Struct<object>;
  readonly query?: Struct<object>;
  readonly answer: SiteApiName;
  /** The answer, from the path's params and query as the schemas made them. */
  readonly make: (content: SiteContent, input: object) => Promise<object>;
}

/** Typed where a route is written: its input is what its schemas give, its answer the contract's. */
function route<N extends SiteApiName, P extends object = object, Q extends object = object>(definition: {
  path: string;
  params?: Struct<P>;
  query?: Struct<Q>;
  answer: N;
  make: (content: SiteContent, input: P & Q) => Promise<SiteApiAnswer<N>>;
}): AnswerRoute {
  // Erased for the table: only the schemas that typed `make` ever produce its input.
  return definition as unknown as AnswerRoute;
}

/**
 * The site API's GET routes, one table for both of its readers: the server
 * registers its routes from it (routes/api.ts), and renders pages from it
 * without HTTP ({@link apiAnswer}), so a page holds exactly what its fetch
 * would answer.
 */
export const answerRoutes: readonly AnswerRoute[] = [
  route({ path: apiPaths.talents, answer: "TalentList", make: (content) => content.talents() }),
  route({ path: apiPaths.profile(":id"), params: IdParams, answer: "TalentProfile", make: (content, { id }) => content.profile(id) }),
  route({ path: apiPaths.posts, query: PostPageQuery, answer: "PostPage", make: (content, { page }) => content.postPage(page) }),
  // The same wrapper object as long as the list is cached, as the pages use it.
  route({ path: apiPaths.allPosts, answer: "PostList", make: (content) => content.allPosts().then((posts) => wrapped(posts, (list) => ({ posts: list }))) }),
  route({ path: apiPaths.post(":id"), params: IdParams, answer: "Post", make: (content, { id }) => content.post(id) }),
  route({ path: apiPaths.slides(":type"), params: SlidesParams, answer: "Slides", make: (content, { type }) => content.slides(type) }),
  route({ path: apiPaths.staff, answer: "Staff", make: (content) => content.staff() }),
  route({ path: apiPaths.about, answer: "About", make: (content) => content.about() }),
  route({ path: apiPaths.social, answer: "Social", make: (content) => content.social() }),
  route({ path: apiPaths.options, answer: "Options", make: (content) => content.options() }),
  route({ path: apiPaths.cities(":id"), params: IdParams, answer: "Cities", make: (content, { id }) => content.cities(id) }),
];

const matchers = answerRoutes.map((entry) => ({ entry, pattern: pathPattern(entry.path), names: [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "") }));

/** Checks one part of a request with its route's schema, as the server's validator does (coercing text to numbers). */
function checked(schema: Struct<object> | undefined, value: object): object | undefined {
  if (!schema) return {};
  const [failure, result] = schema.validate(value, { coerce: true });
  return failure ? undefined : result;
}

/** A path read against the route table: the route and its checked input, or null when no route takes it. */
type Reading = { entry: AnswerRoute; input: object } | null;

function read(path: string): Reading {
  const url = new URL(path, "http://site.invalid");
  for (const { entry, pattern, names } of matchers) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const params = checked(entry.params, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])));
    const query = checked(entry.query, Object.fromEntries(url.searchParams));
    return params && query ? { entry, input: { ...params, ...query } } : null;
  }
  return null;
}

/**
 * Paths already read. A cached page still asks for its answers on every
 * request (they say whether it is fresh); reading a path again cost more than
 * the answer's own lookup. Bounded: a client can ask for any path.
 */
const readings = new LRUCache<string, { reading: Reading }>({ max: 5000 });

/**
 * The site API's answer for a path, read straight from the site's content (and
 * its cache) instead of over HTTP: what the server renders a page from, and
 * writes into it for the browser. Each answer equals what `GET {path}` sends
 * (tests/integration/server-render.test.ts compares them). An answer stays the
 * same object while its cache entry does, so rendered pages can be cached by
 * the identity of what they were made from. Unknown paths, and params the
 * route's schema refuses, reject.
 */
export function apiAnswer(content: SiteContent, path: string): Promise<object> {
  let known = readings.get(path);
  if (!known) {
    known = { reading: read(path) };
    readings.set(path, known);
  }
  const { reading } = known;
  return reading ? reading.entry.make(content, reading.input) : Promise.reject(new Error(`No site API answer for ${path}.`));
}
