import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import type { TalentList } from "../../src/contract/site-api.js";
import { applicationForm, noisePhoto, platformApplications, postApplication, waitFor } from "../helpers/application.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// The platform stops answering (it hangs, or refuses connections) while the site
// serves: cached pages and API answers keep coming at once, what was never cached
// is a quick 503, the platform is not called on every request, the log says once
// that it is down and once that it is back, and the outbox keeps its own schedule.
// Timeouts are short here; the production ones are only longer.

const ttlMs = 200;
const pauseMs = 600;
const waitMs = 1000;

interface LogLine {
  level: number;
  msg: string;
}

let site: TestSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

async function outageSite(timing: { timeoutMs?: number; waitMs?: number } = {}): Promise<{ site: TestSite; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  // The client is made before the app: its lines reach the app's logger once it exists (as in main.ts).
  const sink: { log?: FastifyBaseLogger } = {};
  const built = await buildTestSite({
    distDir: path.resolve("dist"),
    proxied: true,
    cacheTtlMs: ttlMs,
    env: { PLATFORM_WAIT_MS: String(timing.waitMs ?? waitMs), OUTBOX_RETRY_MAX_MS: "400" },
    outbox: { retryBaseMs: 100 },
    logger: { level: "debug", stream },
    client: {
      timeoutMs: timing.timeoutMs ?? 300,
      retries: 1,
      retryDelayMs: 10,
      pauseMs,
      logger: {
        debug: (obj, msg) => sink.log?.debug(obj, msg),
        info: (obj, msg) => sink.log?.info(obj, msg),
        warn: (obj, msg) => sink.log?.warn(obj, msg),
        error: (obj, msg) => sink.log?.error(obj, msg),
      },
    },
  });
  sink.log = built.app.log;
  site = built;
  return { site: built, lines };
}

const html = { accept: "text/html", "accept-encoding": "br" };

/** Pages and API answers a visitor reads, warmed into the caches; and a talent never asked for. */
async function warm(site: TestSite) {
  const { talents } = (await site.app.inject({ url: "/api/talents" })).json<TalentList>();
  const [one, two, never] = talents;
  if (!one || !two || !never) throw new Error("the demo has fewer than three talents");
  const urls: [string, Record<string, string>][] = [
    ["/api/talents", { "accept-encoding": "br" }],
    [`/api/talents/${one.id}`, { "accept-encoding": "gzip" }],
    ["/api/posts?page=1", {}],
    ["/", html],
    ["/modelos", html],
    [`/modelos/${two.id}/${two.slug}`, html],
  ];
  const etags = new Map<string, string>();
  for (const [url, headers] of urls) {
    for (let i = 0; i < 2; i++) {
      const response = await site.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      etags.set(url, String(response.headers.etag));
    }
  }
  return { urls, etags, never };
}

/** Requests the warmed URLs round after round; every answer must be the cached one. */
async function serveCached(site: TestSite, urls: [string, Record<string, string>][], etags: Map<string, string>, count: number): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count; i++) {
    const [url, headers] = urls[i % urls.length] ?? ["/", {}];
    const started = performance.now();
    const response = await site.app.inject({ url, headers });
    durations.push(performance.now() - started);
    expect(response.statusCode, url).toBe(200);
    expect(response.headers.etag, url).toBe(etags.get(url));
  }
  return durations;
}

