import { startTransition, useCallback, useEffect, useState } from "react";
import { whenIdle } from "../../../lib/when-idle.js";

/** Lists longer than this start with the chosen option alone (see useFullOptions). */
const longList = 30;

/** Lists waiting to be drawn in full, one per idle moment. */
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
 * Whether a select draws all of its `count` options yet, and a call that
 * draws them at once. The form's selects hold 900 options between them, most
 * in the measures' lists: drawn with the form, their elements and styles made
 * the form's first frame the longest task of the page on a slow phone. A long
 * list starts with the chosen option alone and is filled in one list per idle
 * moment, as a transition; focusing or touching the select fills it at once,
 * before the browser opens its list.
 */
export function useFullOptions(count: number): [full: boolean, showAll: () => void] {
  const [full, setFull] = useState(count <= longList);
  useEffect(() => {
    if (full) return;
    // A transition: React draws the options in slices of a few milliseconds
    // that a tap can cut into. An ordinary update here would be drawn in one task.
    const show = () => startTransition(() => setFull(true));
    waiting.push(show);
    schedule();
    return () => {
      const at = waiting.indexOf(show);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [full]);
  const showAll = useCallback(() => setFull(true), []);
  return [full, showAll];
}
