import { useLingui } from "@lingui/react/macro";
import buttons from "../../components/buttons.module.css";
import { useAtomValue } from "../../state/store.js";
import "keen-slider/keen-slider.min.css";
import { useRef, useState } from "react";
import { homeSlidesAtom } from "./api/slides.js";
import { HeroSlide } from "./HeroSlide.js";
import styles from "./HeroSlider.module.css";
import { ChevronIcon, PauseIcon, PlayIcon } from "./icons.js";
import { useAutoplay, useHeroSlider, usePrefersReducedMotion } from "./useHeroSlider.js";

const control = `${buttons.icon} ${styles.control}`;

/**
 * The home hero: a carousel of image and video slides. It loops and
 * advances on its own when there is more than one slide; a visible button
 * pauses it (WCAG 2.2.2), as do keyboard focus inside it and reduced motion.
 */
export function HeroSlider() {
  const { t } = useLingui();
  const { slides } = useAtomValue(homeSlidesAtom);
  const container = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState<boolean | null>(null);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const { slider, active } = useHeroSlider(container, slides.length, reducedMotion);
  // Until the visitor chooses, reduced motion means paused.
  const userPaused = paused ?? reducedMotion;
  const playing = !userPaused && !keyboardInside;
  useAutoplay(slider, playing);

  // A slide's media mounts once it is next to the active one, and then stays (no reload when it comes back).
  // Until the slider runs (and in the server's HTML) only the first slide is drawn: the others
  // cannot be reached yet, and their downloads would compete with the page's largest paint.
  const count = slides.length;
  const isNear = (index: number) =>
    slider ? count < 4 || [active, (active + 1) % count, (active - 1 + count) % count].includes(index) : index === 0;
  const [mounted, setMounted] = useState<ReadonlySet<number>>(() => new Set());
  const near = slides.map((_, index) => index).filter(isNear);
  if (near.some((index) => !mounted.has(index))) setMounted(new Set([...mounted, ...near]));

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t`carrossel`}
      aria-label={t`Destaques`}
      onFocus={(event) => setKeyboardInside(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
      }}
    >
      <div ref={container} className={`keen-slider ${styles.track}`} aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, index) => {
          const position = index + 1;
          return (
            <div
              key={slide.id}
              className={`keen-slider__slide ${styles.slide}`}
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${position} de ${count}`}
              aria-hidden={index !== active}
              inert={index !== active}
              data-active={index === active}
            >
              <HeroSlide slide={slide} first={index === 0} active={index === active} near={mounted.has(index) || isNear(index)} playing={playing} />
            </div>
          );
        })}
      </div>
      {slider && (
        <div className={styles.controls}>
          <button type="button" className={control} onClick={() => slider.prev()} aria-label={t`Slide anterior`}>
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={control}
            onClick={() => setPaused(!userPaused)}
            aria-label={userPaused ? t`Retomar a apresentação` : t`Pausar a apresentação`}
          >
            {userPaused ? <PlayIcon /> : <PauseIcon />}
          </button>
          <button type="button" className={control} onClick={() => slider.next()} aria-label={t`Próximo slide`}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      )}
    </section>
  );
}
