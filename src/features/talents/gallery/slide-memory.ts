/** The app's history entries hold objects (wouter's navigate, the talents list's letter) or nothing. */
type EntryState = { slides?: Record<string, unknown> } | null;

/**
 * The photo a profile's gallery was showing, kept in the profile's history
 * entry: Back from another page finds the gallery where the visitor left it.
 * Kept as the index of the slide's first photo, not the slide's: portraits are
 * paired from 1024 px, so the same photo is on another slide at another width.
 */
export function rememberedPhoto(gallery: string): number {
  const photo = (window.history.state as EntryState)?.slides?.[gallery];
  return typeof photo === "number" && Number.isInteger(photo) && photo >= 0 ? photo : 0;
}

export function rememberPhoto(gallery: string, photo: number): void {
  const state = window.history.state as EntryState;
  if ((state?.slides?.[gallery] ?? 0) === photo) return;
  try {
    window.history.replaceState({ ...state, slides: { ...state?.slides, [gallery]: photo } }, "");
  } catch {
    // Too many history writes in a short time (Safari throws past about 100 in 10 s): this photo is not kept.
  }
}
