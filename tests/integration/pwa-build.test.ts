import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { localizedManifest } from "../../server/site/shell/web-manifest.js";
import { locales } from "../../src/lib/routes.js";

// The PWA as built: the service worker, its precache list and the manifest.
const dist = path.resolve("dist");
const read = (file: string) => readFileSync(path.join(dist, file), "utf8");

function precacheUrls(): string[] {
  const sw = read("sw.js");
  // The injected manifest is a JSON array of { revision, url } entries.
  return [...sw.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((m) => m[1] ?? "");
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : [path.relative(dist, file)];
  });
}

describe("built PWA", () => {
  it("has a service worker and a web manifest linked from the page", () => {
    expect(existsSync(path.join(dist, "sw.js"))).toBe(true);
    expect(read("index.html")).toContain('rel="manifest" href="/manifest.webmanifest"');
  });

  it("names its build in the page", () => {
    expect(read("index.html")).toMatch(/<meta name="passarela:build" content="[\w.-]+">/);
  });

  it("precaches the app shell, every route chunk, every catalog, icons and placeholders", () => {
    const urls = precacheUrls();
    expect(urls).toContain("index.html");
    const manifest = JSON.parse(read(".vite/manifest.json")) as Record<string, { file: string; isDynamicEntry?: boolean }>;
    for (const [source, chunk] of Object.entries(manifest)) {
      if (source.startsWith("locales/") || source.startsWith("src/features/")) expect(urls, source).toContain(chunk.file);
    }
    // The shell's catalog in each language, and one per feature.
    expect(Object.keys(manifest).filter((k) => /^locales\/[a-z]{2}\/messages\.po$/.test(k))).toHaveLength(3);
    expect(Object.keys(manifest).filter((k) => k.startsWith("locales/pt/")).length).toBeGreaterThan(5);
    for (const icon of ["icons/icon-192.png", "icons/icon-512.png", "icons/maskable-512.png"]) expect(urls).toContain(icon);
    expect(urls).toContain("images/menu-background.webp");
  });

  it("declares an installable manifest", () => {
    const manifest = JSON.parse(read("manifest.webmanifest")) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "Passarela", lang: "pt-BR", display: "standalone", start_url: "/", theme_color: "#131313", background_color: "#131313" });
    expect(manifest.name).toContain("Passarela");
    expect(manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? "any"}`).sort()).toEqual(["192x192:any", "512x512:any", "512x512:maskable"]);
    for (const icon of manifest.icons) expect(existsSync(path.join(dist, icon.src))).toBe(true);
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(["/modelos", "/seja-um-modelo"]);
  });

  it.each(locales)("shows the install sheet in %s a narrow and a wide screenshot of its own, small, of the declared size, and not precached", async (locale) => {
    type Shot = { src: string; sizes: string; type: string; form_factor?: string; label?: string };
    const built = JSON.parse(read("manifest.webmanifest")) as { screenshots: Shot[] };
    const { screenshots } = localizedManifest(built, locale) as { screenshots: Shot[] };
    expect(screenshots.map((s) => s.form_factor).sort()).toEqual(["narrow", "wide"]);
    const urls = precacheUrls();
    for (const shot of screenshots) {
      // Taken of the pages in that language (npm run screenshots), one file per language.
      expect(shot.src).toMatch(new RegExp(`^/screenshots/[\\w-]+\\.${locale}\\.webp$`));
      expect(shot.label, shot.src).toBeTruthy();
      const file = path.join(dist, shot.src);
      expect(existsSync(file), `${shot.src} is built (npm run screenshots makes it)`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect(`${width}x${height}`, shot.src).toBe(shot.sizes);
      expect(`image/${format}`, shot.src).toBe(shot.type);
      // Chromium's rules for the richer install sheet: each side 320 to 3840 px, the long side at most 2.3 times the short one.
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === "wide" ? width > height : height > width, `${shot.src} is ${shot.form_factor ?? "?"}`).toBe(true);
      expect(statSync(file).size, shot.src).toBeLessThan(150 * 1024);
      expect(urls).not.toContain(shot.src.replace(/^\//, ""));
    }
  });

  it("ships no source maps, and no file names a platform credential", () => {
    const all = files(dist);
    expect(all.filter((f) => f.endsWith(".map"))).toEqual([]);
    for (const file of all.filter((f) => /\.(js|html|webmanifest|json)$/.test(f))) {
      expect(read(file), file).not.toMatch(/PLATFORM_(SALT|MF_API_KEY|PANEL_API_TOKEN)|api_key|api_token|access_token/);
    }
  });
});
