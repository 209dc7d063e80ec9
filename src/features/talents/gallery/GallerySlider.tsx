import { useLingui } from "@lingui/react/macro";
import { useKeenSlider } from "keen-slider/react.es";
import "keen-slider/keen-slider.min.css";
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import buttons from "../../../components/buttons.module.css";
import { Loader } from "../../../components/Loader.js";
import { useMountedAfterHydration } from "../../../lib/hydration.js";
import styles from "./Gallery.module.css";
import { rememberedPhoto, rememberPhoto } from "./slide-memory.js";
import { pairSlides, type GalleryItem } from "./slides.js";
import { SlideMedia } from "./SlideMedia.js";

interface GallerySliderProps {
  /** The gallery's type: where the visitor left it is kept under it (see slide-memory). */
  gallery: string;
  items: readonly GalleryItem[];
  /** From 1024 px: portraits in pairs. */
  wide: boolean;
  /** The gallery's name ("Portfolio"), for the carousel and its images. */
  label: string;
  talentName: string;
}

/** The loader stays 500 ms after the first image or video has loaded. */
const loaderDelayMs = 500;
/** An embed that never answers (offline) must not keep the loader up. */
const loaderTimeoutMs = 8000;

const arrow = `${buttons.icon} ${styles.arrow}`;

/** The index, among the gallery's photos, of a slide's first one. */
const firstPhotoOf = (slides: readonly (readonly GalleryItem[])[], slide: number) => slides.slice(0, slide).reduce((count, group) => count + group.length, 0);

/** The slide that shows a photo (the last one, if the gallery has fewer photos now). */
function slideOfPhoto(slides: readonly (readonly GalleryItem[])[], photo: number): number {
  let first = 0;
  for (const [slide, group] of slides.entries()) {
    if (photo < first + group.length) return slide;
    first += group.length;
  }
  return Math.max(0, slides.length - 1);
}

const reducedMotion = () => typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The gallery carousel (keen-slider): swipe, arrows and the keyboard move it;
 * slides are labelled "n of m" and only the one in view is reachable.
 */
export function GallerySlider({ gallery, items, wide, label, talentName }: GallerySliderProps) {
  const { t } = useLingui();
  const slides = useMemo(() => pairSlides(items, wide), [items, wide]);
  // Back to a profile opened in the app, the gallery opens where the visitor left it; one hydrated
  // from the server's HTML starts where that does, on the first slide.
  const openedInApp = useMountedAfterHydration();
  const [start] = useState(() => (openedInApp ? slideOfPhoto(slides, rememberedPhoto(gallery)) : 0));
  const [current, setCurrent] = useState(start);
  const [settled, setSettled] = useState(false);
  const [ready, setReady] = useState(false);
  // Where the last arrow or key sent the slider, until its animation ends: keen-slider's
  // own animator only says so from the next frame, so a quick second press would be lost.
  const heading = useRef<number | null>(null);
  // Swipes and drags answer once keen-slider has taken over the server's markup.
  const [live, setLive] = useState(false);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial: start,
    defaultAnimation: { duration: reducedMotion() ? 0 : 500 },
    created() {
      setLive(true);
    },
    destroyed() {
      setLive(false);
    },
    slideChanged(instance) {
      const slide = instance.track.details.rel;
      setCurrent(slide);
      rememberPhoto(gallery, firstPhotoOf(slides, slide));
    },
    animationEnded() {
      heading.current = null;
    },
    dragStarted() {
      heading.current = null;
    },
  });

  const onSettled = useCallback(() => setSettled(true), []);
  // A server-rendered slider's first images may have loaded before React listened for it.
  const viewport = useRef<HTMLDivElement | null>(null);
  // keen-slider measures every slide and binds its listeners as it is made: in a task of its own
  // after React's commit, which already holds the gallery's hydration, so neither is a long task on
  // a slow phone. An arrow or a key used in between makes it at once.
  const unbuilt = useRef<HTMLDivElement | null>(null);
  const build = useCallback(() => {
    const element = unbuilt.current;
    unbuilt.current = null;
    if (element) sliderRef(element);
  }, [sliderRef]);
  // One callback for both refs: a new one each render would make keen-slider rebuild itself.
  const viewportRef = useCallback(
    (element: HTMLDivElement | null) => {
      viewport.current = element;
      unbuilt.current = element;
      if (element) setTimeout(build, 0);
      else sliderRef(null);
    },
    [sliderRef, build],
  );
  useEffect(() => {
    const first = viewport.current?.querySelector(":scope > * img, :scope > * video");
    if (first instanceof HTMLImageElement ? first.complete : first instanceof HTMLVideoElement && first.readyState >= 2) onSettled();
  }, [onSettled]);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), settled ? loaderDelayMs : loaderTimeoutMs);
    return () => clearTimeout(timer);
  }, [settled]);

  const last = slides.length - 1;
  const go = (index: number) => {
    const to = Math.max(0, Math.min(last, index));
    heading.current = to;
    build();
    slider.current?.moveToIdx(to);
  };
  // Steps count from where a running move is heading, so quick presses are not lost.
  const step = (delta: number) => {
    build();
    go((heading.current ?? slider.current?.track.details.rel ?? current) + delta);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as Element).closest("video, iframe")) return;
    const moves: Record<string, () => void> = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => go(0), End: () => go(last) };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const total = items.length;
  const count = slides.length;
  let photo = 0;
  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={t`carrossel`}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-layout={wide ? "wide" : "narrow"}
      data-slider={live ? "live" : "static"}
    >
      <div className={styles.stage}>
      <div
        ref={viewportRef}
        className={`keen-slider ${styles.viewport}`}
        // A mouse drag is the slider's: the browser's own drag of the photo under it would take the moves away.
        onDragStart={(event) => event.preventDefault()}
        // Not a tab stop: it has no name or role of its own; the arrow keys work from the buttons below.
        aria-live="polite"
      >
        {slides.map((group, index) => {
          const active = index === current;
          const position = index + 1;
          return (
            <div
              key={index}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} de ${count}`}
              aria-hidden={!active}
              inert={!active}
            >
              {group.map((item, side) => {
                photo++;
                return (
                  <SlideMedia
                    key={side}
                    item={item}
                    active={active}
                    first={index === start}
                    side={group.length === 2 ? (side === 0 ? "left" : "right") : null}
                    alt={t`${talentName}, ${label} ${photo} de ${total}`}
                    onSettled={onSettled}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
      {!ready && (
        // Without JavaScript nothing would ever clear it: the photos show as they come.
        <div className={styles.loading} data-needs-js>
          <Loader label={t`Carregando a galeria`} />
        </div>
      )}
      </div>
      {slides.length > 1 && (
        // At either end an arrow says it cannot go on but keeps the focus (`disabled` would drop it to the page); `go` stops there.
        <div className={styles.controls} data-needs-js>
          <button type="button" className={arrow} aria-label={t`Anterior`} aria-disabled={current === 0 || undefined} onClick={() => step(-1)}>
            <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <p className={styles.counter} aria-hidden="true">
            {current + 1} / {slides.length}
          </p>
          <button type="button" className={arrow} aria-label={t`Próxima`} aria-disabled={current === last || undefined} onClick={() => step(1)}>
            <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
