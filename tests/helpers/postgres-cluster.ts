import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./processes.js";

/**
 * A throwaway PostgreSQL cluster for the tests: initdb in a temporary folder,
 * pg_ctl on a free loopback port (and a socket in that folder), trust
 * authentication, stopped and removed afterwards. PostgreSQL refuses to run as
 * root, so as root the cluster's commands run as the `postgres` user that
 * Debian's package creates (runuser), and the folder is made theirs.
 */
export interface PostgresCluster {
  /** The `postgres` database as its superuser: for creating each test's own database. */
  adminUrl: string;
  stop(): void;
}

/** The folder of initdb and pg_ctl: PG_BIN, else the newest of Debian's /usr/lib/postgresql/N/bin, else PATH. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], "bin");
  }
  try {
    return path.dirname(execFileSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).trim()) || undefined;
  } catch {
    return undefined;
  }
}

function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * A new folder the cluster's user can write: under the temporary folder, or
 * under /tmp when that one sits where the `postgres` user cannot reach (root's home).
 */
function clusterFolder(owner: { uid: number; gid: number } | undefined): string {
  const make = (base: string) => {
    const dir = mkdtempSync(path.join(base, "passarela-pg-"));
    if (owner) chownSync(dir, owner.uid, owner.gid);
    return dir;
  };
  const dir = make(os.tmpdir());
  if (!owner) return dir;
  try {
    execFileSync("runuser", ["-u", process.env.PG_TEST_USER ?? "postgres", "--", "test", "-w", dir]);
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return make("/tmp");
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error("PostgreSQL is not installed (no initdb): the tests need it. Run .ci/run, or `apt-get install -y postgresql`, or set PG_BIN to its bin folder.");
  }
  const root = process.getuid?.() === 0;
  const owner = root ? userIds(process.env.PG_TEST_USER ?? "postgres") : undefined;
  if (root && !owner) {
    throw new Error("The tests run as root and PostgreSQL refuses to: create the `postgres` user (Debian's package does) or set PG_TEST_USER to another one.");
  }
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command);
    const [cmd, argv] = root ? ["runuser", ["-u", process.env.PG_TEST_USER ?? "postgres", "--", file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], cwd: os.tmpdir() });
  };

  const dir = clusterFolder(owner);
  const data = path.join(dir, "data");
  const port = await freePort();
  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
    // fsync off: the tests kill site servers, never this database, and the OS keeps what it was given.
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c fsync=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
      "-c shared_buffers=32MB",
    ].join(" ");
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`could not start a PostgreSQL cluster for the tests: ${error instanceof Error ? error.message : String(error)}\n${output}`);
  }
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
