// @vitest-environment node
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchUnlessStalled, isStalled } from "./stalled-fetch.js";

const stallMs = 300;
const open = new Set<ServerResponse>();
let server: Server;
let origin = "";

/** Answers by path: never, half a body then nothing, a body that trickles in for longer than the stall limit, or at once. */
beforeAll(async () => {
  server = createServer((request, response) => {
    open.add(response);
    response.on("close", () => open.delete(response));
    switch (request.url) {
      case "/silent":
        return;
      case "/half":
        response.writeHead(200, { "content-type": "application/json" });
        response.write('{"text": "half');
        return;
      case "/trickle": {
        response.writeHead(200, { "content-type": "application/json" });
        const parts = ['{"parts": [', "1,", "2,", "3,", "4,", "5,", "6", "]}"];
        const timer = setInterval(() => {
          const part = parts.shift();
          if (part === undefined) {
            clearInterval(timer);
            response.end();
          } else response.write(part);
        }, stallMs / 3);
        return;
      }
      default:
        response.writeHead(200, { "content-type": "application/json" }).end('{"ok": true}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error("The request did not fail.");
}

describe("a request given up when its connection stalls", () => {
  it("fails as stalled when no answer comes", async () => {
    const started = Date.now();
    const error = await failure(fetchUnlessStalled(`${origin}/silent`, {}, stallMs));
    expect(isStalled(error)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(stallMs - 20);
    expect(Date.now() - started).toBeLessThan(stallMs * 5);
  });

  it("fails as stalled when the body stops coming, once its answer had begun", async () => {
    const response = await fetchUnlessStalled(`${origin}/half`, {}, stallMs);
    expect(response.status).toBe(200);
    expect(isStalled(await failure(response.json()))).toBe(true);
  });

  it("is not cut off while a slow body keeps coming, even past the limit in all", async () => {
    const started = Date.now();
    const response = await fetchUnlessStalled(`${origin}/trickle`, {}, stallMs);
    expect(await response.json()).toEqual({ parts: [1, 2, 3, 4, 5, 6] });
    expect(Date.now() - started).toBeGreaterThan(stallMs * 2);
    expect(response.headers.get("content-type")).toBe("application/json");
  });

  it("leaves a prompt answer as it came, and its caller's signal still aborts", async () => {
    expect(await (await fetchUnlessStalled(`${origin}/ok`, {}, stallMs)).json()).toEqual({ ok: true });
    const caller = new AbortController();
    const request = fetchUnlessStalled(`${origin}/silent`, { signal: caller.signal }, 10_000);
    caller.abort();
    const error = await failure(request);
    expect(isStalled(error)).toBe(false);
    expect((error as Error).name).toBe("AbortError");
  });
});
