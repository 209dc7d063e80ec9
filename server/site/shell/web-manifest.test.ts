import { describe, expect, it } from "vitest";
import { manifestScreenshots } from "../../../scripts/manifest-screenshots.js";
import { locales, resolvePath } from "../../../src/lib/routes.js";
import { localizedManifest, manifestTexts } from "./web-manifest.js";

const built = {
  id: "/",
  start_url: "/",
  icons: [{ src: "/icons/icon-192.png" }],
  shortcuts: [
    { name: "Modelos", url: "/modelos" },
    { name: "Seja um modelo", url: "/seja-um-modelo" },
  ],
  screenshots: manifestScreenshots.map(() => ({ label: "" })),
};

describe("the web app manifest in each language", () => {
  it.each(locales)("%s: opens on its home page, its shortcuts lead to pages of that language, and every screenshot has a label", (locale) => {
    const manifest = localizedManifest(built, locale);
    expect(resolvePath(manifest.start_url ?? "")).toMatchObject({ kind: "route", match: { name: "home", locale } });
    expect(manifest.shortcuts?.map((shortcut) => resolvePath(shortcut.url))).toMatchObject([
      { kind: "route", match: { name: "talents", locale } },
      { kind: "route", match: { name: "getscouted", locale } },
    ]);
    expect(manifestTexts[locale].screenshotLabels).toHaveLength(manifestScreenshots.length);
    expect(manifest.screenshots?.every((shot) => typeof shot.label === "string" && shot.label.length > 0)).toBe(true);
    expect(manifest.icons).toEqual(built.icons);
  });
});
