import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle.js";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("waits for the browser's idle moment, with the deadline given", () => {
    const idle: { run: () => void; options: unknown }[] = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void, options: unknown) => idle.push({ run, options }));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const task = vi.fn();
    whenIdle(task, { timeout: 3000, fallback: 500 });
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]?.options).toEqual({ timeout: 3000 });
    idle[0]?.run();
    expect(task).toHaveBeenCalledOnce();
  });

  it("without requestIdleCallback, runs after the fallback delay", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { fallback: 500 });
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it("cancels either way", () => {
    const cancelIdle = vi.fn();
    vi.stubGlobal("requestIdleCallback", () => 7);
    vi.stubGlobal("cancelIdleCallback", cancelIdle);
    whenIdle(() => undefined, { fallback: 500 })();
    expect(cancelIdle).toHaveBeenCalledWith(7);

    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, { fallback: 500 })();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
