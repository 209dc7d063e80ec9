import { manifestTexts, screenshotSrc } from "../server/site/shell/web-manifest.js";

/**
 * The web manifest's screenshots: what the install sheet shows of the site.
 * vite.config.ts declares them; `npm run screenshots` (scripts/screenshots.ts)
 * takes each one at its size from its page in every language, into
 * public/screenshots/ (`screenshotSrc` names the files).
 */
export interface ManifestScreenshot {
  /** The file's name, before its language. */
  name: string;
  /** Pixels of the file, "WIDTHxHEIGHT". */
  sizes: string;
  type: "image/webp";
  form_factor: "narrow" | "wide";
  /** The page it shows, and the screen's pixel ratio (the viewport is the size divided by it). */
  route: "home" | "talents";
  deviceScaleFactor: number;
}

export const manifestScreenshots: ManifestScreenshot[] = [
  { name: "home-phone", sizes: "720x1560", type: "image/webp", form_factor: "narrow", route: "home", deviceScaleFactor: 2 },
  { name: "talents-computer", sizes: "1280x800", type: "image/webp", form_factor: "wide", route: "talents", deviceScaleFactor: 1 },
];

/** The manifest's own fields, with absolute paths, and the labels screen readers say on the install sheet (in Portuguese: the built manifest's language). */
export const screenshotsForManifest = () =>
  manifestScreenshots.map(({ name, sizes, type, form_factor }, index) => ({ src: screenshotSrc(name, "pt"), sizes, type, form_factor, label: manifestTexts.pt.screenshotLabels[index] ?? "" }));
