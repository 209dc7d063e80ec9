import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TalentList } from "../../src/contract/site-api.js";
import { noisePhoto } from "../helpers/application.js";
import { loopbackTls, startMediaHost, videoChunk, videoChunkMs, videoChunks, type LoopbackTls, type TestMediaHost } from "../helpers/media-host.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// A media host of MEDIA_ALLOWED_HOSTS (a CDN) stops answering: its images fail within
// PLATFORM_TIMEOUT_MS instead of holding a visitor's few connections, then at once while
// it is paused; the platform and the other hosts are not paused with it, nor it with them.
// Timeouts are short here; the production ones are only longer.

/**
 * The platform client's timeout (given to it directly, as in the other outage tests) and
 * PLATFORM_TIMEOUT_MS, which the media hosts take: longer, as a first TLS handshake on a
 * busy machine can take hundreds of ms.
 */
const timeoutMs = { platform: 300, hosts: 1000 };
const pauseMs = 600;

interface LogLine {
  level: number;
  msg: string;
}

let tls: LoopbackTls;
let photo: Buffer;
let cdn: TestMediaHost;
let other: TestMediaHost;
let site: TestSite | undefined;
let lines: LogLine[];

beforeAll(async () => {
  tls = await loopbackTls();
  photo = await noisePhoto(400, 600);
});
afterAll(async () => {
  await tls.dispatcher.close();
});

async function hostsSite(): Promise<TestSite> {
  cdn = await startMediaHost(tls, photo);
  other = await startMediaHost(tls, photo);
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  site = await buildTestSite({
    proxied: true,
    env: { MEDIA_ALLOWED_HOSTS: `${cdn.host},${other.host}`, PLATFORM_TIMEOUT_MS: String(timeoutMs.hosts), PLATFORM_PAUSE_MS: String(pauseMs) },
    client: { timeoutMs: timeoutMs.platform, retries: 1, retryDelayMs: 10, pauseMs },
    logger: { level: "info", stream },
    mediaDispatcher: tls.dispatcher,
  });
  return site;
}

