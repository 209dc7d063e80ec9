import { useMediaQuery } from "../../lib/use-media-query.js";
import type { KeenSliderInstance } from "keen-slider";
import { useEffect, useState, type RefObject } from "react";
import { whenIdle } from "../../lib/when-idle.js";

/** 5 s between slides, 2.5 s transitions. */
export const slideIntervalMs = 5000;
export const slideTransitionMs = 2500;

export interface HeroSlider {
  /** Null until keen-slider has loaded (the first slide shows without it). */
  slider: KeenSliderInstance | null;
  active: number;
}

/**
 * Turns the container's slides into a keen-slider. Its code is loaded after
 * the first render: the first slide (the page's largest paint) needs no
 * script, and nothing moves before the first 5 s have passed.
 */
export function useHeroSlider(container: RefObject<HTMLElement | null>, count: number, reducedMotion: boolean): HeroSlider {
  const [slider, setSlider] = useState<KeenSliderInstance | null>(null);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (count < 2) return;
    let instance: KeenSliderInstance | undefined;
    let cancelled = false;
    const load = () => {
      import("keen-slider")
        .then(({ default: KeenSlider }) => {
          const element = container.current;
          if (cancelled || !element) return;
          instance = new KeenSlider(element, {
            loop: true,
            defaultAnimation: { duration: reducedMotion ? 0 : slideTransitionMs },
            slideChanged: (s) => setActive(s.track.details.rel),
          });
          setSlider(instance);
        })
        // Without the slider code (offline, a missing chunk) the first slide simply stays.
        .catch(() => undefined);
    };
    // Loaded once the page is idle: the first slide is painting meanwhile, and nothing moves for 5 s anyway.
    const cancelWait = whenIdle(load, { timeout: 1500, fallback: 200 });
    return () => {
      cancelled = true;
      cancelWait();
      instance?.destroy();
      setSlider(null);
    };
  }, [container, count, reducedMotion]);

  return { slider, active };
}

/**
 * Advances the slider every 5 s after each transition ends, while `playing`;
 * never while the tab is hidden (it restarts the wait when the tab shows again).
 */
export function useAutoplay(slider: KeenSliderInstance | null, playing: boolean): void {
  useEffect(() => {
    if (!slider || !playing) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (!document.hidden) timer = setTimeout(() => slider.next(), slideIntervalMs);
    };
    slider.on("animationEnded", schedule);
    slider.on("dragStarted", stop);
    slider.on("dragEnded", schedule);
    document.addEventListener("visibilitychange", schedule);
    schedule();
    return () => {
      stop();
      slider.on("animationEnded", schedule, true);
      slider.on("dragStarted", stop, true);
      slider.on("dragEnded", schedule, true);
      document.removeEventListener("visibilitychange", schedule);
    };
  }, [slider, playing]);
}

/** Whether the visitor asked for reduced motion (no autoplay, no animated transitions). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
