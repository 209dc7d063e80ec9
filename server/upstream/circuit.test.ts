import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startPausableProxy, type PausableProxy } from "../../scripts/pausable-proxy.js";
import { startTestPlatform, type TestPlatform } from "../../tests/helpers/platform.js";
import { PlatformClient } from "./client.js";
import { PlatformPausedError } from "./errors.js";
import type { Logger } from "./http.js";

// The platform client's circuit breaker, against the real embedded platform behind a proxy that can hang or refuse.

let platform: TestPlatform;
let proxy: PausableProxy;
let client: PlatformClient;
let lines: { level: keyof Logger; msg: string }[];

const pauseMs = 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const said = (text: string) => lines.filter((line) => line.msg.includes(text)).length;

beforeEach(async () => {
  platform = await startTestPlatform();
  proxy = await startPausableProxy(platform.platform.url);
  lines = [];
  const log = (level: keyof Logger) => (_obj: object, msg: string) => void lines.push({ level, msg });
  client = new PlatformClient({
    baseUrl: proxy.url,
    credentials: platform.credentials,
    timeoutMs: 200,
    retries: 1,
    retryDelayMs: 5,
    pauseMs,
    logger: { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") },
  });
  await client.signIn();
});
afterEach(async () => {
  client.close();
  await proxy.close();
  await platform.close();
});

describe("the platform client's circuit breaker", () => {
  it("stops calling a hanging platform, fails at once meanwhile, and says so once", async () => {
    proxy.set("hang");
    for (let i = 0; i < 2; i++) await expect(client.staff()).rejects.toMatchObject({ kind: "unavailable" });
    expect(client.http.paused).toBe(true);

    const before = proxy.requests();
    const started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => client.staff()));
    expect(performance.now() - started).toBeLessThan(100);
    expect(results.every((r) => r.status === "rejected" && r.reason instanceof PlatformPausedError)).toBe(true);
    expect(proxy.requests()).toBe(before);

    // After each pause a single call tries again; while the platform still hangs, that is all it gets:
    // the calls made meanwhile wait for it, then fail without being sent.
    await sleep(pauseMs + 50);
    const probes = await Promise.allSettled(Array.from({ length: 10 }, () => client.staff()));
    expect(probes.every((r) => r.status === "rejected")).toBe(true);
    expect(proxy.requests()).toBe(before + 1);
    expect(said("not answering")).toBe(1);
  });

  it("probes once after the pause and closes when the platform answers again", async () => {
    proxy.set("reset");
    for (let i = 0; i < 3 && !client.http.paused; i++) await expect(client.socialMedia()).rejects.toMatchObject({ kind: "unavailable" });
    expect(client.http.paused).toBe(true);
    const refused = proxy.connections();
    await expect(client.socialMedia()).rejects.toBeInstanceOf(PlatformPausedError);
    expect(proxy.connections()).toBe(refused);

    proxy.set("pass");
    await sleep(pauseMs + 50);
    const before = proxy.requests();
    const calls = [client.socialMedia(), client.socialMedia(), client.socialMedia()];
    // Calls made while the probe is out wait for it, and go once it has found the platform back:
    // a page that asks for several things at once after an outage gets them all.
    const results = await Promise.allSettled(calls);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    expect(proxy.requests()).toBe(before + 3);
    expect(client.http.paused).toBe(false);
    expect(await client.socialMedia()).toEqual(expect.any(Array));
    expect(said("not answering")).toBe(1);
    expect(said("answers again")).toBe(1);
    expect(lines.filter((line) => line.level === "warn" || line.level === "error")).toHaveLength(1);
  });

  it("does not count the platform's refusals (4xx) as failures", async () => {
    for (let i = 0; i < 6; i++) await expect(client.profile(999_999)).rejects.toMatchObject({ kind: "not_found" });
    expect(client.http.paused).toBe(false);
  });
});
