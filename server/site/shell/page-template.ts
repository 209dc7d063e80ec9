import { readFileSync } from "node:fs";
import path from "node:path";
import { bootScript } from "./boot-script.js";

const stylesheetLink = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The built index.html as server-rendered pages are sent in it.
 *
 * - The app's one stylesheet is written into the head: the first paint waits
 *   for the HTML alone, not for a stylesheet request after it. The offline app
 *   shell (`/index.html`) keeps the link, which the service worker precaches.
 * - The app's entry is not fetched by the HTML itself: a small inline script
 *   at the end of the body starts it, with the page's chunks, once the page
 *   is painted and its largest image is in (see boot-script). `<!--app-chunks-->`
 *   marks where each page names its chunks.
 */
export function pageTemplate(template: string, distDir: string): string {
  let entryFile = "";
  const page = template
    .replace(stylesheetLink, (_link, file: string) => {
      // A stylesheet cannot close the element early, however it was written.
      const css = readFileSync(path.join(distDir, file), "utf8").replace(/<\/style/gi, "<\\/style");
      return `<style>${css}</style>`;
    })
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_script, entry: string) => {
      entryFile = entry;
      return "";
    });
  if (!entryFile) throw new Error("The built index.html has no module script to start the app with.");
  return page.replace("</body>", () => `  <script data-entry="${entryFile}" data-chunks="<!--app-chunks-->">${bootScript}</script>\n  </body>`);
}
