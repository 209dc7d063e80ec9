import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    test: {
      setupFiles: ["tests/setup/console.ts"],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      // As with the e2e tests: on CI a failed test runs once more, and the report names it; twice failed fails the run.
      retry: process.env.CI ? 1 : 0,
      // Two files at a time even on two cores (Vitest's default would be one): most of these tests wait on
      // sockets, child processes and timers, not the CPU. Measured on two cores: 494 s for the suite on one
      // worker, 321 s on two (the replicas still one at a time), with the same tests passing.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "src/contract/**/*.test.ts", "src/lib/**/*.test.ts", "sw/**/*.test.ts"],
            exclude: [...configDefaults.exclude, "tests/integration/replicas*.test.ts"],
            globalSetup: ["tests/setup/demo-template.ts", "tests/setup/postgres.ts"],
            sequence: { groupOrder: 0 },
          },
        },
        {
          // Replicas of the site server, in one process and as processes killed and restarted under load,
          // take both cores for a minute or two: they run after everything else, so the timing tests
          // beside them measure the site, not the crowd.
          extends: true,
          test: {
            name: "replicas",
            environment: "node",
            // One file at a time: each wants the whole machine.
            maxWorkers: 1,
            include: ["tests/integration/replicas*.test.ts"],
            globalSetup: ["tests/setup/demo-template.ts", "tests/setup/postgres.ts"],
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: "dom",
            environment: "jsdom",
            setupFiles: ["tests/setup/dom.ts"],
            include: ["src/**/*.test.tsx", "src/{app,features,components,state}/**/*.test.ts"],
            sequence: { groupOrder: 0 },
          },
        },
      ],
    },
  }),
);
