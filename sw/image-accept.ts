/**
 * The Accept header this browser sends for images, as last seen on a /media
 * request. The server picks AVIF, WebP or JPEG from it, so the warm-up must
 * ask as the browser would: a browser without AVIF must not be given AVIF
 * from the cache. Until one is seen, WebP (every browser with a service
 * worker and the Cache API but the oldest Safari) with JPEG after it.
 */
let seen: string | null = null;

export function noteImageAccept(request: Request): void {
  const accept = request.headers.get("accept");
  if (accept?.includes("image/")) seen = accept;
}

export function imageAccept(): string {
  return seen ?? "image/webp,image/jpeg;q=0.9,*/*;q=0.5";
}
