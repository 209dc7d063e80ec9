import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "pt",
  locales: ["pt", "en", "es"],
  fallbackLocales: { default: "pt" },
  // The shell's messages, then one catalog per feature: a page loads only its own texts.
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["<rootDir>/src/features/**", "**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/{name}",
      include: ["<rootDir>/src/features/{name}/"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
