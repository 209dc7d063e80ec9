import { afterAll, expect, it } from "vitest";
import { messages as englishTalents } from "../../locales/en/talents.po";
import { messages as spanishLater } from "../../locales/es/later.po";
import { activateLocale, i18n, loadFeatureMessages } from "./i18n.js";

afterAll(() => activateLocale("pt"));

it("a page's texts asked for during a language switch arrive in the new language", async () => {
  await activateLocale("pt");
  const switching = activateLocale("en");
  // The talents page opens while English loads: it asks while the active language is still pt.
  await loadFeatureMessages("talents");
  await switching;
  expect(i18n.locale).toBe("en");
  const ids = Object.keys(englishTalents);
  expect(ids.length).toBeGreaterThan(10);
  for (const id of ids) expect(i18n.messages[id], id).toEqual(englishTalents[id]);
});

it("writes <html lang> only when the language changes", async () => {
  await activateLocale("pt");
  expect(document.documentElement.lang).toBe("pt-BR");
  const writes: string[] = [];
  const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? "")));
  observer.observe(document.documentElement, { attributes: true });
  // At boot and when the router mounts, in the page's language: the server's `lang` is already right.
  await activateLocale("pt");
  await Promise.resolve();
  expect(writes).toEqual([]);
  await activateLocale("es");
  await Promise.resolve();
  expect(writes).toEqual(["lang"]);
  expect(document.documentElement.lang).toBe("es");
  observer.disconnect();
});

it("adds a feature's texts once per language: every part waiting for them must not re-render the whole page again", async () => {
  await activateLocale("es");
  const changes: string[] = [];
  const stop = i18n.on("change", () => changes.push(i18n.locale));
  // The head, the notices and the footer's links each wait for the "later" texts.
  await Promise.all([loadFeatureMessages("later"), loadFeatureMessages("later"), loadFeatureMessages("later")]);
  await loadFeatureMessages("later");
  expect(changes).toEqual(["es"]);
  const id = Object.keys(spanishLater)[0] ?? "";
  expect(i18n.messages[id]).toEqual(spanishLater[id]);
  // A language switch brings them along: asking again adds nothing.
  await activateLocale("en");
  changes.length = 0;
  await loadFeatureMessages("later");
  expect(changes).toEqual([]);
  stop();
});
