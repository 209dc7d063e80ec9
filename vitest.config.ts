import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config";

export default mergeConfig(
  viteConfig({ command: "serve", mode: "test" }),
  defineConfig({
    test: {
      setupFiles: ["tests/setup/console.ts"],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      projects: [
        {
          extends: true,
          test: {
            name: "node",
            environment: "node",
            include: ["server/**/*.test.ts", "scripts/**/*.test.ts", "tests/integration/**/*.test.ts", "src/contract/**/*.test.ts", "src/lib/**/*.test.ts"],
            globalSetup: ["tests/setup/demo-template.ts", "tests/setup/postgres.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "dom",
            environment: "jsdom",
            include: ["src/**/*.test.tsx", "src/{app,features,components,state}/**/*.test.ts"],
          },
        },
      ],
    },
  }),
);
