import { useEffect, useRef } from "react";
import type { Slide } from "../../contract/site-api.js";
import { desktopSlideShape, desktopSlideSources, mobileSlideQuery, mobileSlideShape, mobileSlideSources, slideSizes } from "../../lib/lcp-images.js";
import { platformTextLang } from "../../lib/i18n-tags.js";
import { mediaUrl, videoUrl } from "../../lib/media.js";
import styles from "./HeroSlider.module.css";

interface HeroSlideProps {
  slide: Slide;
  /** The first slide is the page's largest paint: loaded first, at high priority. */
  first: boolean;
  active: boolean;
  /** Slides next to the active one load ahead; farther ones wait until they come near. */
  near: boolean;
  /** Whether moving content may play (not paused, no reduced motion). */
  playing: boolean;
}

function ImageSlide({ slide, first }: { slide: Extract<Slide, { kind: "image" }>; first: boolean }) {
  const desktop = desktopSlideSources(slide.desktop.src);
  const mobile = slide.mobile ? mobileSlideSources(slide.mobile.src) : null;
  return (
    <picture>
      {mobile && slide.mobile && (
        <source
          media={mobileSlideQuery}
          srcSet={mobile.srcSet}
          sizes={slideSizes(slide.mobile, mobileSlideShape)}
          width={slide.mobile.width ?? mobileSlideShape.width}
          height={slide.mobile.height ?? mobileSlideShape.height}
        />
      )}
      <img
        className={styles.media}
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes={slideSizes(slide.desktop, desktopSlideShape)}
        width={slide.desktop.width ?? 1920}
        height={slide.desktop.height ?? 1080}
        alt={slide.description ?? ""}
        // The platform writes its descriptions in Portuguese, whatever the page's language.
        lang={platformTextLang}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "low"}
        elementtiming={first ? "largest-paint" : undefined}
        // The browser may show the logo and texts over it before this large picture is decoded,
        // instead of holding the whole first frame for it.
        decoding="async"
      />
    </picture>
  );
}

/** A video file from the media host: muted and inline, playing only while its slide shows. */
function FileVideo({ slide, active, playing }: { slide: Extract<Slide, { kind: "video" }>; active: boolean; playing: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    // play() rejects when the browser refuses autoplay: the poster (or first frame) stays.
    if (active && playing) element.play().catch(() => undefined);
    else element.pause();
  }, [active, playing]);
  return (
    <video
      ref={video}
      className={styles.media}
      src={videoUrl(slide.src)}
      poster={slide.poster ? mediaUrl(slide.poster, 1280) : undefined}
      muted
      loop
      playsInline
      preload={active ? "auto" : "none"}
      aria-label={slide.description ?? undefined}
      lang={platformTextLang}
    />
  );
}

function embedUrl(slide: Extract<Slide, { kind: "video" }>): string {
  const id = encodeURIComponent(slide.src);
  return slide.source === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&controls=0&loop=1&playlist=${id}&playsinline=1&rel=0`
    : `https://player.vimeo.com/video/${id}?autoplay=1&muted=1&background=1`;
}

export function HeroSlide({ slide, first, active, near, playing }: HeroSlideProps) {
  if (slide.kind === "image") return near ? <ImageSlide slide={slide} first={first} /> : null;
  if (slide.source === "file") return near ? <FileVideo slide={slide} active={active} playing={playing} /> : null;
  // A player is a whole page of third-party code: it exists only while its slide shows and may play.
  return active && playing ? (
    <iframe
      className={styles.player}
      src={embedUrl(slide)}
      title={slide.description ?? slide.source}
      lang={platformTextLang}
      allow="autoplay; encrypted-media; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      tabIndex={-1}
    />
  ) : null;
}
