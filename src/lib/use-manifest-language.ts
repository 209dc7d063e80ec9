import { useEffect } from "react";
import { localeAtom, useAtomValue } from "../state/store.js";
import { manifestPath } from "./manifest-path.js";

/**
 * Points the web app manifest at the page's language: the boot script linked the first page's, and the
 * offline app shell links the built one, in Portuguese. Installed after a switch, or from a page the
 * app drew offline, the app is in the visitor's language.
 */
export function useManifestLanguage(): void {
  const locale = useAtomValue(localeAtom);
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = manifestPath(locale);
    if (link && link.getAttribute("href") !== href) link.setAttribute("href", href);
  }, [locale]);
}
