import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationReceipt } from "../../src/contract/application.js";
import { applicationForm, noisePhoto, platformApplications, waitFor } from "../helpers/application.js";
import { copyDemoPlatform } from "../helpers/platform.js";
import { freshDatabase } from "../helpers/postgres.js";
import { freePort, platformCredentials, processScope, waitForHttp, type Child } from "../helpers/processes.js";
import { startRoundRobinProxy, type RoundRobinProxy } from "../helpers/round-robin-proxy.js";

// Two site server processes on one PostgreSQL, one embedded platform, a round-robin
// proxy in front, and a killer: SIGKILL at random moments, then a restart. Every
// application answered 201 must reach the platform, and none twice: a replica killed
// mid-forward leaves its attempt to another, whose repeat carries the same
// Idempotency-Key, so the platform answers it with the copy it already has.
const applications = 200;
const kills = 6;

const { tempDir, start, stopAll } = processScope("replicas");
/** Every replica process started, killed ones included, for their logs. */
const replicaRuns: Child[] = [];
let databaseUrl: string;
let db: pg.Client;
let platformDir: string;
let proxy: RoundRobinProxy;
let photos: Buffer[];
const replicas: { port: number; dataDir: string; child: Child }[] = [];
let replicaEnv: Record<string, string>;

async function startReplica(index: number): Promise<void> {
  const replica = replicas[index];
  if (!replica) throw new Error(`no replica ${index}`);
  replica.child = start("server/main.ts", { ...replicaEnv, PORT: String(replica.port), DATA_DIR: replica.dataDir });
  replicaRuns.push(replica.child);
  await waitForHttp(`http://127.0.0.1:${replica.port}/healthz`, replica.child, 60_000);
}

beforeAll(async () => {
  photos = await Promise.all([0, 1, 2, 3].map((i) => noisePhoto(96, 128 + i)));
  databaseUrl = await freshDatabase();
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  platformDir = tempDir();
  copyDemoPlatform(platformDir);
  const platformPort = await freePort();
  const credentials = platformCredentials();
  const platform = start("tests/helpers/platform-process.ts", { ...credentials, DATA_DIR: platformDir, PLATFORM_PORT: String(platformPort) });
  await waitForHttp(`http://127.0.0.1:${platformPort}/api/unknown`, platform, 60_000);

  replicaEnv = {
    ...credentials,
    PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
    DATABASE_URL: databaseUrl,
    // Every application comes from 127.0.0.1.
    APPLICATION_RATE_LIMIT: "100000",
    APPLICATION_INVALID_LIMIT: "100000",
    // Leases short enough that a killed replica's claims are taken over within the test, long enough
    // that a live replica renews them even while a restart keeps its event loop busy on a loaded machine.
    OUTBOX_LEASE_MS: "10000",
    OUTBOX_POLL_MS: "250",
  };
  for (let i = 0; i < 2; i++) replicas.push({ port: await freePort(), dataDir: tempDir(), child: undefined as unknown as Child });
  // The first start runs the migrations; the second finds them done.
  await Promise.all([startReplica(0), startReplica(1)]);
  proxy = await startRoundRobinProxy(replicas.map((r) => r.port));
}, 180_000);

afterAll(async () => {
  await proxy.close();
  await db.end();
  await stopAll();
});

