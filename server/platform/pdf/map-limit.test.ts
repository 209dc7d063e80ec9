import { describe, expect, it } from "vitest";
import { mapLimit } from "./map-limit.js";

describe("mapLimit", () => {
  it("keeps the input order and never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapLimit([30, 5, 20, 1, 10, 2], 2, async (delay, index) => {
      peak = Math.max(peak, ++running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it("handles an empty list", async () => {
    expect(await mapLimit([], 4, () => Promise.resolve(1))).toEqual([]);
  });
});
