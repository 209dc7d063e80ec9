/**
 * The gallery list's address for "load more" without JavaScript:
 * `/galeria?pagina=3` shows pages 1 to 3. A longer run shows its last
 * {@link galleryPagesAtOnce} pages, so one address never asks the platform
 * for more than that.
 */
export const galleryPageParam = "pagina";
export const galleryPagesAtOnce = 20;
/** The last page the site API's list answers (`/api/posts?page=`): an address asking for more asks for that one. */
export const lastListPage = 10_000;

/** The last page an address shows (`?pagina=`; 1 when it names none). */
export function lastGalleryPageOf(search: URLSearchParams): number {
  const text = search.get(galleryPageParam) ?? "";
  return /^\d+$/.test(text) ? Math.min(Math.max(1, Number(text)), lastListPage) : 1;
}

/** The pages shown up to `last`, first to last. */
export function galleryPagesTo(last: number): number[] {
  const first = Math.max(1, last - galleryPagesAtOnce + 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The pages an address shows, first to last. */
export const galleryPagesOf = (search: URLSearchParams): number[] => galleryPagesTo(lastGalleryPageOf(search));
