import { useEffect } from "react";

/**
 * Marks the document once the page in view is interactive (hydrated, or drawn
 * by the browser): `<html data-hydrated>`. It sits inside the page's boundary,
 * so it runs when the page itself has hydrated, not just the frame around it.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
