import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { markNavigated } from "../../lib/history.js";
import { dropStructuredData } from "../../lib/server-head.js";

/**
 * Scroll goes back to the top on every navigation, except when a page only
 * replaced its URL (a filter) and asked to keep the position. Focus moves to
 * the main region so screen readers start at the new page.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    markNavigated();
    const state = window.history.state as { keepScroll?: boolean } | null;
    if (state?.keepScroll) return;
    // Another page now: the server's description of the first one no longer applies.
    dropStructuredData();
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location]);
  return null;
}
