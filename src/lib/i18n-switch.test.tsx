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
