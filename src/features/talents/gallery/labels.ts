import { useLingui } from "@lingui/react/macro";
import type { GalleryType } from "../../../contract/site-api.js";

/** The names the site gives the galleries (book is Portfolio, snap is Polaroids). */
export function useGalleryLabels(): Record<GalleryType, string> {
  const { t } = useLingui();
  return { book: t`Portfolio`, snap: t`Polaroids`, compo: t`Compo`, video: t`Vídeos` };
}
