/**
 * Media keys are how the site names platform images without exposing the platform:
 * `host[:port]/path`. Only media can become keys, and only keys of media are
 * fetched back by `/media`: on the platform's own host, paths under its
 * `/storage/` (the rest of that host is its API, which `/media` must never
 * reach); on MEDIA_ALLOWED_HOSTS (media hosts such as a CDN), any path.
 */
export class MediaKeys {
  private readonly platform: URL;
  private readonly platformHost: string;
  /** Where the platform serves media: `/storage/` under its base path. */
  private readonly storagePrefix: string;
  private readonly allowed: Set<string>;

  constructor(platformUrl: string, allowedHosts: string[]) {
    this.platform = new URL(platformUrl);
    this.platformHost = this.platform.host.toLowerCase();
    this.storagePrefix = `${this.platform.pathname.replace(/\/$/, "")}/storage/`;
    this.allowed = new Set([this.platformHost, ...allowedHosts.map((h) => h.toLowerCase())]);
  }

  /** Whether a normalised path on a host may be fetched as media. */
  private isMedia(host: string, pathname: string): boolean {
    return this.allowed.has(host) && (host !== this.platformHost || pathname.startsWith(this.storagePrefix));
  }

  /** Whether a URL (from `fromKey`) is on the platform's own host. */
  isPlatform(url: URL): boolean {
    return url.host.toLowerCase() === this.platformHost;
  }

  /** Key of a platform URL (absolute, or root-relative to the platform); null when not allowed. */
  toKey(url: string | null | undefined): string | null {
    if (!url) return null;
    let parsed: URL;
    try {
      parsed = new URL(url, this.platform);
    } catch {
      return null;
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    const host = parsed.host.toLowerCase();
    if (!this.isMedia(host, parsed.pathname)) return null;
    return `${host}${parsed.pathname}`;
  }

  /**
   * The origin URL behind a key (as the route reads it, percent-decoded), or
   * null for a key that does not name media of an allowed host, or names it
   * other than its own way.
   */
  fromKey(key: string): URL | null {
    const slash = key.indexOf("/");
    if (slash <= 0) return null;
    const host = key.slice(0, slash);
    const pathname = key.slice(slash);
    // Keys name hosts in lower case (toKey): `HOST/…` would be the same file under another name.
    if (!this.allowed.has(host) || pathname.includes("..") || pathname.includes("\\")) return null;
    // The platform is reached with its configured scheme; other media hosts only over https.
    const scheme = host === this.platformHost ? this.platform.protocol : "https:";
    try {
      const url = new URL(`${scheme}//${host}${pathname}`);
      // Checked after parsing: the URL parser resolves encoded dot segments (%2e%2e) that the text check cannot see.
      if (url.host.toLowerCase() !== host || !this.isMedia(host, url.pathname)) return null;
      // One key per file: another spelling of it (`a.jpg?1`, `a.jpg#x`, `/./a.jpg`) would be fetched,
      // resized and cached again under its own name, as often as a client cares to vary it.
      return url.search === "" && url.hash === "" && decodeURIComponent(url.pathname) === pathname ? url : null;
    } catch {
      return null;
    }
  }
}
