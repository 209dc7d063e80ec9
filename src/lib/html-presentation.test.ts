// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { presentHtml, scaleFontSize } from "./html-presentation.js";
import { sanitizeHtml } from "./sanitize-html.js";

const dom = (html: string) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
};

/** presentHtml on its own, over markup as the policy leaves it. */
const present = (html: string, options: Partial<Parameters<typeof presentHtml>[1]> = {}) => {
  const root = dom(html);
  presentHtml(root, { origin: "https://site.example", ...options });
  return root;
};

describe("sanitizeHtml's presentation", () => {
  it("scales the about page's font sizes: 26px → 20px, 18px → 16px", () => {
    const html =
      '<span style="font-size: 26px">a</span><span style="font-size:18px;">b</span><span style="font-size: 26.0px">c</span><span style="FONT-SIZE: 18PX">d</span><span style="font-size: 14px">e</span>';
    const sizes = [...dom(sanitizeHtml(html, { scaleFontSizes: true })).querySelectorAll("span")].map((s) => s.style.fontSize);
    expect(sizes).toEqual(["20px", "16px", "20px", "16px", "14px"]);
    const unscaled = [...dom(sanitizeHtml(html)).querySelectorAll("span")].map((s) => s.style.fontSize);
    expect(unscaled.slice(0, 2)).toEqual(["26px", "18px"]);
  });

  it("lazy-loads content images and gives /media images a srcset", () => {
    const img = dom(sanitizeHtml('<img src="/media/1280/host/posts/1/hr/inline-1.jpg" width="1600" height="1066" alt="a">', { imageSizes: "760px" })).querySelector("img");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("width")).toBe("1600");
    expect(img?.getAttribute("srcset")).toContain("/media/640/host/posts/1/hr/inline-1.jpg 640w");
    expect(img?.getAttribute("srcset")).not.toContain("1600w");
    expect(img?.getAttribute("sizes")).toBe("760px");
  });
});

describe("presentHtml", () => {
  it("scales font sizes only when asked, keeping the other declarations", () => {
    const html = '<span style="text-align: center; font-size: 26px">a</span><p style="font-size: 18px">b</p><span style="font-weight: bold">c</span>';
    expect([...present(html, { scaleFontSizes: true }).querySelectorAll("[style]")].map((e) => e.getAttribute("style"))).toEqual([
      "text-align: center; font-size: 20px",
      "font-size: 16px",
      "font-weight: bold",
    ]);
    expect([...present(html).querySelectorAll("[style]")].map((e) => e.getAttribute("style"))).toEqual(["text-align: center; font-size: 26px", "font-size: 18px", "font-weight: bold"]);
  });

  it("opens links to other sites in a new tab, and the site's own in the same one", () => {
    const root = present(
      '<a href="https://www.instagram.com/x">ig</a><a href="https://site.example/pt/contato" target="_blank">own</a><a href="/seja-um-modelo" target="_blank">rel</a><a href="mailto:a@b.example" target="_blank">mail</a><a>none</a>',
    );
    expect([...root.querySelectorAll("a")].map((a) => a.getAttribute("target"))).toEqual(["_blank", null, null, null, null]);
  });

  it("gives /media images a srcset on the width ladder and the page's sizes, and leaves other images without one", () => {
    const root = present('<img src="/media/1280/host/posts/1/hr/a.jpg"><img src="https://elsewhere.example/b.jpg">', { imageSizes: "(min-width: 1024px) 50vw, 100vw" });
    const [media, other] = [...root.querySelectorAll("img")];
    expect(media?.getAttribute("srcset")).toMatch(/^\/media\/320\/host\/posts\/1\/hr\/a\.jpg 320w, .*\/media\/1280\/host\/posts\/1\/hr\/a\.jpg 1280w$/);
    expect(media?.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
    expect(other?.hasAttribute("srcset")).toBe(false);
    for (const image of [media, other]) {
      expect(image?.getAttribute("loading")).toBe("lazy");
      expect(image?.getAttribute("decoding")).toBe("async");
    }
    expect(present('<img src="/media/640/h/c.jpg">').querySelector("img")?.getAttribute("sizes")).toBe("100vw");
  });

  it("lazy-loads players and names an untitled one", () => {
    const frames = [...present('<iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://player.vimeo.com/video/2" title="Desfile"></iframe>').querySelectorAll("iframe")];
    expect(frames.map((f) => [f.getAttribute("loading"), f.getAttribute("title")])).toEqual([
      ["lazy", "Video"],
      ["lazy", "Desfile"],
    ]);
  });
});

describe("helpers", () => {
  it("scaleFontSize maps only the two CMS sizes", () => {
    expect(scaleFontSize("26px")).toBe("20px");
    expect(scaleFontSize(" 18.0px ")).toBe("16px");
    expect(scaleFontSize("26pt")).toBe("26pt");
    expect(scaleFontSize("1.5rem")).toBe("1.5rem");
  });
});
