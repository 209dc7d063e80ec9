import { describe, expect, it } from "vitest";
import { mainThreadTaskTimes, type TraceEvent } from "./main-thread-time.js";

const page = { pid: 7, tid: 1 };
const navigation: TraceEvent = { name: "navigationStart", ph: "R", ...page, ts: 1_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:4600/modelos" } } };
const task = (ts: number, dur: number, tdur: number, where = page): TraceEvent => ({ name: "RunTask", ph: "X", ...where, ts, dur, tdur });

describe("main-thread task times from a trace", () => {
  it("names the longest task's wall and CPU time, and the most CPU of any task, on the page's own thread after it started", () => {
    const times = mainThreadTaskTimes([
      task(500, 90_000, 80_000), // before the navigation: the previous page
      navigation,
      task(2_000, 40_000, 9_000),
      task(50_000, 16_000, 11_000),
      task(60_000, 70_000, 70_000, { pid: 8, tid: 1 }), // another process
      { name: "Layout", ph: "X", ...page, ts: 2_100, dur: 45_000, tdur: 45_000 }, // not a task
    ]);
    expect(times).toEqual({ longestWallMs: 40, longestWallCpuMs: 9, mostCpuMs: 11 });
  });

  it("has nothing to say without a page navigation", () => {
    expect(mainThreadTaskTimes([task(2_000, 40_000, 9_000)])).toBeUndefined();
    expect(mainThreadTaskTimes([{ ...navigation, args: { data: { isLoadingMainFrame: true, documentLoaderURL: "about:blank" } } }, task(2_000, 40_000, 9_000)])).toBeUndefined();
  });
});
