/**
 * What the page's main thread spent on its longest tasks, read from a
 * Lighthouse trace: wall time, which Lighthouse's simulation multiplies by the
 * phone's CPU slowdown, and the thread's own CPU time. On a shared machine
 * the two part ways when the thread waits for a core, and TBT then counts
 * the waiting as blocking: the CPU time says how much was the page's own.
 */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface TaskTimes {
  /** The longest task by wall time: its wall and CPU milliseconds. */
  longestWallMs: number;
  longestWallCpuMs: number;
  /** The most CPU any one task took. */
  mostCpuMs: number;
}

/** The page's top-level main-thread tasks after its navigation started; undefined when the trace has no page navigation. */
export function mainThreadTaskTimes(events: readonly TraceEvent[]): TaskTimes | undefined {
  const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame && /^https?:/.test(event.args.data.documentLoaderURL ?? ""));
  if (!navigation) return undefined;
  const tasks = events.filter((event) => event.name === "RunTask" && event.ph === "X" && event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts);
  if (tasks.length === 0) return undefined;
  const ms = (micros: number | undefined) => (micros ?? 0) / 1000;
  const longest = tasks.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
  return { longestWallMs: ms(longest.dur), longestWallCpuMs: ms(longest.tdur), mostCpuMs: Math.max(...tasks.map((task) => ms(task.tdur))) };
}