const p99 = (durations: number[]) => [...durations].sort((a, b) => a - b)[Math.ceil(durations.length * 0.99) - 1] ?? Infinity;
const said = (lines: LogLine[], text: string) => lines.filter((line) => line.msg.includes(text)).length;
/** pino's levels: 40 warn, 50 error. */
const warnings = (lines: LogLine[]) => lines.filter((line) => line.level >= 40);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe("a platform that hangs", () => {
  it("keeps cached answers quick, calls the platform rarely, and says once that it is down and once that it is back", async () => {
    const { site, lines } = await outageSite();
    const { urls, etags, never } = await warm(site);
    const proxy = site.proxy;
    if (!proxy) throw new Error("no proxy");

    proxy.set("hang");
    await sleep(ttlMs + 50);
    const callsBefore = proxy.requests();

    // Everything cached is stale now: served at once, refreshed in the background.
    const durations = await serveCached(site, urls, etags, 300);
    console.log(`hanging platform: p99 ${p99(durations).toFixed(1)} ms, slowest ${Math.max(...durations).toFixed(1)} ms over ${durations.length} cached answers`);
    expect(p99(durations)).toBeLessThan(50);
    // Not one of them waited for the platform (a call takes 300 ms to time out here).
    expect(Math.max(...durations)).toBeLessThan(300);

    // One refresh per key at a time, then the pause: a handful of calls, not one per request.
    let served = durations.length;
    await waitFor(
      async () => {
        served += (await serveCached(site, urls, etags, 6)).length;
        return site.client.http.paused;
      },
      5000,
      "calls to the platform paused",
    );
    const calls = proxy.requests() - callsBefore;
    console.log(`hanging platform: ${calls} platform calls for ${served} requests`);
    expect(calls).toBeLessThan(served / 10);
    // Paused, what was never cached fails at once.
    const paused = await timed(() => site.app.inject({ url: `/api/talents/${never.id}` }));
    expect(paused.result.statusCode).toBe(503);
    expect(paused.ms).toBeLessThan(200);

    // Back: after the pause one call finds the platform, refreshes go through again, and it is logged once.
    proxy.set("pass");
    await waitFor(
      async () => {
        await site.app.inject({ url: "/api/talents" });
        return !site.client.http.paused;
      },
      5000,
      "the platform answering again",
    );
    await waitFor(async () => (await site.app.inject({ url: `/api/talents/${never.id}` })).statusCode === 200, 3000, "a fresh answer");

    expect(said(lines, "not answering")).toBe(1);
    expect(said(lines, "answers again")).toBe(1);
    // Nothing else at warn or above: the 503s and the failed refreshes are not logged on every request.
    expect(warnings(lines).map((line) => line.msg)).toEqual([expect.stringContaining("not answering")]);
  });

  it("answers what was never cached with a 503 once the request's wait is over, not after the platform's timeouts", async () => {
    // Each platform call may take 5 s (twice, with its retry); a visitor waits 1 s.
    const { site } = await outageSite({ timeoutMs: 5000, waitMs: 1000 });
    const { never } = await warm(site);
    site.proxy?.set("hang");

    const api = await timed(() => site.app.inject({ url: `/api/talents/${never.id}` }));
    expect(api.result.statusCode).toBe(503);
    expect(api.result.json()).toMatchObject({ error: "platform_unavailable" });
    // A page reads several answers; they share the one wait.
    const page = await timed(() => site.app.inject({ url: `/modelos/${never.id}/${never.slug}`, headers: html }));
    expect(page.result.statusCode).toBe(503);
    console.log(`hanging platform, never cached: API 503 in ${api.ms.toFixed(0)} ms, page 503 in ${page.ms.toFixed(0)} ms`);
    for (const ms of [api.ms, page.ms]) expect(ms).toBeLessThan(1500);
  });
});

describe("a platform that refuses connections", () => {
  it("serves cached answers at once and fails the rest fast", async () => {
    const { site, lines } = await outageSite();
    const { urls, etags, never } = await warm(site);
    site.proxy?.set("reset");
    await sleep(ttlMs + 50);
    const durations = await serveCached(site, urls, etags, 200);
    console.log(`refusing platform: p99 ${p99(durations).toFixed(1)} ms over ${durations.length} cached answers`);
    expect(p99(durations)).toBeLessThan(50);
    expect(Math.max(...durations)).toBeLessThan(300);
    const missing = await timed(() => site.app.inject({ url: `/api/talents/${never.id}` }));
    expect(missing.result.statusCode).toBe(503);
    expect(missing.ms).toBeLessThan(1000);
    expect(said(lines, "not answering")).toBe(1);
  });
});

