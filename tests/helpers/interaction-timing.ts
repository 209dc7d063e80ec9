import type { Browser, Page } from "@playwright/test";

/** One interaction with the talents list, performed inside the page. */
export type Interaction = { kind: "click"; selector: string } | { kind: "type"; selector: string; value: string };

export interface InteractionTiming {
  /** Wall time from the event to React's commit (the DOM updated): the microtasks after the event. */
  commit: number;
  /** Wall time from the event to the end of the next frame (style, layout and paint included). */
  paint: number;
  /**
   * Main-thread CPU time of the task that handled the event up to the commit.
   * Unlike wall time, it does not grow when other processes share the CPU.
   */
  cpu: number;
  /** Main-thread CPU time of every task from the event to the end of the next frame (rendering included). */
  frameCpu: number;
}

// Plain JavaScript, not a function of this file: tsx would add helpers (`__name`) that the page lacks.
const inPage = (mark: string, action: Interaction) => `(async (mark, action) => {
  const macrotask = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const target = document.querySelector(action.selector);
  if (!target) throw new Error("No element matches " + action.selector);
  await frame();
  await macrotask();
  const started = performance.now();
  performance.mark(mark);
  if (action.kind === "click") {
    target.click();
  } else {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(target, action.value);
    target.dispatchEvent(new Event("input", { bubbles: true }));
  }
  await macrotask();
  const commit = performance.now() - started;
  await frame();
  await macrotask();
  const paint = performance.now() - started;
  performance.mark(mark + "-painted");
  return { commit, paint };
})(${JSON.stringify(mark)}, ${JSON.stringify(action)})`;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
}

/**
 * Times interactions one after another. Each starts right after a frame,
 * dispatches its event (a click, or the input event typing makes), then waits
 * for a macrotask (React has committed: discrete updates flush in microtasks)
 * and for the next frame. A Chromium trace runs meanwhile, giving the thread
 * time of the task that handled each event.
 */
export async function timeInteractions(browser: Browser, page: Page, interactions: readonly Interaction[]): Promise<InteractionTiming[]> {
  const walls: { commit: number; paint: number }[] = [];
  const marks = interactions.map((_, index) => `interaction-${index}-${Date.now()}`);
  await browser.startTracing(page, { categories: ["toplevel", "blink.user_timing"] });
  let trace: Buffer;
  try {
    for (const [index, interaction] of interactions.entries()) {
      walls.push(await page.evaluate<{ commit: number; paint: number }>(inPage(marks[index] ?? "", interaction)));
    }
  } finally {
    trace = await browser.stopTracing();
  }
  const events = (JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const threadTime = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
  return walls.map((wall, index) => {
    const mark = events.find((event) => event.name === marks[index]);
    const painted = events.find((event) => event.name === `${marks[index] ?? ""}-painted`);
    if (!mark || !painted) throw new Error(`The trace lacks the marks of interaction ${index}.`);
    // Outermost tasks of the page's main thread (a task may run nested ones).
    const tasks = events
      .filter((event) => event.ph === "X" && event.cat.includes("toplevel") && event.pid === mark.pid && event.tid === mark.tid)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
      .filter((event, i, all) => !all.slice(0, i).some((outer) => outer.ts <= event.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0)));
    const task = tasks.find((event) => event.ts <= mark.ts && mark.ts <= event.ts + (event.dur ?? 0));
    if (!task) throw new Error(`The trace has no task around interaction ${index}.`);
    const frameCpu = tasks.filter((event) => event.ts >= task.ts && event.ts <= painted.ts).reduce((sum, event) => sum + threadTime(event), 0);
    return { ...wall, cpu: threadTime(task), frameCpu };
  });
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Nearest-rank percentile. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The talents list's controls, by what they are rather than by their (translated) text. */
export const listSelectors = {
  filter: (filter: "all" | "woman" | "man" | "curves") => `main a[data-filter="${filter}"]`,
  letter: (letter: string) => `main button[data-letter="${letter}"]`,
  search: 'main form[role="search"] input[type="search"]',
  cards: "main ul > li[aria-posinset]",
};
