import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import Fastify from "fastify";
import { startLocalSite, type LocalSiteOptions } from "./local-site.js";

/**
 * What the HTTP benchmarks share: their options, a built app, and the two
 * servers they compare, a bare Fastify hello-world and the site on a temporary
 * demo platform, in a child process of their own so that autocannon's client
 * does not share the servers' event loop.
 */

export interface BenchOrigins {
  hello: string;
  site: string;
}

/** `--name N` from the command line; a positive number (whole when `integer`), else `fallback`. */
export function numberOption(name: string, fallback: number, integer = false): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be a positive ${integer ? "whole " : ""}number.`);
  }
  return value;
}

/** Builds the app unless a build with its server renderer is there. */
export function ensureBuilt(): void {
  if (existsSync(path.join("dist", ".ssr"))) return;
  console.log("Building the app…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * In the child: both servers on loopback, their origins on stdout, until stdin
 * closes. A line "cpu" on stdin is answered with the CPU time the process has
 * used so far (all its threads: compression runs in zlib's pool), in ms.
 */
export async function serveBenchServers(label: string, site: LocalSiteOptions = {}): Promise<void> {
  process.env.NODE_ENV ??= "production";
  const hello = Fastify();
  hello.get("/", () => ({ hello: "world" }));
  const helloOrigin = await hello.listen({ host: "127.0.0.1", port: 0 });
  const local = await startLocalSite(label, { distDir: path.resolve("dist"), ...site });
  const siteOrigin = await local.app.listen({ host: "127.0.0.1", port: 0 });
  console.log(JSON.stringify({ hello: helloOrigin, site: siteOrigin } satisfies BenchOrigins));
  const commands = createInterface({ input: process.stdin });
  commands.on("line", (line) => {
    if (line !== "cpu") return;
    const { user, system } = process.cpuUsage();
    console.log(JSON.stringify({ cpuMs: (user + system) / 1000 }));
  });
  commands.on("close", () => {
    void Promise.all([hello.close(), local.close()]).then(() => process.exit(0));
  });
}

export interface BenchServers extends BenchOrigins {
  /** The CPU time the servers' process has used so far, in ms. */
  cpuMs: () => Promise<number>;
  stop: () => void;
}

/** Starts `script` with `--serve` (and this process's arguments) as the child, and waits for its origins. */
export async function startBenchServers(script: string): Promise<BenchServers> {
  const child = spawn(process.execPath, ["--import", "tsx", script, "--serve", ...process.argv.slice(2)], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  const origins = await new Promise<BenchOrigins>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the servers exited (${code}) before they listened`)));
    lines.on("line", (line) => {
      if (line.startsWith("{")) resolve(JSON.parse(line) as BenchOrigins);
    });
  });
  const cpuMs = () =>
    new Promise<number>((resolve) => {
      const read = (line: string) => {
        if (!line.startsWith('{"cpuMs"')) return;
        lines.off("line", read);
        resolve((JSON.parse(line) as { cpuMs: number }).cpuMs);
      };
      lines.on("line", read);
      child.stdin.write("cpu\n");
    });
  return { ...origins, cpuMs, stop: () => child.stdin.end() };
}

/**
 * Asks for a Brotli answer until the site sends its refined copy: a copy sent
 * again is recompressed at Brotli's best in the background (EncodedBodies),
 * and a run should measure the copy a busy page settles on, not that work.
 * Gives up after `ms`, as for a body the best quality cannot shrink.
 * Returns the bytes of the copy first sent and of the one settled on.
 */
export async function settleBrotli(url: string, headers: Record<string, string>, ms = 3000): Promise<{ first: number; settled: number }> {
  const length = async () => {
    const response = await fetch(url, { headers: { ...headers, "accept-encoding": "br" } });
    await response.arrayBuffer();
    return Number(response.headers.get("content-length"));
  };
  const first = await length();
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const settled = await length();
    if (settled < first) return { first, settled };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { first, settled: first };
}
