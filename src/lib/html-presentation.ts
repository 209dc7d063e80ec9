import { mediaSrcSet } from "./media.js";
import { parseMediaPath } from "./media-paths.js";

/**
 * How sanitised CMS HTML is shown on the site: it changes no markup the policy
 * decides on (html-policy.ts), only sizes, loading and where links open.
 */
export interface PresentationOptions {
  /** The site's origin: links elsewhere open in a new tab. */
  origin: string;
  /** The about page shrinks the CMS's inline sizes: 26px → 20px, 18px → 16px. */
  scaleFontSizes?: boolean;
  /** `sizes` of content images, for the srcset built from their `/media` URL. */
  imageSizes?: string;
}

const scaledFontSizes: Record<number, number> = { 26: 20, 18: 16 };

/** "26px" → "20px", "18px" → "16px" (also "26.0px"); other sizes are kept. */
export function scaleFontSize(value: string): string {
  const match = /^\s*(\d+(?:\.\d+)?)px\s*$/i.exec(value);
  const scaled = match ? scaledFontSizes[Number(match[1])] : undefined;
  return scaled === undefined ? value : `${scaled}px`;
}

function isExternal(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== origin;
  } catch {
    return false;
  }
}

/** Scales the inline font sizes of a style the policy has already reduced to `property: value; …`. */
function scaleStyle(element: Element): void {
  const style = element.getAttribute("style") ?? "";
  const scaled = style.replace(/(^|; )font-size: ([^;]+)/g, (_, start: string, value: string) => `${start}font-size: ${scaleFontSize(value)}`);
  if (scaled !== style) element.setAttribute("style", scaled);
}

/** Applies the site's presentation to sanitised CMS HTML, in place. */
export function presentHtml(root: ParentNode, options: PresentationOptions): void {
  if (options.scaleFontSizes) for (const element of root.querySelectorAll("[style]")) scaleStyle(element);
  for (const link of root.querySelectorAll("a")) {
    const href = link.getAttribute("href");
    if (href && isExternal(href, options.origin)) link.setAttribute("target", "_blank");
    else link.removeAttribute("target");
  }
  for (const image of root.querySelectorAll("img")) {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
    const key = parseMediaPath(image.getAttribute("src") ?? "")?.key;
    if (key) {
      image.setAttribute("srcset", mediaSrcSet(key, 320, 1280));
      image.setAttribute("sizes", options.imageSizes ?? "100vw");
    }
  }
  for (const frame of root.querySelectorAll("iframe")) {
    frame.setAttribute("loading", "lazy");
    if (!frame.getAttribute("title")) frame.setAttribute("title", "Video");
  }
}
