import { describe, expect, it } from "vitest";
import { UpstreamError } from "../upstream/errors.js";
import { UpstreamCache } from "./cache.js";
import { withWaitBudget } from "./wait-budget.js";

/** A load the test finishes by hand, counting calls. */
function controlledLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("UpstreamCache", () => {
  it("serves a stale entry at once, the same object, and refreshes it once in the background", async () => {
    let now = 0;
    const cache = new UpstreamCache({ ttlMs: 1000, now: () => now });
    const first = { talents: ["Ana"] };
    expect(await cache.get("talents", async () => first)).toBe(first);

    now = 5000;
    const { load, calls } = controlledLoad<{ talents: string[] }>();
    // Twenty requests while the platform takes its time: all answered from the cache, one platform call.
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("talents", load)));
    expect(answers.every((answer) => answer === first)).toBe(true);
    expect(calls).toHaveLength(1);

    const second = { talents: ["Ana", "Bia"] };
    calls[0]?.resolve(second);
    await tick();
    expect(await cache.get("talents", load)).toBe(second);
    // Fresh again: no more calls.
    expect(calls).toHaveLength(1);
  });

  it("keeps an answer pages read through a flood of keys asked for once, and serves it when the platform is down", async () => {
    let now = 0;
    const cache = new UpstreamCache({ ttlMs: 1000, maxEntries: 20, now: () => now });
    const talents = { talents: ["Ana"] };
    await cache.get("talents", async () => talents);
    await cache.get("talents", async () => talents);
    // A client asking for thousands of made-up slide sets, each answered (empty) and stored.
    for (let i = 0; i < 2000; i++) await cache.get(`slides:k${i}`, async () => ({ slides: [] }));
    now = 5000;
    const down = async () => {
      throw new UpstreamError("unavailable", "down");
    };
    expect(await cache.get("talents", down)).toBe(talents);
  });

  it("keeps the cached object when a refresh brings the same content", async () => {
    let now = 0;
    const cache = new UpstreamCache({ ttlMs: 1000, now: () => now });
    const first = { about: "text" };
    await cache.get("about", async () => first);
    now = 2000;
    await cache.get("about", async () => ({ about: "text" }));
    await tick();
    expect(await cache.get("about", async () => ({ about: "other" }))).toBe(first);
  });

  it("keeps serving the stale entry while refreshes fail, and drops one the platform says is gone", async () => {
    let now = 0;
    const cache = new UpstreamCache({ ttlMs: 1000, now: () => now });
    const profile = { id: 7 };
    await cache.get("talent:7", async () => profile);
    now = 2000;
    const failing = () => Promise.reject(new UpstreamError("unavailable", "timed out"));
    expect(await cache.get("talent:7", failing)).toBe(profile);
    await tick();
    expect(await cache.get("talent:7", failing)).toBe(profile);
    await tick();

    const gone = () => Promise.reject(new UpstreamError("not_found", "404", 404));
    expect(await cache.get("talent:7", gone)).toBe(profile);
    await tick();
    await expect(cache.get("talent:7", gone)).rejects.toMatchObject({ kind: "not_found" });
  });

  it("gives up on a key never cached when the request's wait budget runs out, and keeps the late answer", async () => {
    const cache = new UpstreamCache({ ttlMs: 1000 });
    const { load, calls } = controlledLoad<{ staff: string[] }>();
    const started = Date.now();
    await expect(withWaitBudget(100, () => cache.get("staff", load))).rejects.toMatchObject({ kind: "unavailable" });
    expect(Date.now() - started).toBeLessThan(1000);
    // The budget is the request's, not each read's: a second read in the same request does not wait again.
    await withWaitBudget(50, async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
      await expect(cache.get("staff", load)).rejects.toMatchObject({ kind: "unavailable" });
    });
    expect(calls).toHaveLength(1);

    const late = { staff: ["Rio"] };
    calls[0]?.resolve(late);
    await tick();
    expect(await cache.get("staff", load)).toBe(late);
  });

  it("shares one call among concurrent misses and waits for it outside a request", async () => {
    const cache = new UpstreamCache({ ttlMs: 1000 });
    const { load, calls } = controlledLoad<{ n: number }>();
    const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
    await tick();
    calls[0]?.resolve({ n: 1 });
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });
});
