import { useEffect, type RefObject } from "react";
import { homeModeAtom, useSetAtom } from "../../state/store.js";

/**
 * The home mode is `gallery` once the page is scrolled past the
 * hero's logo (the navbar then shows its own), `initial` otherwise. Watched
 * with an IntersectionObserver whose top edge is the navbar's bottom.
 */
export function useHomeMode(logo: RefObject<HTMLElement | null>): void {
  const setMode = useSetAtom(homeModeAtom);
  useEffect(() => {
    const element = logo.current;
    if (!element) return;
    const navbar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--navbar-height")) || 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? navbar;
        setMode(!entry.isIntersecting && entry.boundingClientRect.bottom <= top ? "gallery" : "initial");
      },
      { rootMargin: `-${navbar}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      setMode("initial");
    };
  }, [logo, setMode]);
}
