import { galleryPageParam } from "../../lib/gallery-pages.js";

/** The app's history entries hold objects (wouter's navigate, the app's own memories) or nothing. */
type EntryState = Record<string, unknown> | null;

/** How far the list was grown in the app: the first page it shows, and the last, which its address names. */
export interface Growth {
  first: number;
  last: number;
}

/** This page load. What an earlier one remembered is not this app's: after a reload, the server rendered the list anew. */
const thisLoad = typeof performance === "undefined" ? 0 : performance.timeOrigin;

const isPage = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 1;

/**
 * How far the list was grown in the app, from its history entry (none on the
 * server, and none on the first render after a load, which the server made).
 * An address shows its last 20 pages at most: the growth keeps the pages above
 * the reader when the list grows past them, and finds them again on Back from a post.
 */
export function rememberedGrowth(): Growth | null {
  if (typeof window === "undefined") return null;
  const saved = (window.history.state as EntryState)?.galleryGrowth as { first?: unknown; last?: unknown; load?: unknown } | undefined;
  if (!saved || saved.load !== thisLoad || !isPage(saved.first) || !isPage(saved.last) || saved.first > saved.last) return null;
  return { first: saved.first, last: saved.last };
}

/**
 * Writes the list's new address in place (`?pagina=N`), with how far it goes, in
 * the same history entry: the scroll position stays (see ScrollManager).
 */
export function rewriteAddress(growth: Growth): void {
  const state = window.history.state as EntryState;
  window.history.replaceState({ ...state, keepScroll: true, galleryGrowth: { ...growth, load: thisLoad } }, "", `?${galleryPageParam}=${growth.last}`);
}
