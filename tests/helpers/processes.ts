import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export interface Child {
  process: ChildProcess;
  /** Everything it wrote so far, for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs a TypeScript entry point in its own Node process (through tsx), with `env` over the current environment. */
export function startProcess(entry: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ["--import", "tsx", entry], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A loopback port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || !address) throw new Error("no port");
  return address.port;
}

/** Waits until `url` answers at all (any status), or fails with the child's output. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null) throw new Error(`the process exited (${child.process.exitCode}) before ${url} answered:\n${child.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${child.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface ProcessScope {
  /** A new temporary folder. */
  tempDir: () => string;
  /** Starts `entry` on loopback, logging warnings and worse, with `env`. */
  start: (entry: string, env: Record<string, string>) => Child;
  /** Kills the processes still running and removes the folders: after the file's tests. */
  stopAll: () => Promise<void>;
}

/** The processes and temporary folders of one test file, stopped and removed together. */
export function processScope(name: string): ProcessScope {
  const dirs: string[] = [];
  const running = new Set<Child>();
  return {
    tempDir: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), `passarela-${name}-`));
      dirs.push(dir);
      return dir;
    },
    start: (entry, env) => {
      const child = startProcess(entry, { HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env });
      running.add(child);
      void child.exited.then(() => running.delete(child));
      return child;
    },
    stopAll: async () => {
      await Promise.all([...running].map((child) => child.stop("SIGKILL")));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** New credentials shared by a platform process and the sites that call it, as their environment holds them. */
export function platformCredentials(): { PLATFORM_SALT: string; PLATFORM_MF_API_KEY: string; PLATFORM_PANEL_API_TOKEN: string } {
  const secret = () => randomBytes(18).toString("base64url");
  return { PLATFORM_SALT: secret(), PLATFORM_MF_API_KEY: secret(), PLATFORM_PANEL_API_TOKEN: secret() };
}
