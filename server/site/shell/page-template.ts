import { readFileSync } from "node:fs";
import path from "node:path";
import { perObject } from "../../../src/lib/per-object.js";
import { bootScript } from "./boot-script.js";
import { classesIn, PageStyles } from "./page-styles.js";

const stylesheetLink = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;
const styleMark = /<!--page-style-(\d+)-->/g;
const manifestLink = /\s*<link rel="manifest" href="([^"]+)"[^>]*>/;

export interface PageTemplate {
  html: string;
  /** The app's stylesheets, in the order index.html links them. */
  styles: PageStyles[];
}

/**
 * The built index.html as server-rendered pages are sent in it.
 *
 * - Each of the app's stylesheets is written into the head, cut to the rules
 *   the page's markup can use (see page-styles): the first paint waits for the
 *   HTML alone, and the HTML stays within the first round trip of a new
 *   connection. The boot script adds the whole stylesheets when it starts the
 *   app, for what the app draws later. The offline app shell (`/index.html`)
 *   keeps the links, which the service worker precaches.
 * - The app's entry is not fetched by the HTML itself: a small inline script
 *   at the end of the body starts it, with the page's chunks, once the page
 *   is painted and its largest image is in (see boot-script). `<!--app-chunks-->`
 *   marks where each page names its chunks.
 * - The web app manifest is linked by the boot script too: a browser fetches a
 *   linked manifest, and the icon it names, as the page loads, beside its
 *   largest image. Installing the app needs its code (the service worker) anyway.
 */
export function pageTemplate(template: string, distDir: string): PageTemplate {
  let entryFile = "";
  let manifestFile = "";
  const styles: PageStyles[] = [];
  const html = template
    .replace(stylesheetLink, (_link, file: string) => {
      styles.push(new PageStyles(`/${file}`, readFileSync(path.join(distDir, file), "utf8")));
      return `<!--page-style-${styles.length - 1}-->`;
    })
    .replace(manifestLink, (_link, href: string) => {
      manifestFile = href;
      return "";
    })
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_script, entry: string) => {
      entryFile = entry;
      return "";
    });
  if (!entryFile) throw new Error("The built index.html has no module script to start the app with.");
  const hrefs = styles.map((style) => style.href).join(" ");
  return {
    html: html.replace("</body>", () => `  <script data-entry="${entryFile}" data-styles="${hrefs}" data-manifest="${manifestFile}" data-chunks="<!--app-chunks-->">${bootScript}</script>\n  </body>`),
    styles,
  };
}

/** The classes in each piece of markup: a piece many pages share (a long list's cards) is read once. */
const classesOfPart = perObject((part: Uint8Array): ReadonlySet<string> => classesIn(part));

/**
 * Writes the stylesheets into the shell of a page made from the template: the
 * rules its markup (the shell's and the rendered `pageHtml`) can use, or every
 * rule for the bare app shell, which the browser renders on its own. Done
 * before the page's markup goes in, so the marks are looked for in the shell
 * alone and the markup, the bulk of a long list, is read once. A stylesheet
 * cannot close the element early, however it was written.
 */
export function withPageStyles(shell: string, template: PageTemplate, pageHtml: readonly Uint8Array[] | undefined): string {
  let classes: Set<string> | undefined;
  if (pageHtml !== undefined) {
    classes = classesIn(Buffer.from(shell));
    for (const part of pageHtml) for (const name of classesOfPart(part)) classes.add(name);
  }
  return shell.replace(styleMark, (_mark, index: string) => {
    const style = template.styles[Number(index)];
    if (!style) return "";
    const css = classes ? style.forClasses(classes) : style.css;
    return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}
