import path from "node:path";
import { expect, test, type Page } from "./test.js";
import { build, type Rolldown } from "vite";

/**
 * XSS vectors through the real sanitiser (src/lib/sanitize-html.ts, built for
 * the browser), rendered in Chromium the way React renders CMS HTML (innerHTML).
 * The page has no CSP, so only the sanitiser stands between a vector and its
 * execution. Each vector calls window.__xss(id) if it ever runs.
 */

const vectors: string[] = [
  `<script>__xss(1)</script>`,
  `<img src="/missing.png" onerror="__xss(2)">`,
  `<img src=/missing.png onerror=__xss(3) />`,
  `<svg onload="__xss(4)"><circle r="4"/></svg>`,
  `<svg><script>__xss(5)</script></svg>`,
  `<svg><animate onbegin="__xss(6)" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><a xlink:href="javascript:__xss(7)"><text x="20" y="20">svg link</text></a></svg>`,
  `<a href="javascript:__xss(8)">js link</a>`,
  `<a href="  JaVaScRiPt:__xss(9)">js link 2</a>`,
  `<a href="jav&#x09;ascript:__xss(10)">js link 3</a>`,
  `<iframe src="javascript:parent.__xss(11)"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss(12)</script>"></iframe>`,
  `<iframe src="https://evil.example/embed/x" onload="__xss(13)"></iframe>`,
  `<iframe src="https://www.youtube.com.evil.example/embed/x" onload="__xss(14)"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__xss(15)</script>"></iframe>`,
  `<object data="javascript:__xss(16)"></object>`,
  `<embed src="javascript:__xss(17)">`,
  `<math><mtext><table><mglyph><style><img src=/missing.png onerror=__xss(18)></style></mglyph></table></mtext></math>`,
  `<form><button formaction="javascript:__xss(19)">send</button></form>`,
  `<details open ontoggle="__xss(20)"><summary>x</summary></details>`,
  `<body onload="__xss(21)">`,
  `<input autofocus onfocus="__xss(22)">`,
  `<video><source onerror="__xss(23)"></video>`,
  `<div style="background-image:url(javascript:__xss(24))">bg</div>`,
  `<noscript><p title="</noscript><img src=/missing.png onerror=__xss(25)>"></noscript>`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss(26)">`,
  `<base href="javascript:__xss(27)//">`,
  `<img src="/missing.png" onerror="&#95;&#95;xss(28)">`,
  `<div onmouseover="__xss(29)" style="position:fixed;inset:0">hover</div>`,
  `<svg><set attributeName="onmouseover" to="__xss(30)"/></svg>`,
  `<img src="/missing.png" srcset="javascript:__xss(31) 1x">`,
  `<template><img src=/missing.png onerror=__xss(32)></template>`,
  `<style><img src=/missing.png onerror=__xss(33)></style>`,
  `<a href="data:text/html,<script>alert(34)</script>">data link</a>`,
  `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='__xss(35)'/>">`,
  `<p><span style="font-size:26px" onclick="__xss(36)">click me</span></p>`,
  `<marquee onstart="__xss(37)">m</marquee>`,
  `<image src=/missing.png onerror=__xss(38)>`,
  `<a href="#" onfocus="__xss(39)" autofocus tabindex="1">focus</a>`,
  `<select><option><iframe src="javascript:parent.__xss(40)"></iframe></option></select>`,
];

// Markup the CMS really uses: all of it must survive.
const allowed = [
  `<h2>Bastidores</h2>`,
  `<p><span style="font-size: 26px"><strong>Lead</strong> text</span></p>`,
  `<p><span style="font-size:18px;">Body</span> <em>em</em></p>`,
  `<ul><li>one</li><li>two</li></ul>`,
  `<p><img src="/media/1280/host/posts/1/hr/inline-1.jpg" alt="Backstage" width="1600" height="1066"></p>`,
  `<p><a href="https://www.instagram.com/passarela.models" target="_blank">Instagram</a> <a href="/seja-um-modelo">Inscreva-se</a></p>`,
  `<p><iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="YouTube video player" allowfullscreen></iframe></p>`,
  `<p><iframe src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe></p>`,
].join("\n");

let bundle: string;

test.beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    build: {
      write: false,
      minify: false,
      lib: { entry: path.resolve("src/lib/sanitize-html.ts"), formats: ["iife"], name: "PassarelaSanitizer", fileName: "sanitizer" },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk) throw new Error("The sanitiser did not build.");
  bundle = chunk.code;
});

