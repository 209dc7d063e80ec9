import { afterEach, describe, expect, it } from "vitest";
import { PausingBreaker, silentLogger } from "./pausing-breaker.js";

// The breaker's handling of the one exchange that tries a paused host again, with exchanges the test settles itself.

const pauseMs = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
class Paused extends Error {}
const paused = () => new Paused("paused");

let breaker: PausingBreaker;
afterEach(() => breaker.shutdown());

/**
 * A breaker whose pause is over, so the next exchange is the one that tries the host again:
 * `probe`, answered when the test says, and `other`, an exchange made meanwhile.
 */
async function probing(probeWaitMs: number): Promise<{ probe: ReturnType<typeof held>; other: ReturnType<typeof counted> }> {
  breaker = new PausingBreaker({ timeoutMs: 1000, pauseMs, probeWaitMs, logger: silentLogger, down: "down", back: "back" });
  for (let i = 0; i < 3; i++) await expect(breaker.fire(() => Promise.reject(new Error("refused")), paused)).rejects.toThrow("refused");
  expect(breaker.paused).toBe(true);
  await sleep(pauseMs + 30);
  expect(breaker.probing).toBe(true);
  return { probe: held(), other: counted() };
}

/** An exchange answered when the test says. */
function held(): { exchange: () => Promise<Response>; answer: () => void; fail: () => void } {
  let answer: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const promise = new Promise<Response>((resolve, reject) => {
    answer = () => resolve(new Response("ok"));
    fail = () => reject(new Error("still down"));
  });
  return { exchange: () => promise, answer, fail };
}

/** An exchange that answers at once, counting how often it was made. */
function counted(): { exchange: () => Promise<Response>; sent: () => number } {
  let sent = 0;
  return {
    exchange: () => {
      sent++;
      return Promise.resolve(new Response("ok"));
    },
    sent: () => sent,
  };
}

describe("the exchange that tries a paused host again", () => {
  it("holds the exchanges made meanwhile until it finds the host back, then lets them all go", async () => {
    const { probe, other } = await probing(1000);
    const first = breaker.fire(probe.exchange, paused);
    const others = [1, 2].map(() => breaker.fire(other.exchange, paused));
    await sleep(50);
    expect(other.sent()).toBe(0);
    probe.answer();
    const results = await Promise.allSettled([first, ...others]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    expect(other.sent()).toBe(2);
    expect(breaker.paused).toBe(false);
  });

  it("fails them as paused, unsent, when it finds the host still down", async () => {
    const { probe, other } = await probing(1000);
    const first = breaker.fire(probe.exchange, paused);
    const second = breaker.fire(other.exchange, paused);
    probe.fail();
    await expect(first).rejects.toThrow("still down");
    await expect(second).rejects.toBeInstanceOf(Paused);
    expect(other.sent()).toBe(0);
    expect(breaker.paused).toBe(true);
  });

  it("makes them wait no longer than probeWaitMs while it hangs", async () => {
    const { probe, other } = await probing(80);
    void breaker.fire(probe.exchange, paused).catch(() => undefined);
    const started = performance.now();
    await expect(breaker.fire(other.exchange, paused)).rejects.toBeInstanceOf(Paused);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(70);
    expect(waited).toBeLessThan(500);
    expect(other.sent()).toBe(0);
    probe.answer();
  });
});
