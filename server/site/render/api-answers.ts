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
  if (path === "/api/talents") return content.talents();
  if ((match = /^\/api\/talents\/(\d{1,10})$/.exec(path))) return content.profile(id(match[1]));
  if ((match = /^\/api\/slides\/([a-z0-9-]{1,40})$/.exec(path))) return content.slides(match[1] ?? "");
  if (path === "/api/posts/all") return content.allPosts().then((posts) => wrapped(posts, (list) => ({ posts: list })));
  if ((match = /^\/api\/posts\?page=(\d{1,5})$/.exec(path))) return content.postPage(id(match[1]));
  if ((match = /^\/api\/posts\/(\d{1,10})$/.exec(path))) return content.post(id(match[1]));
  if (path === "/api/about") return content.about();
  if (path === "/api/staff") return content.staff();
  if (path === "/api/social") return content.social();
  if (path === "/api/options") return content.options();
  if ((match = /^\/api\/options\/states\/(\d{1,10})\/cities$/.exec(path))) return content.cities(id(match[1]));
  return Promise.reject(new Error(`No site API answer for ${path}.`));
}
