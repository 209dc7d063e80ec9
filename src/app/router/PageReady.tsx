import { useEffect } from "react";
import { endHydration } from "../../lib/hydration.js";

/**
 * Marks the document once the page in view is interactive (hydrated, or drawn
 * by the browser): `<html data-hydrated>`. It sits inside the page's boundary,
 * so it runs when the page itself has hydrated, not just the frame around it.
 *
 * That is also when hydration ends. React hydrates what a Suspense boundary
 * holds in a pass of its own, after the frame around it: ended with the frame's
 * first commit, the page's components would hydrate seeing a browser's state
 * the server never rendered, and React would render each of them again at once,
 * in one task that does not yield. (A boundary nested in the page still
 * hydrates after this one, and still gets that extra render.)
 */
export function PageReady() {
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
