import { readFile } from "node:fs/promises";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { locales, type Locale } from "../../../src/lib/routes.js";

/**
 * The server's view of the app's PO catalogs, for link previews and other texts
 * it writes itself: one Lingui instance per locale, fed the same translations
 * the browser uses.
 */
export type Translations = Record<Locale, I18n>;

export async function loadTranslations(localesDir: string): Promise<Translations> {
  const po = formatter({ lineNumbers: false });
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages: Messages = {};
      // The page titles and descriptions are in the shell's later catalog; the 404 texts too.
      for (const name of ["messages", "later"]) {
        const file = path.join(localesDir, locale, `${name}.po`);
        const catalog = (await po.parse(await readFile(file, "utf8"), { locale, sourceLocale: "pt", filename: file })) as Record<
          string,
          { message?: string; translation?: string }
        >;
        for (const [id, entry] of Object.entries(catalog)) messages[id] = entry.translation || entry.message || id;
      }
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      i18n.load(locale, messages);
      i18n.activate(locale);
      return [locale, i18n] as const;
    }),
  );
  return Object.fromEntries(entries) as Translations;
}
