import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TalentCard } from "../contract/site-api.js";
import { serverOnlyCards } from "./ServerOnlyCards.js";

const hostile = `Ana </noscript><script>alert(1)</script> "Lua" & <b>Sol</b>`;
const cards: TalentCard[] = [
  { id: 1, name: "Bia Souza", slug: "bia-souza", gender: "woman", curves: false, cover: "platform.test/storage/talents/1/cover.jpg" },
  { id: 2, name: hostile, slug: `x"><script>`, gender: "woman", curves: false, cover: `platform.test/storage/"onerror="alert(1)".jpg` },
  { id: 3, name: "Caio Lima", slug: "caio-lima", gender: "man", curves: false, cover: null },
];

/** Writes the items where React puts them, as the renderer does with their bytes. */
const inline = (items: Uint8Array) => new TextDecoder().decode(items);

function markup(locale: "pt" | "en", from: number, list: readonly TalentCard[] = cards): string {
  return renderToStaticMarkup(serverOnlyCards(list, from, "Modelos", locale, inline));
}

/** The markup as a browser parses it inside the page (the <noscript> of a visitor without JavaScript). */
function parse(html: string): HTMLUListElement {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder.querySelector("ul") as HTMLUListElement;
}

describe("the cards the server writes for visitors without JavaScript", () => {
  it("lists every card from `from` on, with its link, cover, name and place in the whole list", () => {
    const list = parse(markup("en", 1));
    expect(list.getAttribute("aria-label")).toBe("Modelos");
    const items = [...list.querySelectorAll("li")];
    expect(items.map((item) => item.getAttribute("aria-posinset"))).toEqual(["2", "3"]);
    expect(items.map((item) => item.getAttribute("aria-setsize"))).toEqual(["3", "3"]);
    const last = items[1] as HTMLLIElement;
    expect(last.querySelector("a")?.getAttribute("href")).toBe("/en/modelos/3/caio-lima");
    expect(last.textContent).toBe("Caio Lima");
    const cover = last.querySelector("img");
    expect(cover?.getAttribute("loading")).toBe("lazy");
    expect(cover?.getAttribute("alt")).toBe("");
    expect(cover?.getAttribute("width")).toBe("480");
  });

  it("escapes platform text: names, slugs and cover paths read back exactly as given, and add no element", () => {
    const html = markup("pt", 0);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("</noscript>");
    const list = parse(html);
    const hostileItem = list.querySelectorAll("li")[1] as HTMLLIElement;
    expect(hostileItem.textContent).toBe(hostile);
    // The link, the frame, the cover and the name: nothing the platform text brought.
    expect(hostileItem.querySelectorAll("*")).toHaveLength(4);
    const link = hostileItem.querySelector("a")?.getAttribute("href") ?? "";
    expect(decodeURIComponent(link)).toContain(`x"><script>`);
    expect(hostileItem.querySelector("img")?.getAttribute("onerror")).toBeNull();
    expect(hostileItem.querySelector("img")?.getAttribute("src")).toContain(`"onerror="`);
    expect(list.querySelectorAll("li")).toHaveLength(3);
  });

  it("writes each card's link in the language asked, however often the same cards are written", () => {
    const hrefs = (locale: "pt" | "en") => [...parse(markup(locale, 0)).querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs("en")[0]).toBe("/en/modelos/1/bia-souza");
    expect(hrefs("pt")[0]).toBe("/modelos/1/bia-souza");
    expect(hrefs("en")[0]).toBe("/en/modelos/1/bia-souza");
    // A refreshed list comes as new card objects, with what the platform says now.
    const renamed = cards.map((card) => ({ ...card, name: `${card.name} Nova` }));
    const items = parse(markup("en", 0, renamed)).querySelectorAll("li");
    expect(items[0]?.textContent).toBe("Bia Souza Nova");
  });

  it("writes the same cards once: every page of the list gets the same bytes, and another list or language its own", () => {
    const handed: Uint8Array[] = [];
    const keep = (items: Uint8Array) => {
      handed.push(items);
      return "";
    };
    const write = (list: readonly TalentCard[], from: number, locale: "pt" | "en") => {
      renderToStaticMarkup(serverOnlyCards(list, from, "Modelos", locale, keep));
      return handed.at(-1);
    };
    const first = write(cards, 1, "pt");
    expect(write(cards, 1, "pt")).toBe(first);
    // A copy of the list with the same card objects is the same list.
    expect(write([...cards], 1, "pt")).toBe(first);
    expect(write(cards, 1, "en")).not.toBe(first);
    expect(write(cards, 0, "pt")).not.toBe(first);
    // A refreshed list (new objects) with the same ids is written anew, with what it says now.
    const refreshed = cards.map((card) => ({ ...card, name: `${card.name} Nova` }));
    const again = write(refreshed, 1, "pt");
    expect(again).not.toBe(first);
    expect(inline(again ?? new Uint8Array())).toContain("Caio Lima Nova");
    // The same length, first id and language, but another card inside.
    const swapped = [cards[0], cards[1], { ...cards[2], id: 9, name: "Davi Reis" }] as TalentCard[];
    expect(inline(write(swapped, 1, "pt") ?? new Uint8Array())).toContain("Davi Reis");
  });
});
