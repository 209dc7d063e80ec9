import { useCallback } from "react";
import { useLocation } from "wouter";
import { activateLocale } from "../../lib/i18n.js";
import { useRouteMatch } from "../../lib/route-context.js";
import { pathFor, switchLocale, type Locale } from "../../lib/routes.js";
import { loadingAtom, localeAtom, useSetAtom } from "../../state/store.js";

/** Switches to the same page in another language: overlay on, catalog loaded, overlay off (it stays 600 ms at least; see LoadingOverlay). */
export function useLanguageSwitch(): (locale: Locale) => Promise<void> {
  const match = useRouteMatch();
  const [, navigate] = useLocation();
  const setLoading = useSetAtom(loadingAtom);
  const setLocale = useSetAtom(localeAtom);
  return useCallback(
    async (locale: Locale) => {
      setLoading(true);
      try {
        await activateLocale(locale);
        const path = match ? switchLocale(match, locale) : pathFor("home", {}, locale);
        // The query exactly as in the URL, not wouter's decoded copy of it; what the page keeps in its
        // history entry (the gallery list's growth, the letter picked) stays with it.
        const kept = (window.history.state ?? {}) as Record<string, unknown>;
        navigate(path + window.location.search, { replace: true, state: { ...kept, keepScroll: true } });
        setLocale(locale);
      } finally {
        setLoading(false);
      }
    },
    [match, navigate, setLoading, setLocale],
  );
}