afterEach(async () => {
  await site?.close();
  site = undefined;
  await cdn.close();
  await other.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const said = (text: string) => lines.filter((line) => line.msg.includes(text)).length;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** An image of `key` (`host/path`) at a width, timed. */
const image = (site: TestSite, key: string, width = 320) => timed(() => site.app.inject({ url: `/media/${width}/${key}`, headers: { accept: "image/webp" } }));

/** Makes `host` hang and asks for four images at once: they fail on their timeout, and pause calls to it. */
async function hangAndPause(site: TestSite, host: TestMediaHost): Promise<number[]> {
  host.set("hang");
  const first = await Promise.all([1, 2, 3, 4].map((i) => image(site, `${host.host}/photos/first-${i}.jpg`)));
  for (const { result } of first) {
    expect(result.statusCode).toBe(502);
    expect(result.json()).toMatchObject({ error: "media_unavailable" });
    expect(result.headers["cache-control"]).toBe("no-store");
  }
  return first.map(({ ms }) => ms);
}

/** Platform images never resized yet. */
async function platformCovers(site: TestSite): Promise<string[]> {
  const { talents } = (await site.app.inject({ url: "/api/talents" })).json<TalentList>();
  return talents.flatMap((talent) => (talent.cover ? [talent.cover] : []));
}

describe("a media host that hangs", () => {
  it("fails its images within PLATFORM_TIMEOUT_MS, then at once while paused, serves resized ones, and finds the host again after the pause", async () => {
    const site = await hostsSite();
    expect((await image(site, `${cdn.host}/photos/resized.jpg`)).result.statusCode).toBe(200);

    const first = await hangAndPause(site, cdn);
    console.log(`hanging media host: its first images failed in ${first.map((ms) => ms.toFixed(0)).join(", ")} ms`);
    for (const ms of first) expect(ms).toBeLessThan(timeoutMs.hosts + 1500);

    // Paused: images not resized yet fail at once and say so, without calling the host.
    const calls = cdn.requests();
    const paused: number[] = [];
    for (const i of [1, 2, 3, 4]) {
      const { result, ms } = await image(site, `${cdn.host}/photos/paused-${i}.jpg`);
      expect(result.statusCode).toBe(503);
      expect(result.json()).toMatchObject({ error: "media_unavailable" });
      expect(result.headers["cache-control"]).toBe("no-store");
      paused.push(ms);
    }
    console.log(`hanging media host, paused: the next images failed in ${paused.map((ms) => ms.toFixed(1)).join(", ")} ms`);
    for (const ms of paused) expect(ms).toBeLessThan(100);
    // What was resized before is still served from the site's own cache.
    expect((await image(site, `${cdn.host}/photos/resized.jpg`)).result.statusCode).toBe(200);
    expect(cdn.requests()).toBe(calls);

    // After the pause, one image is the call that finds it again.
    cdn.set("answer");
    await sleep(pauseMs + 50);
    for (const i of [1, 2]) {
      const { result } = await image(site, `${cdn.host}/photos/paused-${i}.jpg`);
      expect(result.statusCode, result.body).toBe(200);
    }
    expect(said(`media host ${cdn.host} is not answering`)).toBe(1);
    expect(said(`media host ${cdn.host} answers again`)).toBe(1);
  });

  it("pauses neither the platform nor another media host", async () => {
    const site = await hostsSite();
    const [cover] = await platformCovers(site);
    await hangAndPause(site, cdn);
    expect((await image(site, `${cdn.host}/photos/paused.jpg`)).result.statusCode).toBe(503);

    const platform = await image(site, cover ?? "");
    expect(platform.result.statusCode).toBe(200);
    expect(site.client.http.paused).toBe(false);
    const otherHost = await image(site, `${other.host}/photos/1.jpg`);
    expect(otherHost.result.statusCode).toBe(200);
    expect(said(`media host ${other.host}`)).toBe(0);
  });
});

describe("a platform that hangs", () => {
  it("does not pause the media hosts", async () => {
    const site = await hostsSite();
    const covers = await platformCovers(site);
    site.proxy?.set("hang");
    const failed = await Promise.all(covers.slice(0, 4).map((key) => image(site, key)));
    for (const { result } of failed) expect(result.statusCode).toBe(502);
    expect(site.client.http.paused).toBe(true);
    expect((await image(site, covers[4] ?? "")).result.statusCode).toBe(503);

    const cdnImage = await image(site, `${cdn.host}/photos/1.jpg`);
    expect(cdnImage.result.statusCode, cdnImage.result.body).toBe(200);
    expect(said("media host")).toBe(0);
  });
});

describe("a media host's own answers", () => {
  it("keeps its 404 a 404 and makes its 5xx a 502 for that file alone: neither pauses it", async () => {
    const site = await hostsSite();
    for (let i = 0; i < 6; i++) {
      const missing = await image(site, `${cdn.host}/missing/${i}.jpg`);
      expect(missing.result.statusCode).toBe(404);
      expect(missing.result.json()).toMatchObject({ error: "not_found" });
      const broken = await image(site, `${cdn.host}/broken/${i}.jpg`);
      expect(broken.result.statusCode).toBe(502);
      expect(broken.result.json()).toMatchObject({ error: "media_unavailable" });
    }
    expect((await image(site, `${cdn.host}/photos/1.jpg`)).result.statusCode).toBe(200);
    // Every one of them was asked of the host: none was refused by a pause.
    expect(cdn.requests()).toBe(13);
    expect(said("is not answering")).toBe(0);
  });

  it("times only the wait for a video's answer: a video streamed slower than that is not cut", async () => {
    const site = await hostsSite();
    const started = performance.now();
    const response = await site.app.inject({ url: `/media/video/${cdn.host}/videos/slow.mp4`, payloadAsStream: true });
    expect(response.statusCode).toBe(200);
    let received = 0;
    for await (const chunk of response.stream()) received += (chunk as Buffer).byteLength;
    const ms = performance.now() - started;
    expect(received).toBe(videoChunk.byteLength * videoChunks);
    // Several timeouts long, sent steadily.
    expect(ms).toBeGreaterThan((videoChunks - 1) * videoChunkMs - 50);
    expect(ms).toBeGreaterThan(timeoutMs.hosts);
  });
});
