import { useLingui } from "@lingui/react/macro";
import { galleryPhotoSources } from "../../../lib/lcp-images.js";
import { mediaUrl, videoUrl } from "../../../lib/media.js";
import styles from "./Gallery.module.css";
import { GalleryImage } from "./GalleryImage.js";
import { videoPosterWidth, type GalleryItem } from "./slides.js";

interface SlideMediaProps {
  item: GalleryItem;
  /** The slide is in view: only then do videos play and embeds load. */
  active: boolean;
  /** The images of the slide the gallery opens on load first, at high priority. */
  first: boolean;
  /** Shares its slide with another portrait: drawn at half width, hugging the gutter. */
  side: "left" | "right" | null;
  alt: string;
  onSettled: () => void;
}

const noop = () => undefined;

const embedUrl = (source: "youtube" | "vimeo", id: string) =>
  source === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&mute=1&playsinline=1`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&muted=1`;

/** One image or video of a slide. */
export function SlideMedia({ item, active, first, side, alt, onSettled }: SlideMediaProps) {
  const { t } = useLingui();
  const sideClass = side === "left" ? styles.hugRight : side === "right" ? styles.hugLeft : "";

  if (item.kind === "image") {
    // The server preloads the first one with these very sources (lib/lcp-images.ts).
    const sources = galleryPhotoSources(item);
    return (
      <GalleryImage
        className={[styles.media, sideClass].join(" ")}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.sizes}
        width={item.width}
        height={item.height}
        alt={alt}
        loading={first ? "eager" : "lazy"}
        // The next slides sit beside the first, where the browser may count them as in view
        // and fetch them as urgently: they yield to it, as the home's later slides do.
        fetchPriority={first ? "high" : "low"}
        elementtiming={first ? "largest-paint" : undefined}
        // The first is the page's largest paint: decoded with the frame that paints it (see LazyImage).
        decoding={first ? "sync" : "async"}
        onSettled={onSettled}
      />
    );
  }

  if (item.source === "file") {
    const poster = item.poster ? mediaUrl(item.poster, videoPosterWidth) : undefined;
    if (!active) {
      return poster ? (
        <GalleryImage className={styles.media} src={poster} alt={alt} loading="lazy" decoding="async" onSettled={noop} />
      ) : (
        <span className={styles.videoPlaceholder} />
      );
    }
    return (
      <video
        className={styles.media}
        src={videoUrl(item.src)}
        poster={poster}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        aria-label={alt}
        autoPlay
        muted
        playsInline
        loop
        controls
        preload="metadata"
        onLoadedData={onSettled}
        onError={onSettled}
      />
    );
  }

  // Third-party players load only when their slide is shown.
  if (!active) return <span className={styles.videoPlaceholder} />;
  return (
    <iframe
      className={styles.embed}
      src={embedUrl(item.source, item.id)}
      title={item.source === "youtube" ? t`${alt} (YouTube)` : t`${alt} (Vimeo)`}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onSettled}
    />
  );
}
