import { apiPaths, pathPattern } from "../../../src/contract/api-paths.js";
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

const id = (text: string | undefined) => Number(text);

/** The site API's paths with a parameter, each bounded as its route's schema is. */
const identifier = "\\d{1,10}";
const patterns = {
  profile: pathPattern(apiPaths.profile(":id"), { id: identifier }),
  slides: pathPattern(apiPaths.slides(":type"), { type: "[a-z0-9-]{1,40}" }),
  postPage: pathPattern(apiPaths.postPage(":page"), { page: "\\d{1,5}" }),
  post: pathPattern(apiPaths.post(":id"), { id: identifier }),
  cities: pathPattern(apiPaths.cities(":id"), { id: identifier }),
};

/**
 * The site API's answer for a path, read straight from the site's content (and
 * its cache) instead of over HTTP: what the server renders a page from, and
 * writes into it for the browser. Each answer equals what `GET {path}` sends
 * (tests/integration/server-render.test.ts compares them). An answer stays the
 * same object while its cache entry does, so rendered pages can be cached by
 * the identity of what they were made from. Unknown paths reject.
 */
export function apiAnswer(content: SiteContent, path: string): Promise<object> {
  let match: RegExpExecArray | null;
  if (path === apiPaths.talents) return content.talents();
  if ((match = patterns.profile.exec(path))) return content.profile(id(match[1]));
  if ((match = patterns.slides.exec(path))) return content.slides(match[1] ?? "");
  if (path === apiPaths.allPosts) return content.allPosts().then((posts) => wrapped(posts, (list) => ({ posts: list })));
  if ((match = patterns.postPage.exec(path))) return content.postPage(id(match[1]));
  if ((match = patterns.post.exec(path))) return content.post(id(match[1]));
  if (path === apiPaths.about) return content.about();
  if (path === apiPaths.staff) return content.staff();
  if (path === apiPaths.social) return content.social();
  if (path === apiPaths.options) return content.options();
  if ((match = patterns.cities.exec(path))) return content.cities(id(match[1]));
  return Promise.reject(new Error(`No site API answer for ${path}.`));
}
