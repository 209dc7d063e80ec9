import { useLingui } from "@lingui/react";
import { galleries, type GalleryType } from "../../../contract/galleries.js";

/** The names the site gives the galleries (book is Portfolio, snap is Polaroids), from the galleries table. */
export function useGalleryLabel(): (type: GalleryType) => string {
  const { i18n } = useLingui();
  return (type) => i18n._(galleries[type].label);
}
