import { useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { galleryPhotoSources } from "../../../lib/lcp-images.js";
import { mediaUrl, videoUrl } from "../../../lib/media.js";
import { onlineAtom } from "../../../state/pwa.js";
import styles from "./Gallery.module.css";
import { videoPosterWidth, type GalleryItem } from "./slides.js";

interface SlideMediaProps {
  item: GalleryItem;
  /** The slide is in view: only then do videos play and embeds load. */
  active: boolean;
  /** The first slide's images load first, at high priority. */
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

/**
 * A gallery picture, or, when it cannot be had (offline and never kept on this
 * device, most often), a box of the same place that says so: never the
 * browser's broken image. Back online, the picture is asked for again.
 */
function GalleryImage({ alt, onSettled, ...image }: ImgHTMLAttributes<HTMLImageElement> & { alt: string; onSettled: () => void }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const element = useRef<HTMLImageElement>(null);
  // A server-rendered picture may have failed before the page hydrated: its error event is gone.
  useEffect(() => {
    const img = element.current;
    if (img?.complete && img.currentSrc && img.naturalWidth === 0) setFailed(true);
  }, []);
  // Only the connection coming back is worth another try; a picture that fails online stays a placeholder.
  const wasOnline = useRef(online);
  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (!reconnected) return;
    setFailed(false);
    setAttempt((n) => n + 1);
  }, [online]);
  if (failed) {
    const message = online ? t`Não foi possível carregar esta foto.` : t`Foto não salva neste aparelho. Ela aparece quando a conexão voltar.`;
    return (
      <span className={[styles.missing, image.className ?? ""].join(" ")} role="img" aria-label={`${alt}: ${message}`} data-testid="missing-photo">
        <span aria-hidden="true">{message}</span>
      </span>
    );
  }
  return (
    <img
      key={attempt}
      ref={element}
      {...image}
      alt={alt}
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled();
      }}
    />
  );
}

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
        fetchPriority={first ? "high" : undefined}
        decoding="async"
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
