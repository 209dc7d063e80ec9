import type { PostCard, TalentCard } from "../../src/contract/site-api.js";
import { must, talentCards, watchErrors } from "./fixtures.js";
import { expect, test, type Page } from "./test.js";

/**
 * Every route of the table, in each language, as a visitor first opens it:
 * the server's HTML hydrates without a mismatch (React reports one as an
 * error, which fails the test) and the browser asks for none of the data the
 * HTML already carried.
 */

let cards: TalentCard[];
let posts: PostCard[];

test.beforeAll(async ({ request }) => {
  cards = await talentCards(request);
  posts = ((await (await request.get("/api/posts/all")).json()) as { posts: PostCard[] }).posts;
});

const routes = (): [string, string][] => {
  const talent = must(cards[0], "talent");
  const post = must(posts[0], "post");
  return [
    ["home", "/"],
    ["about", "/agencia"],
    ["hubDigital", "/hub-digital"],
    ["gallery", "/galeria"],
    ["gallery, two pages", "/galeria?pagina=2"],
    ["galleryItemDetails", `/galeria/${post.id}/${post.slug}`],
    ["talents", "/modelos"],
    ["talents, a category and a search", "/modelos/feminino?q=a"],
    ["talent", `/modelos/${talent.id}/${talent.slug}`],
    ["talent, on its polaroids", `/modelos/${talent.id}/${talent.slug}?galeria=snap`],
    ["contact", "/contatos"],
    ["a booking on the contact page", `/contatos?assunto=reserva&talento=${talent.id}&talento=${must(cards[1], "second talent").id}`],
    ["getscouted", "/seja-um-modelo"],
    ["selection", "/selecao"],
    ["privacy", "/privacidade"],
    ["a shared selection", `/selecao?ids=${cards.slice(0, 3).map((card) => card.id).join(",")}`],
    ["not found", "/nada-aqui"],
  ];
};

/** The API paths the page's HTML carries answers for. */
async function carried(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.getElementById("page-state")?.textContent;
    return text ? Object.keys((JSON.parse(text) as { answers: Record<string, unknown> }).answers) : [];
  });
}

for (const prefix of ["", "/en", "/es"]) {
  test(`every route hydrates as rendered, fetching nothing it carried (${prefix || "pt"})`, async ({ page }) => {
    test.setTimeout(120_000);
    // A favourite on this device: the pages that show favourites differ from the server's after hydration, never during it.
    const favorite = must(cards[1], "talent");
    await page.addInitScript((value) => localStorage.setItem("favorites", value), JSON.stringify({ [favorite.id]: favorite }));
    for (const [name, path] of routes()) {
      const errors = watchErrors(page);
      const requested: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith("/api/")) requested.push(url.pathname + url.search);
      };
      page.on("request", onRequest);
      const url = prefix + (path === "/" && prefix ? "" : path);
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      const answers = await carried(page);
      expect(answers.length, `${name}: the HTML carries its data`).toBeGreaterThan(0);
      expect(requested.filter((request) => answers.includes(request)), `${name}: fetched again what the HTML held`).toEqual([]);
      // The browser logs the 404 page's own status; anything else is an error.
      const unexpected = name === "not found" ? errors.filter((error) => !error.includes("status of 404")) : errors;
      expect(unexpected, `${name} (${url}): errors while hydrating`).toEqual([]);
      page.removeAllListeners("console");
      page.removeAllListeners("pageerror");
    }
  });
}
