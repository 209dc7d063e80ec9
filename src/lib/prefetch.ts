import type { RouteName } from "./routes.js";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function currentConnection(): NetworkInformation | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Prefetching wastes a slow or metered connection: not on 2g, not with save-data, and not offline. */
export function canPrefetch(connection = currentConnection()): boolean {
  // Some runtimes (tests) have a navigator without onLine: only a browser saying "offline" counts.
  if (typeof navigator !== "undefined" && (navigator as { onLine?: boolean }).onLine === false) return false;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? "").includes("2g");
}

const preloaders = new Map<RouteName, () => Promise<unknown>>();
const started = new Set<RouteName>();

/** The app registers how to load each route's chunk; shared links only name routes. */
export function registerPreloaders(entries: Partial<Record<RouteName, () => Promise<unknown>>>): void {
  for (const [name, load] of Object.entries(entries) as [RouteName, () => Promise<unknown>][]) preloaders.set(name, load);
}

export function prefetchRoute(name: RouteName): void {
  if (started.has(name) || !canPrefetch()) return;
  const load = preloaders.get(name);
  if (!load) return;
  started.add(name);
  // A failed prefetch is retried on the next hover; the navigation itself reports errors.
  load().catch(() => started.delete(name));
}
