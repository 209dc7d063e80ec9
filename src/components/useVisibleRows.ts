import { useEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** Height of one row plus the gap after it, once measured. */
  stride: number | null;
  /** The first row in view. */
  first: number;
  /** How many rows are in view, from `first` to the viewport's bottom edge. */
  count: number;
}

/** The rows of the grid inside the viewport: below a page's header, the first screen holds fewer rows than a full one. */
function rowsInView(element: HTMLElement, stride: number): Pick<RowWindow, "first" | "count"> {
  const top = element.getBoundingClientRect().top;
  const first = Math.floor(Math.max(0, -top) / stride);
  const last = Math.floor(Math.max(0, window.innerHeight - top) / stride);
  return { first, count: Math.max(1, last - first + 1) };
}

const sameRows = (a: RowWindow, b: RowWindow) => a.stride === b.stride && a.first === b.first && a.count === b.count;

/**
 * Which rows of a grid of equal-height rows are on screen. The row height is
 * measured from the first item when the browser reports the grid's size (and
 * again whenever it is resized); the state changes only when a row boundary
 * crosses the viewport, not on every scroll event. It is worked out again on
 * scroll, on resize and when the number of items changes: content above the
 * grid may then have changed height (the list's empty state).
 */
export function useVisibleRows(list: RefObject<HTMLElement | null>, columns: number, items: number): RowWindow {
  const [view, setView] = useState<RowWindow>({ stride: null, first: 0, count: 0 });

  // The ResizeObserver's first report comes once the browser has laid the grid out, so reading
  // the row there costs no layout of its own. Measured in a layout effect instead, the page's
  // hydration had to lay out the whole page inside its commit, then render again at once.
  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const item = element.querySelector(":scope > li");
      if (!item) return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      const stride = item.getBoundingClientRect().height + gap;
      if (!(stride > 0)) return;
      // The rows in view come with the first measure: a window of no rows is never drawn in between.
      setView((current) => (current.stride !== null && Math.abs(current.stride - stride) < 0.5 ? current : { stride, ...rowsInView(element, stride) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, columns]);

  const stride = view.stride;
  useEffect(() => {
    const element = list.current;
    if (!element || stride === null) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = { stride, ...rowsInView(element, stride) };
      setView((current) => (sameRows(current, next) ? current : next));
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

  return view;
}
