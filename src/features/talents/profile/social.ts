/** Instagram and TikTok handles as the platform stores them (`@ana.souza`), or a full profile URL. */
export type Network = "instagram" | "tiktok";

const hosts: Record<Network, string> = { instagram: "instagram.com", tiktok: "tiktok.com" };
const handlePattern = /^[A-Za-z0-9._]{1,30}$/;

/** The profile URL of a handle, or null for something that is not one (never a link to another site). */
export function socialUrl(network: Network, value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      const host = url.hostname.toLowerCase();
      return url.protocol === "https:" && (host === hosts[network] || host.endsWith(`.${hosts[network]}`)) ? url.href : null;
    } catch {
      return null;
    }
  }
  const handle = text.replace(/^@/, "");
  if (!handlePattern.test(handle)) return null;
  return network === "instagram" ? `https://www.instagram.com/${handle}/` : `https://www.tiktok.com/@${handle}`;
}

/** "@handle" for the link text, whatever form was stored. */
export function socialHandle(value: string): string {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return text.startsWith("@") ? text : `@${text}`;
  const last = new URL(text).pathname.split("/").filter(Boolean).at(-1) ?? "";
  return last.startsWith("@") ? last : `@${last}`;
}