describe("images and videos while the platform hangs", () => {
  it("fail within the platform's timeout, pause with its data, and come back with it", async () => {
    const { site } = await outageSite();
    const { talents } = (await site.app.inject({ url: "/api/talents" })).json<TalentList>();
    const covers = talents.flatMap((talent) => (talent.cover ? [talent.cover] : []));
    const [cached, ...others] = covers;
    if (!cached || others.length < 8) throw new Error("the demo has too few covers");
    const image = (key: string, width = 320) => timed(() => site.app.inject({ url: `/media/${width}/${key}`, headers: { accept: "image/webp" } }));
    expect((await image(cached)).result.statusCode).toBe(200);

    site.proxy?.set("hang");
    // Images never resized yet wait for the platform's timeout (300 ms here), not the 15 s a CDN gets,
    // and those failures alone pause the platform: the site's data came from its cache.
    const first = await Promise.all(others.slice(0, 4).map((key) => image(key)));
    for (const { result, ms } of first) {
      expect(result.statusCode).toBe(502);
      expect(result.json()).toMatchObject({ error: "media_unavailable" });
      expect(ms).toBeLessThan(1500);
    }
    expect(site.client.http.paused).toBe(true);
    // Paused, the next ones fail at once and say why, so they hold none of the visitor's connections.
    for (const key of others.slice(4, 8)) {
      const { result, ms } = await image(key);
      expect(result.statusCode).toBe(503);
      expect(result.json()).toMatchObject({ error: "platform_unavailable" });
      expect(result.headers["cache-control"]).toBe("no-store");
      expect(ms).toBeLessThan(100);
    }
    // What was resized before is still served from the site's own cache.
    expect((await image(cached)).result.statusCode).toBe(200);

    // Back: once the pause is over, an image is the call that finds the platform again.
    site.proxy?.set("pass");
    await sleep(pauseMs + 50);
    const back = await image(others[0] ?? "");
    expect(back.result.statusCode).toBe(200);
    expect(site.client.http.paused).toBe(false);
  });

  it("times only the wait for a video's answer: a video read slower than that is not cut", async () => {
    const { site } = await outageSite();
    const { talents } = (await site.app.inject({ url: "/api/talents" })).json<TalentList>();
    const profiles = await Promise.all(talents.slice(0, 20).map((t) => site.app.inject({ url: `/api/talents/${t.id}` })));
    const video = profiles
      .flatMap((p) => p.json<{ galleries: { video: { source: string; src?: string }[] } }>().galleries.video)
      .find((v) => v.source === "file");
    if (!video?.src) throw new Error("the demo has no video file");
    const response = await site.app.inject({ url: `/media/video/${video.src}`, payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    const length = Number(response.headers["content-length"]);
    // A visitor's player reads a little, then waits, for longer than the platform's timeout (300 ms here).
    let received = 0;
    let waited = false;
    for await (const chunk of response.stream()) {
      received += (chunk as Buffer).byteLength;
      if (!waited) {
        waited = true;
        await sleep(800);
      }
    }
    expect(received).toBe(length);
  });
});

describe("the outbox during an outage", () => {
  it("keeps retrying on its own schedule and delivers once the platform is back", async () => {
    const { site, lines } = await outageSite();
    await warm(site);
    const photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(200, 300 + i)));
    site.proxy?.set("reset");
    // Visitors' reads find the platform down and pause calls to it.
    await sleep(ttlMs + 50);
    await waitFor(
      async () => {
        await site.app.inject({ url: "/api/talents" });
        return site.client.http.paused;
      },
      3000,
      "calls paused",
    );

    const response = await postApplication(site.app, applicationForm(photos, { fields: { name: "Outage" } }));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ApplicationReceipt>();
    // The pause does not stop the outbox: it tries the platform itself, again and again.
    await waitFor(async () => ((await site.applications.store.status(id))?.attempts ?? 0) >= 3, 5000, "three attempts");
    expect(await site.applications.store.status(id)).toMatchObject({ state: "pending", lastError: expect.stringMatching(/failed/) });

    site.proxy?.set("pass");
    await waitFor(async () => (await site.applications.store.status(id))?.state === "delivered", 5000, "delivery");
    expect(platformApplications(site.platform.db).filter((a) => a.fields.name === "Outage")).toHaveLength(1);
    // Its delivery is the platform answering: the pause ends, and the log says so once.
    expect(site.client.http.paused).toBe(false);
    expect(said(lines, "not answering")).toBe(1);
    expect(said(lines, "answers again")).toBe(1);
  });
});
