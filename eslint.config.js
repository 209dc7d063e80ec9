import { existsSync, readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features never import each other (app/ wires them together), and shared code never imports a feature.
// Git keeps no empty folder: a checkout may have no src/features yet.
const featuresDir = new URL("./src/features", import.meta.url);
const features = (existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: "./src/features",
    except: [`./${name}`],
    message: "Features do not import each other; share through components/, lib/, contract/ or state/.",
  })),
  ...["components", "lib", "contract", "state"].map((dir) => ({
    target: `./src/${dir}`,
    from: ["./src/features", "./src/app"],
    message: "Shared code must not depend on features or the app.",
  })),
  { target: "./server", from: ["./src/app", "./src/features", "./src/components", "./src/state"], message: "The server shares only src/contract and src/lib." },
  { target: "./sw", from: ["./src/app", "./src/features", "./src/components", "./src/state", "./server"], message: "The service worker shares only src/contract and src/lib." },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report", "data", "locales/**/*.js", "locales/**/*.ts"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      "@typescript-eslint/consistent-type-imports": "error",
      // Destructuring a key out to keep the rest is how an object loses one.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "server/**/*.ts", "sw/**/*.ts"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: featureZones }] },
  },
  {
    // One module owns the jotai store and lists what the app uses of the library.
    files: ["src/**/*.{ts,tsx}", "sw/**/*.ts", "tests/**/*.ts"],
    ignores: ["src/state/store.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["jotai", "jotai/*", "jotai-family"], message: "Import jotai's atoms and hooks from src/state/store.ts." }] }] },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.{ts,js,mjs}", "tests/**/*.ts", "*.config.{ts,js}"],
    languageOptions: { globals: globals.node },
    // Fastify handlers and plugins are async by contract, awaiting or not.
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed any by design.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-assignment": "off", "@typescript-eslint/no-unsafe-argument": "off" },
  },
  {
    files: ["sw/**/*.ts"],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
