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
 * reaches `site` as the browser would send it, and its signal aborts it. Answers the requests made, in
 * order (clones, so a test can read their bodies). `site` may be swapped later.
 */
export function stubSiteNetwork(site: Site): { requests: Request[]; setSite: (next: Site) => void } {
  const requests: Request[] = [];
  let current = site;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input instanceof Request ? input : new URL(input, siteOrigin), init);
    requests.push(request.clone());
    // As fetch does: an aborted request rejects with the signal's reason, answered or not. The
    // caller's own signal: the Request's copy follows it only as long as the Request lives.
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (!signal) return current(request);
    signal.throwIfAborted();
    return Promise.race([
      Promise.resolve().then(() => current(request)),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true })),
    ]);
  });
  return {
    requests,
    setSite: (next) => {
      current = next;
    },
  };
}

/**
 * Runs `send` with timers faked, as against a site that holds the request without
 * answering: whether it was still pending a second before `ms`, and what it settled on at `ms`.
 */
export async function settledAfter<T>(send: () => Promise<T>, ms: number): Promise<{ pendingBefore: boolean; outcome: T }> {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    const held = send();
    let settled = false;
    void held.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms - 1000);
    const pendingBefore = !settled;
    await vi.advanceTimersByTimeAsync(1000);
    return { pendingBefore, outcome: await held };
  } finally {
    vi.useRealTimers();
  }
}

/** A request's path with its query, as the site's routes see it. */
export const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * Stubs XMLHttpRequest, which the page uploads with for its progress: each
 * request reaches `site` as with {@link stubSiteNetwork}, with its method, URL
 * and headers but not its body (jsdom's FormData is not the network's).
 * Answers the requests made, in order.
 */
export function stubSiteUploads(site: Site): { requests: Request[] } {
  const requests: Request[] = [];
  class SiteUpload {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timeout = 0;
    status = 0;
    responseText = "";
    #method = "GET";
    #url = "";
    #answer: Response | undefined;
    readonly #headers = new Headers();

    open(method: string, url: string): void {
      this.#method = method;
      this.#url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.#headers.set(name, value);
    }

    getResponseHeader(name: string): string | null {
      return this.#answer?.headers.get(name) ?? null;
    }

    send(): void {
      const request = new Request(new URL(this.#url, siteOrigin).href, { method: this.#method, headers: this.#headers });
      requests.push(request.clone());
      void (async () => {
        try {
          const answer = await site(request);
          this.responseText = await answer.text();
          this.status = answer.status;
          this.#answer = answer;
        } catch {
          this.onerror?.();
          return;
        }
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal("XMLHttpRequest", SiteUpload);
  return { requests };
}
