import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import path from "node:path";
import { assert } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApplicationReceipt } from "../../src/contract/application.js";
import { ApiError } from "../../src/contract/site-api.js";
import { applicationForm, encodeForm, noisePhoto } from "../helpers/application.js";
import { requestsPerConnection } from "../../server/site/connections/server-options.js";
import { rawClient, trickle, type RawResponse } from "../helpers/raw-http.js";
import { buildTestSite, type TestSite } from "../helpers/site.js";

// Slow clients over real HTTP (the guards watch sockets, which app.inject does not have),
// with limits short enough to run in seconds: headers within 300 ms, bodies at 1 KB/s (the
// default floor) over windows of 2 s, or 5 s where a crowd of uploads must still be held.
const sites: TestSite[] = [];
let photos: Buffer[];

async function listening(env: Record<string, string>): Promise<{ site: TestSite; port: number }> {
  const site = await buildTestSite({ env: { APPLICATION_RATE_LIMIT: "100", ...env } });
  sites.push(site);
  await site.app.listen({ port: 0, host: "127.0.0.1" });
  return { site, port: (site.app.server.address() as AddressInfo).port };
}

beforeAll(async () => {
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(300 + i * 10, 400, 92, 60)));
});
afterAll(async () => {
  for (const site of sites) await site.close();
});

