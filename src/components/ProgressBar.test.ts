import { describe, expect, it } from "vitest";
import { progressAt, progressDurationMs, progressStepMs } from "./ProgressBar.js";

describe("progress bar", () => {
  it("fills over 5 s in 100 ms steps and waits below 100 until the page is there", () => {
    expect(progressDurationMs).toBe(5000);
    expect(progressStepMs).toBe(100);
    expect(progressAt(0)).toBe(0);
    expect(progressAt(2500)).toBeCloseTo(47.5);
    expect(progressAt(5000)).toBe(95);
    expect(progressAt(60_000)).toBe(95);
  });
});
