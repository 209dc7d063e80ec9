/**
 * Media keys are how the site names platform images without exposing the platform:
 * `host[:port]/path`. Only the platform's own host and MEDIA_ALLOWED_HOSTS can
 * become keys, and only keys of those hosts are fetched back by `/media`.
 */
export class MediaKeys {
  private readonly platform: URL;
  private readonly allowed: Set<string>;

  constructor(platformUrl: string, allowedHosts: string[]) {
    this.platform = new URL(platformUrl);
    this.allowed = new Set([this.platform.host.toLowerCase(), ...allowedHosts.map((h) => h.toLowerCase())]);
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
    if (!this.allowed.has(host)) return null;
    return `${host}${parsed.pathname}`;
  }

  /** The origin URL behind a key, or null for a key that names a host not allowed. */
  fromKey(key: string): URL | null {
    const slash = key.indexOf("/");
    if (slash <= 0) return null;
    const host = key.slice(0, slash).toLowerCase();
    const pathname = key.slice(slash);
    if (!this.allowed.has(host) || pathname.includes("..") || pathname.includes("\\")) return null;
    // The platform is reached with its configured scheme; other media hosts only over https.
    const scheme = host === this.platform.host.toLowerCase() ? this.platform.protocol : "https:";
    try {
      const url = new URL(`${scheme}//${host}${pathname}`);
      return url.host.toLowerCase() === host ? url : null;
    } catch {
      return null;
    }
  }
}
