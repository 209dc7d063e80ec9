import { readFileSync } from "node:fs";
import path from "node:path";

const stylesheetLink = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The built index.html as server-rendered pages are sent in it.
 *
 * - The app's one stylesheet is written into the head: the first paint waits
 *   for the HTML alone, not for a stylesheet request after it. The offline app
 *   shell (`/index.html`) keeps the link, which the service worker precaches.
 * - The app's scripts are fetched at low priority: the page is already drawn
 *   from the HTML, so its images (the largest paint) go first.
 */
export function pageTemplate(template: string, distDir: string): string {
  return template
    .replace(stylesheetLink, (_link, file: string) => {
      // A stylesheet cannot close the element early, however it was written.
      const css = readFileSync(path.join(distDir, file), "utf8").replace(/<\/style/gi, "<\\/style");
      return `<style>${css}</style>`;
    })
    .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}
