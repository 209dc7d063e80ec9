/** Builds absolute platform URLs for stored media paths (e.g. `talents/12/hr/book-1.jpg`). */
export type MediaUrl = (storedPath: string | null) => string | null;

/** `publicUrl` is read on each call: a platform listening on port 0 learns its URL only after it starts. */
export function mediaUrlFor(publicUrl: () => string): MediaUrl {
  return (storedPath) => (storedPath ? `${publicUrl().replace(/\/$/, "")}/storage/${storedPath}` : null);
}
