import { mediaWidths } from "../../src/contract/media.js";
import type { PostCard } from "../../src/contract/site-api.js";
import { must, talentCards } from "./fixtures.js";
import { expect, test, type Page } from "./test.js";

/**
 * Images are requested at the size they are drawn: on every page, at phone,
 * tablet, laptop and desktop widths, the width the browser picked from each
 * image's srcset (by its sizes) is the step of the server's width ladder that
 * covers the drawn width, or at most one step off it. A sizes attribute that
 * does not match the layout makes the browser pick several steps too large
 * (or too small) and fails here.
 */

const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

interface Drawn {
  src: string;
  /** Width the browser asked the server for (the `/media/{width}/` of currentSrc). */
  picked: number;
  /** Device pixels the image covers across: its box, or more when object-fit: cover crops it. */
  drawn: number;
}

/** The /media images on screen, loaded, with what they cover. */
async function imagesOnScreen(page: Page): Promise<Drawn[]> {
  return page.evaluate(() => {
    const found: { src: string; picked: number; drawn: number }[] = [];
    for (const img of document.querySelectorAll("img")) {
      const picked = Number(/\/media\/(\d+)\//.exec(img.currentSrc)?.[1]);
      const box = img.getBoundingClientRect();
      const onScreen = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      if (!picked || !onScreen || !img.complete || img.naturalWidth === 0 || getComputedStyle(img).visibility === "hidden") continue;
      // The served file keeps the picture's proportions (for a <picture>, those of the source it picked).
      const ratio = img.naturalWidth / img.naturalHeight;
      const cover = getComputedStyle(img).objectFit === "cover";
      const width = cover ? Math.max(box.width, box.height * ratio) : box.width;
      found.push({ src: img.currentSrc, picked, drawn: Math.round(width * window.devicePixelRatio) });
    }
    return found;
  });
}

const step = (width: number) => {
  const index = mediaWidths.findIndex((ladder) => ladder >= width);
  return index < 0 ? mediaWidths.length - 1 : index;
};

async function pages(page: Page): Promise<string[]> {
  const cards = await talentCards(page.request);
  const talent = must(
    cards.find((card) => card.cover),
    "talent with a cover",
  );
  const { posts } = (await (await page.request.get("/api/posts/all")).json()) as { posts: PostCard[] };
  const post = must(posts[0], "post");
  return ["/", "/modelos", `/modelos/${talent.id}/${talent.slug}`, "/galeria", `/galeria/${post.id}/${post.slug}`, "/agencia"];
}

test("every image is requested at the width it is drawn, at 390, 768, 1024 and 1440 px", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const misfits: string[] = [];
  let checked = 0;
  for (const viewport of viewports) {
    // A fresh browser context each time: a larger copy in the cache could be reused instead.
    const context = await browser.newContext({ baseURL, viewport, serviceWorkers: "block" });
    const page = await context.newPage();
    for (const path of await pages(page)) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect.poll(async () => (await imagesOnScreen(page)).length, { message: `${path} at ${viewport.width} px shows images` }).toBeGreaterThan(0);
      for (const image of await imagesOnScreen(page)) {
        checked++;
        const off = step(image.picked) - step(image.drawn);
        if (Math.abs(off) > 1) misfits.push(`${path} at ${viewport.width} px: drawn ${image.drawn} px, picked ${image.picked} (${image.src})`);
      }
    }
    await context.close();
  }
  expect(checked).toBeGreaterThan(20);
  expect(misfits).toEqual([]);
});