function expectApiError(response: RawResponse, status: number, error: string): void {
  expect(response.status, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  assert(body, ApiError);
  expect(body.error).toBe(error);
  expect(body.message).toMatch(/^[A-Z].+\.$/);
}

/** The answer, or a failure naming what did not come within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms))]);
}

/** The request head of a multipart application of `length` bytes. */
function applicationHead(length: number, contentType = "multipart/form-data; boundary=x"): string {
  return [
    "POST /api/applications HTTP/1.1",
    "Host: localhost",
    `Idempotency-Key: ${randomUUID()}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");
}

describe("slow clients", () => {
  let site: TestSite;
  let port: number;
  beforeAll(async () => {
    ({ site, port } = await listening({ REQUEST_HEADERS_TIMEOUT_MS: "300", REQUEST_BODY_RATE_WINDOW_MS: "2000" }));
  });

  it("cuts request headers that are not complete by the deadline with a 408 in the API's shape", async () => {
    const client = rawClient(port);
    const started = performance.now();
    client.write("POST /api/applications HTTP/1.1\r\nHost: localhost\r\n");
    // Trickling more header lines does not buy time: the deadline runs from the request's start.
    void (async () => {
      for (let i = 0; i < 50 && !client.socket.destroyed; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        client.write(`X-Slow-${i}: a\r\n`);
      }
    })();
    const response = await within(client.response, 3000, "answer to slow headers");
    const elapsed = performance.now() - started;
    expectApiError(response, 408, "request_timeout");
    expect(response.headers.connection).toBe("close");
    await within(client.closed, 1000, "close");
    expect(elapsed).toBeGreaterThanOrEqual(290);
  });

  it("cuts a body slower than the floor with a 408, closes the connection and keeps nothing of it", async () => {
    const rows = (await site.applications.store.ids()).size;
    const client = rawClient(port);
    const started = performance.now();
    client.write(applicationHead(100_000));
    // 10 bytes every 100 ms: 100 B/s, a tenth of the floor.
    void trickle(client, Buffer.alloc(100_000, "a"), 10, 100);
    const response = await within(client.response, 6000, "answer to a slow body");
    const elapsed = performance.now() - started;
    expectApiError(response, 408, "request_timeout");
    expect(response.headers["cache-control"]).toBe("no-store");
    await within(client.closed, 1000, "close");
    // Cut at the end of the first window, not after the whole body's worth of time.
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(readdirSync(path.join(site.dataDir, "applications", ".incoming"))).toEqual([]);
    expect((await site.applications.store.ids()).size).toBe(rows);
  });

  it("never cuts an applicant uploading at slow-3G speed (50 KB/s), across many windows", async () => {
    const { payload, contentType } = await encodeForm(applicationForm(photos, { fields: { name: "Slow 3G" } }));
    expect(payload.length).toBeGreaterThan(300_000);
    const client = rawClient(port);
    const started = performance.now();
    client.write(applicationHead(payload.length, contentType));
    // 5 KB every 100 ms: 50 KB/s.
    await trickle(client, payload, 5 * 1024, 100);
    const response = await within(client.response, 20_000, "answer to a 3G upload");
    const elapsed = performance.now() - started;
    expect(response.status, response.body).toBe(201);
    assert(JSON.parse(response.body), ApplicationReceipt);
    // Three windows and more: never cut along the way.
    expect(elapsed).toBeGreaterThan(6000);
    client.socket.destroy();
    await site.applications.outbox.flush();
  });
});

describe("a crowd of slow uploads from one address", () => {
  it("holds at most a handful of sockets while everyone else is served", async () => {
    const windowMs = 5000;
    const { site, port } = await listening({ REQUEST_BODY_RATE_WINDOW_MS: String(windowMs), REQUEST_BODIES_PER_ADDRESS: "10" });
    const base = `http://127.0.0.1:${port}`;
    // Warm the option lists, so the timed GET measures the server rather than the first platform call.
    expect((await fetch(`${base}/api/options`)).status).toBe(200);

    // 200 uploads from 127.0.0.2, each announcing 1 MB and sending a byte every 250 ms.
    const started = performance.now();
    const slow = Array.from({ length: 200 }, () => rawClient(port, "127.0.0.2"));
    const answered: { response: RawResponse; ms: number }[] = [];
    const answers = slow.map(async (client) => {
      client.write(applicationHead(1_000_000));
      void trickle(client, Buffer.alloc(1_000_000, "a"), 1, 250);
      const response = await client.response;
      answered.push({ response, ms: performance.now() - started });
      return response;
    });

    // All but ten are turned away at once and their connections closed.
    const until = Date.now() + windowMs * 0.6;
    while (answered.length < 190 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered.length).toBe(190);
    for (const { response } of answered) {
      expectApiError(response, 429, "rate_limited");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }

    // Meanwhile, with ten still held: a real application from another address is taken…
    const application = await fetch(`${base}/api/applications`, {
      method: "POST",
      headers: { "idempotency-key": randomUUID() },
      body: applicationForm(photos, { fields: { name: "Beside the crowd" } }),
    });
    expect(application.status).toBe(201);
    // …and a GET answers in under 100 ms (median of five).
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      expect((await fetch(`${base}/api/options`)).status).toBe(200);
      timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    expect(timings[2]).toBeLessThan(100);
    const stillHeld = slow.filter((client) => !client.socket.destroyed).length;
    expect(stillHeld).toBe(10);

    // The ten held are cut at the end of their first window.
    const all = await within(Promise.all(answers), windowMs * 2.5, "answers to all 200 slow uploads");
    expect(all.filter((r) => r.status === 429)).toHaveLength(190);
    const cut = answered.filter(({ response }) => response.status === 408);
    expect(cut).toHaveLength(10);
    for (const { response, ms } of cut) {
      expectApiError(response, 408, "request_timeout");
      expect(ms).toBeGreaterThanOrEqual(windowMs - 100);
    }
    await within(Promise.all(slow.map((client) => client.closed)), 2000, "every slow connection to close");
    console.log(`200 slow uploads from one address: 190 answered 429 at once, 10 held and cut with 408 after ${Math.round(Math.min(...cut.map((c) => c.ms)))} ms; GETs meanwhile ${timings.map((t) => t.toFixed(1)).join(", ")} ms`);
    await site.applications.outbox.flush();
  });
});