/** A blank page on a made-up origin, without CSP; nothing leaves the machine. */
async function openTestPage(page: Page): Promise<void> {
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== "sanitizer.test") return route.abort();
    if (url.pathname === "/") return route.fulfill({ contentType: "text/html", body: `<!doctype html><html><head><title>sanitizer</title></head><body><div id="out"></div><div id="control"></div></body></html>` });
    return route.fulfill({ status: 404, body: "" });
  });
  await page.goto("http://sanitizer.test/");
  await page.evaluate(() => {
    const hits: string[] = [];
    Object.assign(window, { __xss: (id: unknown) => hits.push(String(id)), __hits: hits, alert: (id: unknown) => hits.push(`alert ${String(id)}`) });
  });
  await page.addScriptTag({ content: bundle });
}

const hits = (page: Page) => page.evaluate(() => (window as unknown as { __hits: string[] }).__hits);

test("no XSS vector runs after sanitising, while the detector itself works", async ({ page }) => {
  await openTestPage(page);

  // The detector: the same kind of vector, not sanitised, does run.
  await page.evaluate(() => {
    const control = document.getElementById("control");
    if (control) control.innerHTML = `<img src="/missing.png" onerror="__xss('control')">`;
  });
  await expect.poll(() => hits(page)).toEqual(["control"]);
  await page.evaluate(() => {
    (window as unknown as { __hits: string[] }).__hits.length = 0;
    document.getElementById("control")?.remove();
  });

  const sanitised = await page.evaluate((list) => {
    const { sanitizeHtml } = (window as unknown as { PassarelaSanitizer: { sanitizeHtml: (html: string, options?: object) => string } }).PassarelaSanitizer;
    const out = document.getElementById("out");
    const results = list.map((html) => sanitizeHtml(html, { scaleFontSizes: true }));
    // Rendered the way React renders CMS HTML: one innerHTML per block.
    if (out) out.innerHTML = results.map((html) => `<div>${html}</div>`).join("");
    return results;
  }, vectors);

  // Give handlers, animations, autofocus and frames their chance; hover, focus and click everything.
  await page.waitForTimeout(1000);
  await page.mouse.move(200, 200);
  await page.mouse.move(400, 300);
  for (const element of await page.locator("#out *").all()) {
    await element.hover({ force: true, timeout: 1000 }).catch(() => undefined);
    await element.click({ force: true, timeout: 1000, noWaitAfter: true }).catch(() => undefined);
    await element.focus({ timeout: 1000 }).catch(() => undefined);
  }
  await page.keyboard.press("Tab");
  await page.waitForTimeout(1000);

  expect(await hits(page)).toEqual([]);
  // Still on the test page (a surviving "#" link may only add a fragment).
  expect(page.url().replace(/#$/, "")).toBe("http://sanitizer.test/");
  const joined = sanitised.join("\n");
  expect(joined).not.toMatch(/<(script|svg|math|iframe|object|embed|form|input|button|meta|base|style|template|noscript|marquee|details|select)\b/i);
  expect(joined).not.toMatch(/\son\w+\s*=|javascript:|data:|xlink|srcdoc|formaction/i);
  // The harmless parts of a vector remain.
  expect(joined).toContain("js link");
  expect(joined).toContain('<span style="font-size: 20px">click me</span>');
});

test("the markup the CMS uses survives: headings, lists, images, links with rel, YouTube and Vimeo players, scaled sizes", async ({ page }) => {
  await openTestPage(page);
  const html = await page.evaluate((source) => {
    const { sanitizeHtml } = (window as unknown as { PassarelaSanitizer: { sanitizeHtml: (html: string, options?: object) => string } }).PassarelaSanitizer;
    const out = document.getElementById("out");
    const clean = sanitizeHtml(source, { scaleFontSizes: true });
    if (out) out.innerHTML = clean;
    return clean;
  }, allowed);

  const out = page.locator("#out");
  await expect(out.getByRole("heading", { level: 2, name: "Bastidores" })).toBeAttached();
  await expect(out.getByRole("listitem")).toHaveCount(2);
  await expect(out.locator("strong")).toHaveText("Lead");
  await expect(out.locator("em")).toHaveText("em");
  const image = out.getByRole("img", { name: "Backstage" });
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("loading", "lazy");
  await expect(image).toHaveAttribute("srcset", /\/media\/640\/host\/posts\/1\/hr\/inline-1\.jpg 640w/);
  const instagram = out.getByRole("link", { name: "Instagram" });
  await expect(instagram).toHaveAttribute("href", "https://www.instagram.com/passarela.models");
  await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  await expect(instagram).toHaveAttribute("target", "_blank");
  const internal = out.getByRole("link", { name: "Inscreva-se" });
  await expect(internal).toHaveAttribute("rel", "noopener noreferrer");
  expect(await internal.getAttribute("target")).toBeNull();
  const frames = out.locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0)).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
  await expect(frames.nth(1)).toHaveAttribute("src", "https://player.vimeo.com/video/76979871");
  const sizes = await out.locator("span").evaluateAll((spans) => spans.map((span) => getComputedStyle(span).fontSize));
  expect(sizes).toEqual(["20px", "16px"]);
  expect(html).not.toMatch(/26px|18px/);
});
