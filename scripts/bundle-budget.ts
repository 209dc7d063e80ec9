import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { featureOf, pageSources } from "../src/lib/page-sources.js";
import { routeNames, type RouteName } from "../src/lib/routes.js";

/** Design budget: gzipped JS on the critical path of any page's first load. */
export const budgetBytes = 90 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

export interface PageWeight {
  route: RouteName;
  files: string[];
  gzipBytes: number;
}

/**
 * What a first load of each page needs before it can hydrate: the entry chunk
 * and its static imports, the page's chunk and its static imports, and the
 * Portuguese catalogs of the shell and of the page. What a page loads lazily
 * (a menu, a download, parts that hydrate after it) is not counted: it arrives
 * after the page is up.
 */
export function measureCriticalPaths(distDir = "dist"): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The build has no entry chunk.");
  const shellCatalog = "locales/pt/messages.po";
  if (!manifest[shellCatalog]) throw new Error("The build has no Portuguese catalog.");
  const gzip = new Map<string, number>();
  const sizeOf = (file: string) => {
    const known = gzip.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzip.set(file, size);
    return size;
  };
  return routeNames.map((route) => {
    const keys = staticClosure(manifest, entry, new Set());
    const page = pageSources[route];
    if (!manifest[page]) throw new Error(`The build has no chunk for ${page}.`);
    staticClosure(manifest, page, keys);
    staticClosure(manifest, shellCatalog, keys);
    staticClosure(manifest, `locales/pt/${featureOf(route)}.po`, keys);
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
    return { route, files, gzipBytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const weights = measureCriticalPaths();
  for (const { route, gzipBytes, files } of weights) {
    const flag = gzipBytes > budgetBytes ? "  OVER BUDGET" : "";
    console.log(`${route.padEnd(20)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip in ${files.length} files${flag}`);
  }
  if (weights.some((w) => w.gzipBytes > budgetBytes)) process.exitCode = 1;
}
