import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "pt",
  locales: ["pt", "en", "es"],
  fallbackLocales: { default: "pt" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
