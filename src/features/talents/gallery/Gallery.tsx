import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId } from "react";
import { PdfDownload } from "../../../components/PdfDownload.js";
import { Loader } from "../../../components/Loader.js";
import { pdfGalleryTypes, talentPdfFileName, talentPdfPath } from "../../../contract/pdf.js";
import type { TalentProfile } from "../../../contract/site-api.js";
import styles from "./Gallery.module.css";
import { useSearch } from "wouter";
import { galleryParam, openGallery } from "../../../contract/galleries.js";
import { galleriesAnchor, GalleryTabs, panelId, tabId } from "./GalleryTabs.js";
import { useGalleryLabel } from "./labels.js";
import { availableGalleries } from "./slides.js";
import { useWideLayout } from "./useWideLayout.js";

// The slider (keen-slider and its CSS) is its own chunk, requested as soon as this
// module runs: it downloads alongside the profile's data instead of after it, and
// keeps the profile's first-load JavaScript within budget.
const sliderModule = import("./GallerySlider.js");
const GallerySlider = lazy(() => sliderModule.then((module) => ({ default: module.GallerySlider })));

/** How long a profile is shown before its photos are kept for offline. */
const keepOfflineAfterMs = 5000;

/**
 * A tab picked rewrites the address in place: the page is the same, at the same scroll position (ScrollManager).
 * The entry keeps what else it holds: where each gallery was left (slide-memory).
 */
const keepScroll = { keepScroll: true };

/**
 * The profile's galleries: the available tabs (the first one open), a PDF
 * download for each gallery but video, and the slider of the open one.
 */
export function Gallery({ profile }: { profile: TalentProfile }) {
  const { t } = useLingui();
  const label = useGalleryLabel();
  const types = availableGalleries(profile.galleries);
  // A gallery's name needs no decoding: wouter's (decoded) query will do, without the list's query helpers.
  // The address names the open gallery: a tab picked rewrites it in place (wouter reports the change), so a
  // reload or a copied link opens the same one, as the tabs' links do without JavaScript.
  const current = openGallery(types, new URLSearchParams(useSearch()));
  const wide = useWideLayout();
  const idBase = useId();

  // A visited profile opens whole offline: the service worker keeps every photo of every tab, at this
  // screen's width. Only for a profile the visitor stays on, and not while its own first photos load.
  useEffect(() => {
    const timer = setTimeout(() => {
      void import("./offline-photos.js").then(({ keepGalleryOffline }) => keepGalleryOffline(profile.id, profile.galleries));
    }, keepOfflineAfterMs);
    return () => clearTimeout(timer);
  }, [profile]);

  if (!current) {
    return (
      <p className={styles.none}>
        <Trans>Este perfil ainda não tem fotos.</Trans>
      </p>
    );
  }
  return (
    <section id={galleriesAnchor} className={styles.gallery} aria-label={t`Galeria`}>
      <div className={styles.bar}>
        <GalleryTabs types={types} current={current} onSelect={(type) => history.replaceState({ ...(history.state as object | null), ...keepScroll }, "", `?${galleryParam}=${type}`)} idBase={idBase} />
        {/* One button per gallery, kept mounted, so a download carries on across tab switches. */}
        {pdfGalleryTypes
          .filter((type) => types.includes(type))
          .map((type) => {
            const gallery = label(type);
            return (
              <div key={type} hidden={type !== current}>
                <PdfDownload
                  label={t`Baixar ${gallery} em PDF`}
                  link={talentPdfPath(profile.id, type)}
                  request={() => ({ url: talentPdfPath(profile.id, type), fileName: talentPdfFileName(profile.name, type, profile.id) })}
                />
              </div>
            );
          })}
      </div>
      <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, current)}>
        <Suspense
          fallback={
            <div className={styles.viewport}>
              <Loader label={t`Carregando a galeria`} />
            </div>
          }
        >
          <GallerySlider key={`${current}:${String(wide)}`} gallery={current} items={profile.galleries[current]} wide={wide} label={label(current)} talentName={profile.name} />
        </Suspense>
      </div>
    </section>
  );
}
