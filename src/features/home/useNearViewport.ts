import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true (and stays true) once the element comes within `margin` of the
 * viewport: below-the-fold content renders only when the visitor heads there,
 * leaving the first seconds to the hero.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
