import { manifestTexts } from "../server/site/shell/web-manifest.js";

/**
 * The web manifest's screenshots: what the install sheet shows of the site.
 * vite.config.ts declares them; `npm run screenshots` (scripts/screenshots.ts)
 * takes them at these sizes from these pages, into public/screenshots/.
 */
export interface ManifestScreenshot {
  src: string;
  /** Pixels of the file, "WIDTHxHEIGHT". */
  sizes: string;
  type: "image/webp";
  form_factor: "narrow" | "wide";
  /** The page it shows, and the screen's pixel ratio (the viewport is the size divided by it). */
  page: string;
  deviceScaleFactor: number;
}

export const manifestScreenshots: ManifestScreenshot[] = [
  {
    src: "screenshots/inicio-celular.webp",
    sizes: "720x1560",
    type: "image/webp",
    form_factor: "narrow",
    page: "/",
    deviceScaleFactor: 2,
  },
  {
    src: "screenshots/modelos-computador.webp",
    sizes: "1280x800",
    type: "image/webp",
    form_factor: "wide",
    page: "/modelos",
    deviceScaleFactor: 1,
  },
];

/** The manifest's own fields, with absolute paths, and the labels screen readers say on the install sheet (in Portuguese: the built manifest's language). */
export const screenshotsForManifest = () =>
  manifestScreenshots.map(({ src, sizes, type, form_factor }, index) => ({ src: `/${src}`, sizes, type, form_factor, label: manifestTexts.pt.screenshotLabels[index] ?? "" }));
