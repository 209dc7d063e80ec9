import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { rawClient, trickle, type RawClient } from "../tests/helpers/raw-http.js";
import { freePort } from "../tests/helpers/processes.js";

/**
 * What slow clients can hold, against `server/main.ts` with the settings of the
 * environment (the defaults unless REQUEST_* are set), over real TCP:
 *
 *   npm run bench:slow-clients -- [--clients 3] [--crowd 200] [--give-up 75]
 *
 * - headers sent one line every 5 s, and a body of a real Content-Length sent one
 *   byte every 5 s: the time until the server answers (and which status) or
 *   closes, each for `clients` connections at once (median);
 * - `crowd` uploads from one address (127.0.0.2) at a byte a second: answers, and
 *   the server's open file descriptors (from /proc, Linux) before, 3 s in and
 *   35 s in (after the first body window at the default 30 s).
 * Connections still open after `give-up` seconds are counted as never cut.
 */

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "3" },
    crowd: { type: "string", default: "200" },
    "give-up": { type: "string", default: "75" },
  },
});
const clients = Number(values.clients);
const crowd = Number(values.crowd);
const giveUpMs = Number(values["give-up"]) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "passarela-slow-clients-"));
const [port, platformPort] = [await freePort(), await freePort()];
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
  stdio: ["ignore", "ignore", "inherit"],
});
const pid = server.pid ?? 0;

/** Time until the server answered or closed, with the status it sent (0: closed without one, -1: never cut). */
async function outcome(client: RawClient, started: number): Promise<{ ms: number; status: number }> {
  const result = await Promise.race([client.response.then((r) => r.status), sleep(giveUpMs).then(() => -1)]);
  const ms = performance.now() - started;
  client.socket.destroy();
  return { ms, status: result };
}

const head = (length: number) =>
  `POST /api/applications HTTP/1.1\r\nHost: localhost\r\nIdempotency-Key: 0b6c1b1e-3e0b-4d6a-9f55-3c2a1e7b9d10\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${length}\r\n\r\n`;

try {
  for (let until = Date.now() + 120_000; ; ) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/options`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > until || server.exitCode !== null) throw new Error("the server did not start");
      await sleep(200);
    }
  }

  const slowHeaders = Array.from({ length: clients }, async () => {
    const client = rawClient(port);
    const started = performance.now();
    client.write("POST /api/applications HTTP/1.1\r\nHost: localhost\r\n");
    void (async () => {
      for (let i = 0; !client.socket.destroyed; i++) {
        await sleep(5000);
        client.write(`X-Slow-${i}: a\r\n`);
      }
    })();
    return outcome(client, started);
  });
  const slowBodies = Array.from({ length: clients }, async () => {
    const client = rawClient(port);
    const started = performance.now();
    client.write(head(100_000));
    void trickle(client, Buffer.alloc(100_000, "a"), 1, 5000);
    return outcome(client, started);
  });

  const idleFds = fds(pid);
  const crowdStarted = performance.now();
  const statuses = new Map<number, number>();
  const crowdClients = Array.from({ length: crowd }, () => rawClient(port, "127.0.0.2"));
  const crowdDone = crowdClients.map(async (client) => {
    client.write(head(1_000_000));
    void trickle(client, Buffer.alloc(1_000_000, "a"), 1, 1000);
    const { status, ms } = await outcome(client, crowdStarted);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return { status, ms };
  });
  const laterFds = sleep(35_000).then(() => fds(pid));
  await sleep(3000);
  const crowdFds = fds(pid);

  const headers = await Promise.all(slowHeaders);
  const bodies = await Promise.all(slowBodies);
  const crowdResults = await Promise.all(crowdDone);
  const afterFds = await laterFds;
  const cut = crowdResults.filter((r) => r.status === 408).map((r) => r.ms);

  const describe = (list: { ms: number; status: number }[]) =>
    `${list.map((r) => (r.status === -1 ? "never" : `${r.status || "closed"}`)).join(", ")} after ${list.map((r) => (r.ms / 1000).toFixed(1)).join(", ")} s (median ${(median(list.map((r) => r.ms)) / 1000).toFixed(1)} s)`;
  console.log(`headers, a line every 5 s: ${describe(headers)}`);
  console.log(`body, a byte every 5 s:    ${describe(bodies)}`);
  console.log(
    `${crowd} uploads from one address: ${[...statuses].map(([status, count]) => `${count}× ${status === -1 ? "never cut" : status}`).join(", ")}` +
      (cut.length ? `; the held ones cut after ${(Math.min(...cut) / 1000).toFixed(1)}–${(Math.max(...cut) / 1000).toFixed(1)} s` : ""),
  );
  console.log(`server file descriptors: ${idleFds} idle, ${crowdFds} 3 s into the crowd, ${afterFds} 35 s in`);
} finally {
  server.kill("SIGTERM");
  if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
