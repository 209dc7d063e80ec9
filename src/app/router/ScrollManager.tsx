import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { markNavigated } from "../../lib/history.js";
import { dropStructuredData } from "../../lib/server-head.js";

/**
 * Scroll goes back to the top on every navigation, or to the place the
 * address names (`#…`), except when a page only replaced its URL (a filter)
 * and asked to keep the position. Focus moves to
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
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    return anchor ? scrollToAnchor(anchor) : undefined;
  }, [location]);
  return null;
}

/**
 * A link to a place in a page (`/contatos?…#contato`) lands there once the
 * place is drawn, which a part whose code comes later may delay; not after
 * a few seconds, when the visitor will have scrolled on their own.
 */
function scrollToAnchor(id: string): () => void {
  const until = performance.now() + 3000;
  let frame = 0;
  const look = () => {
    const element = document.getElementById(id);
    if (element) element.scrollIntoView({ block: "start", behavior: "instant" });
    else if (performance.now() < until) frame = requestAnimationFrame(look);
  };
  look();
  return () => cancelAnimationFrame(frame);
}
