import { describe, expect, it } from "vitest";
import { mapLimit } from "./map-limit.js";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("mapLimit", () => {
  it("keeps the input order with at most `limit` calls in flight", async () => {
    let running = 0;
    let peak = 0;
    const result = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(result).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });

  it("starts nothing new after a failure and throws it once the calls in flight are done", async () => {
    const started: number[] = [];
    let finished = 0;
    const run = mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      await tick();
      if (n === 1) throw new Error("down");
      await tick();
      finished++;
      return n;
    });
    await expect(run).rejects.toThrow("down");
    expect(started).toEqual([1, 2]);
    expect(finished).toBe(1);
  });

  it("answers an empty list without calling", async () => {
    expect(await mapLimit([], 3, () => Promise.reject(new Error("never")))).toEqual([]);
  });
});