/** Sends one application until it is answered 201, with the same key every time, as the browser's queue does. */
async function sendUntilAccepted(name: string, key: string): Promise<{ id: string; tries: number }> {
  for (let tries = 1; ; tries++) {
    try {
      const response = await fetch(`${proxy.url}/api/applications`, {
        method: "POST",
        headers: { "idempotency-key": key },
        body: applicationForm(photos, { fields: { name } }),
        signal: AbortSignal.timeout(20_000),
      });
      if (response.status === 201) return { id: ((await response.json()) as ApplicationReceipt).id, tries };
      // 502 (replica down) and 503 (replica stopping) are retried; anything else is a fault.
      if (response.status !== 502 && response.status !== 503) throw new Error(`${name}: answered ${response.status} ${await response.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith(`${name}:`)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
  }
}

const storeStates = async () =>
  (await db.query<{ id: string; state: string; attempts: number; interrupted_since: string | null }>("SELECT id, state, attempts, interrupted_since FROM applications")).rows;

function platformCopies(): Map<string, number> {
  const platformDb = new Database(path.join(platformDir, "platform", "platform.db"), { readonly: true, fileMustExist: true });
  try {
    const counts = new Map<string, number>();
    for (const copy of platformApplications(platformDb)) counts.set(copy.fields.name ?? "", (counts.get(copy.fields.name ?? "") ?? 0) + 1);
    return counts;
  } finally {
    platformDb.close();
  }
}

describe("replicas killed at random moments", () => {
  it("gives one application for one key sent to both replicas at once", async () => {
    for (let round = 0; round < 3; round++) {
      const key = randomUUID();
      const send = (port: number) =>
        fetch(`http://127.0.0.1:${port}/api/applications`, {
          method: "POST",
          headers: { "idempotency-key": key },
          body: applicationForm(photos, { fields: { name: `Both ${round}` } }),
        });
      const answers = await Promise.all(replicas.map((r) => send(r.port)));
      expect(answers.map((a) => a.status)).toEqual([201, 201]);
      const [first, second] = await Promise.all(answers.map(async (a) => (await a.json()) as ApplicationReceipt));
      expect(first).toEqual(second);
    }
    const { rows } = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM applications");
    expect(rows[0]?.n).toBe(3);
    await waitFor(() => [0, 1, 2].every((round) => platformCopies().get(`Both ${round}`) === 1), 20_000, "the three to reach the platform");
  });

  it(`forwards each of ${applications} accepted applications through ${kills} kills, none lost and none twice`, async () => {
    const started = performance.now();
    const names = Array.from({ length: applications }, (_, i) => `Replica ${String(i).padStart(3, "0")}`);
    const accepted = new Map<string, string>();
    let killed = 0;

    // The killer: a random replica at a random moment, restarted at once on the same port and folder.
    const killer = (async () => {
      while (killed < kills) {
        await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
        const index = Math.floor(Math.random() * replicas.length);
        const replica = replicas[index];
        if (!replica) continue;
        await replica.child.stop("SIGKILL");
        killed++;
        await startReplica(index);
      }
    })();

    let cursor = 0;
    let retried = 0;
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = cursor++; i < names.length; i = cursor++) {
          const name = names[i] as string;
          const { id, tries } = await sendUntilAccepted(name, randomUUID());
          accepted.set(name, id);
          if (tries > 1) retried++;
        }
      }),
    );
    await killer;

    await waitFor(async () => (await storeStates()).every((row) => row.state === "delivered"), 90_000, "every application to be forwarded");
    // Late copies of an attempt in flight would arrive within a lease.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const rows = await storeStates();
    const copies = platformCopies();
    const lost = names.filter((name) => !copies.get(name));
    const duplicated = names.filter((name) => (copies.get(name) ?? 0) > 1);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const takenOver = rows.filter((row) => row.interrupted_since !== null).length;
    const logs = replicaRuns.map((run) => run.output()).join("\n");
    console.log(
      `replicas: ${applications} applications (${retried} needed more than one try), ${killed} kills, ${takenOver} forwards taken over after a kill, ` +
        `${lost.length} lost, ${duplicated.length} duplicated, in ${Math.round((performance.now() - started) / 1000)} s`,
    );

    expect(killed).toBe(kills);
    expect(accepted.size).toBe(applications);
    // One application per key, whatever the retries: 200 here plus the 3 of the first test.
    expect(rows).toHaveLength(applications + 3);
    for (const id of accepted.values()) expect(byId.get(id)?.state).toBe("delivered");
    expect(lost).toEqual([]);
    // No lease ran out under a replica that was still forwarding: while a lease holds, no other replica sends.
    expect(logs).not.toMatch(/took over an application this one is still forwarding/);
    expect(logs).not.toMatch(/"level":50/);
    // A replica killed after the platform had the whole application and before the site recorded its
    // answer leaves the attempt to another, which sends it again with the same key: still one copy.
    expect(duplicated).toEqual([]);
  }, 480_000);
});
