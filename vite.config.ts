import { execFileSync } from "node:child_process";
import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { screenshotsForManifest } from "./scripts/manifest-screenshots.js";
import { precompressAssets } from "./scripts/precompress-assets.js";
import { manifestTexts } from "./server/site/shell/web-manifest.js";

const serverPort = Number(process.env.PORT ?? 3000);

/** The deploy's BUILD_ID, else the commit being built: which version a page (or a support call) runs. */
function buildId(): string {
  const fromEnv = process.env.BUILD_ID;
  if (fromEnv) {
    if (!/^[\w.-]{1,64}$/.test(fromEnv)) throw new Error(`BUILD_ID must be 1 to 64 letters, digits, dots, dashes or underscores, got "${fromEnv}".`);
    return fromEnv;
  }
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "dev";
  }
}

/** Writes the build id into index.html as <meta name="passarela:build">. */
function buildIdMeta(): Plugin {
  const id = buildId();
  return { name: "passarela-build-id", transformIndexHtml: () => [{ tag: "meta", attrs: { name: "passarela:build", content: id }, injectTo: "head" }] };
}

/**
 * Two builds from one config: the browser's app (`vite build`, into dist/) and
 * the server's renderer of the same components (`vite build --ssr`, into
 * dist/.ssr/, see `npm run build`). The renderer gets neither the service
 * worker nor the public folder; it is never served.
 */
export default defineConfig(({ isSsrBuild }) => ({
  // The renderer carries its dependencies: a build deployed outside this folder (DIST_DIR) runs as it is.
  ssr: { noExternal: true },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.resolve(import.meta.dirname, "src/lib/use-sync-external-store.ts") }],
  },
  plugins: [
    buildIdMeta(),
    react(),
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    lingui(),
    !isSsrBuild && precompressAssets(),
    !isSsrBuild && VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // Registered by the app (src/app/pwa), which owns the update prompt.
      injectRegister: false,
      registerType: "prompt",
      manifest: {
        id: "/",
        // In Portuguese; the server localizes it for English and Spanish pages (server/site/shell/web-manifest.ts).
        name: manifestTexts.pt.name,
        short_name: "Passarela",
        description: manifestTexts.pt.description,
        lang: manifestTexts.pt.lang,
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#131313",
        background_color: "#131313",
        categories: ["lifestyle", "business"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
        // Taken by `npm run screenshots`; left out of the precache (globIgnores below).
        screenshots: screenshotsForManifest(),
        shortcuts: [
          { name: manifestTexts.pt.shortcuts[0], url: "/modelos", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
          { name: manifestTexts.pt.shortcuts[1], url: "/seja-um-modelo", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
        ],
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,webp,png,ico}"],
        globIgnores: ["**/.vite/**", "**/.ssr/**", "screenshots/**"],
      },
    }),
  ],
  server: {
    proxy: {
      "/api": `http://localhost:${serverPort}`,
      "/media": `http://localhost:${serverPort}`,
    },
  },
  build: isSsrBuild
    ? {
        outDir: "dist/.ssr",
        copyPublicDir: false,
        target: "node20",
        rolldownOptions: {
          input: "src/entry-server.tsx",
          // One file: pages load with the renderer, and a new build written over a running one cannot break it.
          output: { codeSplitting: false },
          onLog(level, log, handler) {
            // The renderer imports every catalog itself: the browser's lazy imports of them need no chunks there.
            if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") handler(level, log);
          },
        },
      }
    : {
    target: "es2022",
    // The manifest lets scripts/bundle-budget.ts follow each page's critical path.
    manifest: true,
    // One stylesheet for the whole app (36 KB, 8 KB compressed): the server writes it into each
    // page's head, so a first paint waits for no stylesheet request at all, and pages opened in
    // the app later need none either.
    cssCodeSplit: false,
    // No preload helper in the app: the server names each page's chunks in its HTML
    // (server/site/shell/route-assets), and the app prefetches a page's whole module
    // graph when a link to it comes into view or is hovered.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only the modules it names, not everything they import.
          includeDependenciesRecursively: false,
          // Everything the entry needs at start goes in one chunk: a dozen tiny shared
          // chunks cost more to fetch and compress worse than one.
          // (The entry module itself stays out, so the entry chunk remains the page's script.)
          groups: [
            { name: "shell", tags: ["$initial"], test: (id) => !/([\\/]src[\\/]main\.tsx|index\.html)$/.test(id) },
            // What the profile page shares with its own lazy parts (gallery, units toggle): one chunk, not five tiny ones.
            // The colours' names go with it: the form, the only other page that shows them, loads them with its lazy code.
            {
              name: "profile",
              test: /[\\/]src[\\/](features[\\/]talents[\\/](gallery[\\/](Gallery\.module\.css|slides\.ts)|profile[\\/](Profile\.module\.css|units\.ts|measures\.ts))|contract[\\/]colour-names\.ts)$/,
            },
            // The talent cards, their covers and their grid, with the query helpers the list reads: one
            // chunk for the talents list's first load instead of six small ones.
            {
              name: "talent-cards",
              test: /[\\/]src[\\/](components[\\/](TalentGrid|WindowedGrid|useVisibleRows|useGridColumns|TalentCard|TalentCover)\.tsx?|components[\\/]TalentGrid\.module\.css|state[\\/]talent-list\.ts|lib[\\/]search-params\.ts)$/,
            },
            // The media widths with the URLs built from them: later code that only reads URLs
            // would otherwise split the widths into a chunk of their own on every page's first load.
            { name: "media", test: /[\\/]src[\\/](contract|lib)[\\/]media\.ts$/ },
            // The PDF download with its button's styles, the names it gives files and the galleries table
            // they come from: the profile and the selection both print, and one chunk costs less than four.
            { name: "pdf", test: /[\\/]src[\\/](components[\\/](PdfDownload\.tsx|DownloadButton\.module\.css)|lib[\\/]slug\.ts|contract[\\/](pdf|galleries)\.ts)$/ },
          ],
        },
      },
    },
  },
}));
