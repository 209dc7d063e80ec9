import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** Height of one row plus the gap after it, once measured. */
  stride: number | null;
  /** The first row in view. */
  first: number;
  /** How many rows are in view, from `first` to the viewport's bottom edge. */
  count: number;
}

/**
 * Which rows of a grid of equal-height rows are on screen. The row height is
 * measured from the first item (again whenever the grid is resized); the state
 * changes only when a row boundary crosses the viewport, not on every scroll event.
 * It is worked out again on scroll, on resize and when the number of items changes:
 * content above the grid may then have changed height (the list's empty state).
 */
export function useVisibleRows(list: RefObject<HTMLElement | null>, columns: number, items: number): RowWindow {
  const [stride, setStride] = useState<number | null>(null);
  const [rows, setRows] = useState({ first: 0, count: 0 });

  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const item = element.querySelector(":scope > li");
      if (!item) return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      const next = item.getBoundingClientRect().height + gap;
      if (next > 0) setStride((current) => (current !== null && Math.abs(current - next) < 0.5 ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, columns]);

  useEffect(() => {
    const element = list.current;
    if (!element || stride === null) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // The part of the grid inside the viewport: below a page's header, the first screen holds fewer rows than a full one.
      const top = element.getBoundingClientRect().top;
      const first = Math.floor(Math.max(0, -top) / stride);
      const last = Math.floor(Math.max(0, window.innerHeight - top) / stride);
      const next = { first, count: Math.max(1, last - first + 1) };
      setRows((current) => (current.first === next.first && current.count === next.count ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
    // `items` is not read: it says when to look again.
  }, [list, stride, items]);

  return { stride, ...rows };
}
