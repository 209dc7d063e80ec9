import type { TalentProfile } from "../../src/contract/site-api.js";
import { aWomanAndAMan, must, part, profilePath } from "./fixtures.js";
import { expect, test } from "./test.js";

// A profile's link preview: what a messaging app reads when it is given the link.

let woman: TalentProfile;
let man: TalentProfile;

test.beforeAll(async ({ request }) => {
  ({ woman, man } = await aWomanAndAMan(request));
});

test("the link preview is in the HTML fetched without JavaScript: the cover, a title with the name, a description with the main measures", async ({ request, baseURL }) => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const decode = (value: string | undefined) => (value ?? "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

  const html = await (await request.get(profilePath(woman))).text();
  expect(meta(html, "og:image")).toBe(`${baseURL ?? ""}/media/1280/${woman.cover ?? ""}`);
  expect((await request.get(must(meta(html, "og:image"), "og:image"))).status()).toBe(200);
  expect(decode(meta(html, "og:title"))).toBe(`${woman.name} — Modelo | Passarela`);
  const measures = `altura ${part(woman.measures.height)} cm, busto ${part(woman.measures.bust)} cm, cintura ${part(woman.measures.waist)} cm, quadril ${part(woman.measures.hips)} cm`;
  expect(decode(meta(html, "og:description"))).toBe(`${woman.name} na Passarela: ${measures}. Portfolio, polaroids e vídeos.`);
  expect(decode(meta(html, "description"))).toBe(decode(meta(html, "og:description")));

  // A man: chest, no waist; in English.
  const en = await (await request.get(profilePath(man, "/en"))).text();
  expect(decode(meta(en, "og:title"))).toBe(`${man.name} — Model | Passarela`);
  expect(decode(meta(en, "og:description"))).toBe(
    `${man.name} at Passarela: height ${part(man.measures.height)} cm, chest ${part(man.measures.bust)} cm, hips ${part(man.measures.hips)} cm. Portfolio, polaroids and videos.`,
  );
});

test("once the page is up, its description is the same as the server's", async ({ page, request }) => {
  const html = await (await request.get(profilePath(woman, "/es"))).text();
  const server = must(/<meta name="description" content="([^"]*)"/.exec(html)?.[1], "description");
  expect(server).toContain(`altura ${part(woman.measures.height)} cm`);
  // The galleries named as the profile's tabs name them.
  expect(server).toContain("Portafolio, polaroids y vídeos.");
  await page.goto(profilePath(woman, "/es"));
  // The app's head takes over after hydration (the server's tags go): the description stays.
  await expect(page.locator("meta[data-server-head]")).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", server.replace(/&amp;/g, "&"));
});
