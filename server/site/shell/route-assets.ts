import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { featureOf, pageSources } from "../../../src/lib/page-sources.js";
import type { Locale, RouteName } from "../../../src/lib/routes.js";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteAssets {
  /** Chunks to modulepreload: the page's own and its imports, and the language's catalogs (shell and page). */
  scripts: string[];
  /** The page's stylesheets. */
  styles: string[];
}

export type RouteAssetsOf = (route: RouteName | null, locale: Locale) => RouteAssets;

const none: RouteAssets = { scripts: [], styles: [] };

/**
 * What a first load of each page fetches after the entry chunk, read from the
 * build manifest: the entry's own imports (the shell), the page's chunk and
 * its imports, and the language's catalogs. Named in the HTML, these arrive
 * with the entry instead of one round trip after another (entry → shell →
 * catalog → page chunk). The build itself writes no preloads (see vite.config).
 */
export function loadRouteAssets(distDir: string): RouteAssetsOf {
  const file = path.join(distDir, ".vite", "manifest.json");
  if (!existsSync(file)) return () => none;
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const next of manifest[key].imports ?? []) closure(next, into);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const assetsOf = (keys: string[]): RouteAssets => {
    const chunks = entry ? closure(entry) : new Set<string>();
    for (const key of keys) closure(key, chunks);
    // The entry is the page's <script> itself.
    const own = [...chunks].filter((key) => key !== entry);
    return {
      scripts: own.map((key) => `/${manifest[key]?.file ?? key}`),
      styles: [...new Set(own.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `/${css}`),
    };
  };
  const cache = new Map<string, RouteAssets>();
  return (route, locale) => {
    const id = `${route ?? ""}:${locale}`;
    let assets = cache.get(id);
    if (!assets) {
      assets = assetsOf([`locales/${locale}/messages.po`, ...(route ? [pageSources[route], `locales/${locale}/${featureOf(route)}.po`] : [])]);
      cache.set(id, assets);
    }
    return assets;
  };
}
