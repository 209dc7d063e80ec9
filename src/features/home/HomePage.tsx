import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense, useRef } from "react";
import { OptionalPart } from "../../components/OptionalPart.js";
import { RouteLink } from "../../components/RouteLink.js";
import { GalleryMarquee, GalleryMarqueeSkeleton } from "./GalleryMarquee.js";
import { HeroSlider } from "./HeroSlider.js";
import styles from "./HomePage.module.css";
import { ChevronIcon } from "./icons.js";
import { useHomeMode } from "./useHomeMode.js";

/** Home: the hero slider under the navbar, then the gallery marquee. */
export default function HomePage() {
  const { t } = useLingui();
  const logo = useRef<HTMLHeadingElement>(null);
  const gallery = useRef<HTMLElement>(null);
  const galleryTitle = useRef<HTMLHeadingElement>(null);
  useHomeMode(logo);

  const toGallery = () => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    gallery.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    // Keyboard and screen reader users continue from the section they were taken to.
    galleryTitle.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className={styles.hero}>
        <div className={styles.brand}>
          <h1 ref={logo} className={styles.logo}>
            Passarela
          </h1>
          <p className={styles.tagline}>
            <Trans>Agência de modelos e talentos · Rio de Janeiro e São Paulo</Trans>
          </p>
        </div>
        <Suspense fallback={null}>
          <HeroSlider />
        </Suspense>
        <button type="button" className={styles.down} onClick={toGallery} aria-label={t`Ir para a galeria`} data-needs-js>
          <ChevronIcon direction="down" />
        </button>
      </div>
      <section ref={gallery} className={styles.gallery} aria-labelledby="home-gallery-title">
        <div className={styles.galleryHead}>
          <h2 ref={galleryTitle} id="home-gallery-title" className={styles.galleryTitle} tabIndex={-1}>
            <Trans>Galeria</Trans>
          </h2>
          <RouteLink to="gallery" className={styles.more}>
            <Trans>Ver toda a galeria</Trans>
          </RouteLink>
        </div>
        {/* In the page's HTML with the hero (its covers load lazily), so a visitor without JavaScript finds the posts too. */}
        <OptionalPart name="posts">
          <Suspense fallback={<GalleryMarqueeSkeleton />}>
            <GalleryMarquee />
          </Suspense>
        </OptionalPart>
      </section>
    </>
  );
}
