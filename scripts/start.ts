import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// `npm start` builds the app when the build is missing or older than its sources,
// so a fresh clone needs only `npm install && npm start`. A build named by DIST_DIR is served as it is.
const inputs = ["src", "sw", "locales", "public", "index.html", "vite.config.ts", "lingui.config.ts", "package-lock.json"];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((latest, name) => Math.max(latest, newest(path.join(entry, name))), info.mtimeMs);
}

const built = path.join("dist", "index.html");
if (!process.env.DIST_DIR && (!existsSync(built) || statSync(built).mtimeMs < Math.max(...inputs.map(newest)))) {
  console.log("Building the app…");
  // The browser's app, then the server's renderer of the same pages (as `npm run build` does).
  for (const ssr of [[], ["--ssr"]]) {
    const result = spawnSync("npx", ["vite", "build", ...ssr, "--logLevel", "warn"], { stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

await import("../server/main.js");
