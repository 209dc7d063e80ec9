import { afterAll, expect, it } from "vitest";
import { messages as englishTalents } from "../../locales/en/talents.po";
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
