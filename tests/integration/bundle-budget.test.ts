import { describe, expect, it } from "vitest";
import { budgetBytes, measureCriticalPaths } from "../../scripts/bundle-budget.js";

describe("bundle budget (built app)", () => {
  it("keeps every page's first-load JS within 90 KB gzipped", () => {
    const weights = measureCriticalPaths("dist");
    expect(weights).toHaveLength(11);
    for (const { route, gzipBytes } of weights) {
      expect(gzipBytes, `${route}: ${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budgetBytes);
      // A sanity floor: React alone is far above this, so an empty measurement fails.
      expect(gzipBytes).toBeGreaterThan(40 * 1024);
    }
  });
});
