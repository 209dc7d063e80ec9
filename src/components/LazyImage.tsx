import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { MediaWidth } from "../contract/media.js";
import { useMountedAfterHydration } from "../lib/hydration.js";
import { mediaSrcSet, mediaUrl } from "../lib/media.js";
import styles from "./LazyImage.module.css";

interface LazyImageProps {
  /** A media key from the site API; null shows `fallback` (or only the skeleton). */
  mediaKey: string | null;
  alt: string;
  width: number;
  height: number;
  /** `sizes` for the srcset: how wide the image is drawn. */
  sizes: string;
  /** The first screenful loads eagerly; everything else waits until near the viewport. */
  eager?: boolean;
  /** The page's largest image: fetched first, at high priority. */
  priority?: boolean;
  fallback?: string;
  minWidth?: MediaWidth;
  maxWidth?: MediaWidth;
  className?: string;
  fit?: "cover" | "contain";
}

/**
 * A load marks the frame instead of re-rendering: a filter over the talents list swaps its
 * covers at once, and a render per arriving photo would follow each. React leaves the attribute alone.
 */
function markLoaded(frame: HTMLElement | null): void {
  frame?.setAttribute("data-loaded", "");
}

/**
 * An image with its box reserved (width/height → aspect ratio, so nothing shifts)
 * and a skeleton shown while it loads, and instead of it if it fails.
 */
export function LazyImage({ mediaKey, alt, width, height, sizes, eager, priority, fallback, minWidth = 160, maxWidth = 1920, className, fit = "cover" }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  // Only an image the browser draws itself fades in. One the server sent shows as it arrives,
  // with or without JavaScript, and may have loaded before the page hydrated: its events are gone.
  const fades = useMountedAfterHydration();
  const frame = useRef<HTMLSpanElement>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) markLoaded(frame.current);
    else setFailed(true);
  }, []);
  const src = mediaKey ? mediaUrl(mediaKey, 640) : fallback;
  const style = { aspectRatio: `${width} / ${height}`, "--fit": fit } as CSSProperties;
  return (
    <span ref={frame} className={[styles.frame, styles.skeleton, className ?? ""].join(" ")} style={style}>
      {src && !failed && (
        <img
          // A priority image is the page's largest paint: it shows as soon as it decodes, not after a fade.
          ref={image}
          className={[styles.image, priority || !fades ? "" : styles.fade].join(" ")}
          src={src}
          srcSet={mediaKey ? mediaSrcSet(mediaKey, minWidth, maxWidth) : undefined}
          sizes={mediaKey ? sizes : undefined}
          alt={alt}
          width={width}
          height={height}
          loading={eager || priority ? "eager" : "lazy"}
          // Decoded with the frame that paints it: an async decode let the first card's cover,
          // already downloaded, wait for a later frame, behind the page's first scripts.
          decoding={priority ? "sync" : "async"}
          // The others of the first screen yield to it: on a slow link, each one fetched beside
          // it at the same priority takes its share of the bandwidth and delays its paint.
          fetchPriority={priority ? "high" : eager ? "low" : undefined}
          elementtiming={priority ? "largest-paint" : undefined}
          onLoad={() => markLoaded(frame.current)}
          onError={() => setFailed(true)}
        />
      )}
      {failed && <span className="visually-hidden">{alt}</span>}
    </span>
  );
}
