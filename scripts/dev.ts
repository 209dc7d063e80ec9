import { spawn } from "node:child_process";

// Vite serves the app with hot reload and proxies /api and /media to the site
// server, which reloads itself on server changes.
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
