import { describe, expect, it, vi } from "vitest";
import { canPrefetch, prefetchRoute, registerPreloaders } from "./prefetch.js";

describe("prefetch", () => {
  it("is skipped on 2g and with save-data", () => {
    expect(canPrefetch({})).toBe(true);
    expect(canPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(canPrefetch({ effectiveType: "3g", saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(canPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(canPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });

  it("loads a route's chunk once, and again after a failure", async () => {
    vi.stubGlobal("navigator", { connection: { effectiveType: "4g" } });
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({});
    registerPreloaders({ contact: load });
    prefetchRoute("contact");
    prefetchRoute("contact");
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    prefetchRoute("contact");
    prefetchRoute("contact");
    expect(load).toHaveBeenCalledTimes(2);
    vi.stubGlobal("navigator", { connection: { effectiveType: "2g" } });
    registerPreloaders({ about: load });
    prefetchRoute("about");
    expect(load).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
