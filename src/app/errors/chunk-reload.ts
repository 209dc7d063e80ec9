/**
 * After a deploy, an open tab may ask for route chunks that no longer exist.
 * Reloading fetches the new build; the guard (kept in sessionStorage, so it
 * survives the reload) allows this at most once a minute, never in a loop.
 */
export const reloadGuardMs = 60_000;
const guardKey = "passarela:chunk-reload-at";

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(`${error.name}: ${error.message}`);
}

/** Records a reload and answers true, unless one happened less than a minute ago. */
export function takeReloadSlot(storage: Pick<Storage, "getItem" | "setItem">, now = Date.now()): boolean {
  const last = Number(storage.getItem(guardKey) ?? 0);
  if (Number.isFinite(last) && now - last >= 0 && now - last < reloadGuardMs) return false;
  storage.setItem(guardKey, String(now));
  return true;
}

/** Reloads the page for a missing chunk when the guard allows; answers whether it did. */
export function reloadForMissingChunk(): boolean {
  // Offline, a chunk is missing because there is no network, not because of a deploy: reloading
  // would swap the page (and whatever the visitor was doing) for the browser's offline error.
  if (!navigator.onLine) return false;
  let allowed: boolean;
  try {
    allowed = takeReloadSlot(sessionStorage);
  } catch {
    allowed = false; // storage blocked: never risk a reload loop
  }
  if (allowed) window.location.reload();
  return allowed;
}
