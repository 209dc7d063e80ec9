import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RenderPage } from "../../../src/lib/render-contract.js";

/** Where `vite build --ssr` writes the app's renderer, inside the built app's folder (never served: dot folders are not). */
export const rendererFile = (distDir: string) => path.join(distDir, ".ssr", "entry-server.js");

/** The app's renderer for this build, or null when the build has none (pages are then the bare app shell). */
export async function loadRenderer(distDir: string): Promise<RenderPage | null> {
  const file = rendererFile(distDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  if (typeof module.renderPage !== "function") throw new Error(`${file} does not export renderPage: rebuild the app with \`npm run build\`.`);
  return module.renderPage;
}
