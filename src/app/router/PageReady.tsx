import { useEffect } from "react";
import { endHydration } from "../../lib/hydration.js";

/**
 * Marks the document once the page in view is interactive (hydrated, or drawn
 * by the browser): `<html data-hydrated>`. It sits inside the page's boundary,
 * so it runs when the page itself has hydrated, not just the frame around it.
 *
 * That is also when hydration ends. The page's code arrives after the frame
 * around it has hydrated: ended with the frame, the page's own components
 * would hydrate seeing a browser's state the server never rendered, and React
 * would render each of them again at once, in one task that does not yield.
 */
export function PageReady() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
