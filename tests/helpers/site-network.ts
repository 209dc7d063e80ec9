import { vi } from "vitest";

/** Where the app is served from: relative URLs resolve here, as in the browser. */
export const siteOrigin = "https://passarela.test";

/** The site server, as another machine: answers a request, or throws for a network failure. */
export type Site = (request: Request) => Response | Promise<Response>;

/** What fetch rejects with when there is no connection. */
export const noConnection: Site = () => {
  throw new TypeError("Failed to fetch");
};

/**
 * Stubs `fetch`, the only thing that stands for the network: each request
 * reaches `site` as the browser would send it. Answers the requests made, in
 * order (clones, so a test can read their bodies). `site` may be swapped later.
 */
export function stubSiteNetwork(site: Site): { requests: Request[]; setSite: (next: Site) => void } {
  const requests: Request[] = [];
  let current = site;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof Request ? input : new URL(input, siteOrigin), init);
    requests.push(request.clone());
    return current(request);
  });
  return {
    requests,
    setSite: (next) => {
      current = next;
    },
  };
}

/** A request's path with its query, as the site's routes see it. */
export const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};
