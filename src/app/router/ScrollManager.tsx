import { useEffect, useRef } from "react";
import { useLocation, useSearch } from "wouter";
import { markNavigated } from "../../lib/history.js";
import { dropStructuredData } from "../../lib/server-head.js";

/**
 * Scroll goes back to the top on every navigation, except when a page only
 * replaced its URL (a filter, a gallery tab, the gallery list grown) and asked
 * to keep the position. A link to the same page with another query (the
 * gallery list's own link from `?pagina=3`) is a navigation too. Focus moves to
 * the main region so screen readers start at the new page.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const search = useSearch();
  // The path last seen; null before the first render's (the page as loaded).
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = location;
    if (before === null) return;
    const keep = (window.history.state as { keepScroll?: boolean } | null)?.keepScroll;
    // A page that rewrote its own address in place has not been left.
    if (keep && before === location) return;
    markNavigated();
    if (keep) return;
    // Another page now: the server's description of the first one no longer applies.
    dropStructuredData();
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location, search]);
  return null;
}
