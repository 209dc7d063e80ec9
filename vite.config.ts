import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui(),
  ],
  server: {
    proxy: {
      "/api": `http://localhost:${serverPort}`,
      "/media": `http://localhost:${serverPort}`,
    },
  },
  build: {
    target: "es2022",
    // The manifest lets scripts/bundle-budget.ts follow each page's critical path.
    manifest: true,
  },
});
