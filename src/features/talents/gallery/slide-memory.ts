/** The app's history entries hold objects (wouter's navigate, the talents list's letter) or nothing. */
type EntryState = { slides?: { page?: unknown; at?: Record<string, unknown> } } | null;

/**
 * The page load this document is (its start time): an entry written by another one (before a
 * reload, or by a page left for another site) is not this visit's, and the gallery starts on its
 * first photo, as the server draws it.
 */
const thisPage = Math.round(performance.timeOrigin);

/**
 * The photo a profile's gallery was showing, kept in the profile's history
 * entry: Back from another page of the app finds the gallery where the visitor
 * left it. Kept as the index of the slide's first photo, not the slide's:
 * portraits are paired from 1024 px, so the same photo is on another slide at
 * another width.
 */
export function rememberedPhoto(gallery: string): number {
  const slides = (window.history.state as EntryState)?.slides;
  const photo = slides?.page === thisPage ? slides.at?.[gallery] : undefined;
  return typeof photo === "number" && Number.isInteger(photo) && photo >= 0 ? photo : 0;
}

export function rememberPhoto(gallery: string, photo: number): void {
  const state = window.history.state as EntryState;
  if (rememberedPhoto(gallery) === photo) return;
  const at = state?.slides?.page === thisPage ? state.slides.at : undefined;
  try {
    window.history.replaceState({ ...state, slides: { page: thisPage, at: { ...at, [gallery]: photo } } }, "");
  } catch {
    // Too many history writes in a short time (Safari throws past about 100 in 10 s): this photo is not kept.
  }
}
