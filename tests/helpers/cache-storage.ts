/**
 * Cache Storage in memory, for service worker code run under Node (which has
 * none): the Cache API's matching rules (URL without fragment, ignoreSearch,
 * ignoreMethod, Vary unless ignoreVary) and put's refusals, over Node's own
 * Request and Response. Relative URLs resolve against `origin`, as against a
 * worker's location.
 */

interface Entry {
  request: Request;
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer | null;
}

const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

const withoutFragment = (url: string) => url.split("#")[0] ?? url;
const withoutSearch = (url: string) => withoutFragment(url).split("?")[0] ?? url;

const varyFields = (headers: Headers): string[] =>
  (headers.get("vary") ?? "")
    .split(",")
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);

export class MemoryCache implements Cache {
  readonly #entries: Entry[] = [];

  constructor(private readonly origin: string) {}

  #request(info: RequestInfo | URL): Request {
    return info instanceof Request ? info : new Request(new URL(info, this.origin));
  }

  #matches(entry: Entry, query: Request, options: CacheQueryOptions = {}): boolean {
    if (!options.ignoreMethod && query.method !== "GET") return false;
    const url = options.ignoreSearch ? withoutSearch : withoutFragment;
    if (url(entry.request.url) !== url(query.url)) return false;
    if (options.ignoreVary) return true;
    return varyFields(entry.headers).every((field) => field !== "*" && entry.request.headers.get(field) === query.headers.get(field));
  }

  #response(entry: Entry): Response {
    return new Response(entry.body, { status: entry.status, statusText: entry.statusText, headers: entry.headers });
  }

  async match(info: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    return (await this.matchAll(info, options))[0];
  }

  async matchAll(info?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Response[]> {
    const query = info === undefined ? undefined : this.#request(info);
    return this.#entries.filter((entry) => !query || this.#matches(entry, query, options)).map((entry) => this.#response(entry));
  }

  async keys(info?: RequestInfo | URL, options?: CacheQueryOptions): Promise<readonly Request[]> {
    const query = info === undefined ? undefined : this.#request(info);
    return this.#entries.filter((entry) => !query || this.#matches(entry, query, options)).map((entry) => entry.request.clone());
  }

  async put(info: RequestInfo | URL, response: Response): Promise<void> {
    const request = this.#request(info);
    if (request.method !== "GET") throw new TypeError("Cache.put: only GET requests can be cached");
    if (!/^https?:$/.test(new URL(request.url).protocol)) throw new TypeError("Cache.put: only http(s) URLs can be cached");
    if (response.status === 206) throw new TypeError("Cache.put: a partial response cannot be cached");
    if (varyFields(response.headers).includes("*")) throw new TypeError("Cache.put: Vary: * cannot be cached");
    if (response.bodyUsed) throw new TypeError("Cache.put: the response body is already used");
    const body = nullBodyStatuses.has(response.status) ? null : await response.arrayBuffer();
    const entry: Entry = { request: request.clone(), status: response.status, statusText: response.statusText, headers: new Headers(response.headers), body };
    // A new entry replaces those its request matches, as the Cache API's put does.
    await this.delete(request);
    this.#entries.push(entry);
  }

  async add(info: RequestInfo | URL): Promise<void> {
    await this.addAll([info]);
  }

  async addAll(infos: Iterable<RequestInfo | URL>): Promise<void> {
    const requests = [...infos].map((info) => this.#request(info));
    const responses = await Promise.all(requests.map((request) => fetch(request)));
    if (responses.some((response) => !response.ok)) throw new TypeError("Cache.addAll: a request failed");
    for (const [index, response] of responses.entries()) {
      const request = requests[index];
      if (request) await this.put(request, response);
    }
  }

  async delete(info: RequestInfo | URL, options?: CacheQueryOptions): Promise<boolean> {
    const query = this.#request(info);
    const before = this.#entries.length;
    for (let index = this.#entries.length - 1; index >= 0; index--) {
      const entry = this.#entries[index];
      if (entry && this.#matches(entry, query, options)) this.#entries.splice(index, 1);
    }
    return this.#entries.length < before;
  }
}

export class MemoryCacheStorage implements CacheStorage {
  readonly #caches = new Map<string, MemoryCache>();

  constructor(private readonly origin: string) {}

  async open(name: string): Promise<MemoryCache> {
    let cache = this.#caches.get(name);
    if (!cache) {
      cache = new MemoryCache(this.origin);
      this.#caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.#caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.#caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.#caches.keys()];
  }

  async match(info: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    const names = options?.cacheName === undefined ? [...this.#caches.keys()] : [options.cacheName];
    for (const name of names) {
      const response = await this.#caches.get(name)?.match(info, options);
      if (response) return response;
    }
    return undefined;
  }
}
