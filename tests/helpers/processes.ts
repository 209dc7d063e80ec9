import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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
