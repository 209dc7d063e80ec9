import { startTransition, useCallback, useEffect, useState } from "react";
import { whenIdle } from "../../../lib/when-idle.js";

/** Lists longer than this start with the chosen option alone (see useFullOptions). */
const longList = 30;

/** What a list draws before any idle moment: all of a short one, none of a long one but the chosen option. */
const firstDrawn = (count: number) => (count <= longList ? count : 0);

/** Options added to a list per idle moment. */
export const optionsPerStep = 24;

/** Steps waiting to be drawn, one per idle moment. */
const waiting: (() => void)[] = [];
let scheduled = false;

function drawNext(): void {
  scheduled = false;
  waiting.shift()?.();
  if (waiting.length) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(drawNext, { timeout: 2000, fallback: 50 });
}

/**
 * How many of a select's `count` options it draws yet, and a call that draws
 * them all at once. The form's selects hold 900 options between them, most in
 * the measures' lists: drawn with the form, their elements and styles made the
 * form's first frame the longest task of the page on a slow phone, and a whole
 * list drawn at once still took 50 to 120 ms there. A long list starts with the
 * chosen option alone; focusing or touching the select draws all of it at
 * once, before the browser opens its list. A list the browser may autofill
 * (`grow`: the city) also grows by {@link optionsPerStep} per idle moment, as a
 * transition, so autofill finds every option in the end. The others (the
 * measures) wait for the visitor: grown in the background, they were a third of
 * the page's main-thread work after its first paint, for nothing.
 */
export function useFullOptions(count: number, grow: boolean): [drawn: number, showAll: () => void] {
  // Counted per list: a new list (the cities of another state) starts over, rather than draw at
  // once as many options as the last one had.
  const [state, setState] = useState(() => ({ count, drawn: firstDrawn(count) }));
  if (state.count !== count) setState({ count, drawn: firstDrawn(count) });
  const drawn = state.count === count ? state.drawn : firstDrawn(count);
  useEffect(() => {
    if (!grow || drawn >= count) return;
    // A transition: React draws the options in slices of a few milliseconds
    // that a tap can cut into. An ordinary update here would be drawn in one task.
    const step = () => startTransition(() => setState((now) => (now.count === count ? { count, drawn: Math.min(count, now.drawn + optionsPerStep) } : now)));
    waiting.push(step);
    schedule();
    return () => {
      const at = waiting.indexOf(step);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [grow, drawn, count]);
  const showAll = useCallback(() => setState({ count, drawn: count }), [count]);
  return [drawn, showAll];
}
