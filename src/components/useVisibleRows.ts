import { useEffect, useLayoutEffect, useState, type RefObject } from "react";

export interface RowWindow {
  /** Height of one row plus the gap after it, once measured. */
  stride: number | null;
  /** The first row at the top of the viewport. */
  first: number;
  /** How many rows the viewport holds. */
  count: number;
}

/**
 * Which rows of a grid of equal-height rows are on screen. The row height is
 * measured from the first item (again whenever the grid is resized); the state
 * changes only when a row boundary crosses the viewport, not on every scroll event.
 * A grid that takes over from another with the same rows starts from `known`
 * (its row height and top) and measures itself after the next frame, not in
 * the middle of the change.
 */
export function useVisibleRows(list: RefObject<HTMLElement | null>, columns: number, known?: { stride: number; top: number }): RowWindow {
  const [stride, setStride] = useState<number | null>(known?.stride ?? null);
  const [rows, setRows] = useState(() =>
    known
      ? { first: Math.floor(Math.max(0, window.scrollY - known.top) / known.stride), count: Math.ceil(window.innerHeight / known.stride) + 1 }
      : { first: 0, count: 0 },
  );
  const [startedKnown] = useState(known !== undefined);

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
    // A ResizeObserver reports the size once it starts observing, after layout.
    if (!startedKnown) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [list, columns, startedKnown]);

  useEffect(() => {
    const element = list.current;
    if (!element || stride === null) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Math.max(0, -element.getBoundingClientRect().top);
      const next = { first: Math.floor(offset / stride), count: Math.ceil(window.innerHeight / stride) + 1 };
      setRows((current) => (current.first === next.first && current.count === next.count ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    if (startedKnown) schedule();
    else update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [list, stride, startedKnown]);

  return { stride, ...rows };
}