describe("a client gone mid-upload", () => {
  it("ends its request quietly: nothing is logged as an internal error, and the server goes on", async () => {
    const lines: string[] = [];
    const site = await buildTestSite({ logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } } });
    sites.push(site);
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    // A phone losing its signal: the headers and the start of the body arrive, then the connection is reset.
    for (let i = 0; i < 10; i++) {
      const client = rawClient(port);
      await once(client.socket, "connect");
      client.write(
        `POST /api/applications HTTP/1.1\r\nHost: x\r\nIdempotency-Key: ${randomUUID()}\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: 100000\r\n\r\n--XyZ\r\n`,
      );
      await new Promise((resolve) => setImmediate(resolve));
      client.socket.resetAndDestroy();
      await client.closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url?: string } });
    // The requests did reach the server (the reset came after it read them), and none ended in an internal error.
    expect(logged.filter((entry) => entry.msg === "incoming request" && entry.req?.url === "/api/applications").length).toBeGreaterThan(0);
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
    const health = rawClient(port);
    health.write("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect((await health.response).status).toBe(200);
  });
});

describe("a client that sends requests without reading the answers", () => {
  /** Connects, sends `count` requests for `path` at once, and reads nothing until `readAfterMs` has passed. */
  async function pipeline(port: number, path: string, count: number, readAfterMs: number) {
    const socket = connect({ host: "127.0.0.1", port });
    await once(socket, "connect");
    socket.pause();
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`.repeat(count));
    await new Promise((resolve) => setTimeout(resolve, readAfterMs));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined);
    const statusesOf = () => [...Buffer.concat(chunks).toString("latin1").matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    // Until every answer is in, the server closes the connection, or 20 s have passed.
    let check: NodeJS.Timeout | undefined;
    let cap: NodeJS.Timeout | undefined;
    const closed = new Promise<boolean>((resolve) => {
      socket.on("close", () => resolve(true));
      check = setInterval(() => {
        if (statusesOf().length >= count) resolve(false);
      }, 50);
      cap = setTimeout(() => resolve(false), 20_000);
    });
    socket.resume();
    const wasClosed = await closed;
    clearInterval(check);
    clearTimeout(cap);
    socket.destroy();
    return { wasClosed, statuses: statusesOf() };
  }

  it("is answered at most a hundred requests on one connection, and 503 at once for the rest", async () => {
    const { port } = await listening({});
    const { statuses } = await pipeline(port, "/robots.txt", requestsPerConnection + 50, 0);
    expect(statuses.filter((status) => status === 200)).toHaveLength(requestsPerConnection);
    expect(statuses.filter((status) => status === 503)).toHaveLength(50);
  });

  it("still gets a PDF that takes longer to make than the idle time: nothing moves meanwhile, and nothing is cut", async () => {
    const { site, port } = await listening({ REQUEST_IDLE_TIMEOUT_MS: "1000" });
    const { talents } = (await site.app.inject({ method: "GET", url: "/api/talents" })).json<{ talents: { id: number; gender: string }[] }>();
    const woman = talents.find((talent) => talent.gender === "woman");
    if (!woman) throw new Error("the demo has no woman");
    // The platform taking its time over the PDF, as a large one does.
    const pdf = site.client.pdf.bind(site.client);
    site.client.pdf = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      return pdf(...args);
    };
    const client = rawClient(port);
    client.write(`GET /api/talents/${woman.id}/pdf/book HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    const response = await client.response;
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
  });

  it("is cut off once nothing has moved for the idle time, rather than holding its answers for good", async () => {
    const { port } = await listening({ REQUEST_IDLE_TIMEOUT_MS: "1000" });
    // 100 sitemaps, over 13 MB: more than the connection's buffers hold while the client reads nothing.
    const { wasClosed, statuses } = await pipeline(port, "/sitemap.xml", requestsPerConnection, 3000);
    expect(wasClosed).toBe(true);
    expect(statuses.length).toBeLessThan(requestsPerConnection);
  });
});
