// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { playerUrl } from "./html-policy.js";
import { sanitizeHtml } from "./sanitize-html.js";

// The policy's rules one by one (html-presentation.test.ts: how the result is shown);
// tests/e2e/sanitizer.spec.ts runs XSS vectors in Chromium.
const dom = (html: string) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
};

describe("sanitizeHtml", () => {
  it("keeps text markup, lists, headings and tables", () => {
    const html = "<h2>Bastidores</h2><p><strong>a</strong> <em>b</em></p><ul><li>um</li></ul><ol><li>dois</li></ol><table><tr><td>c</td></tr></table>";
    const out = dom(sanitizeHtml(html));
    expect(out.querySelector("h2")?.textContent).toBe("Bastidores");
    expect(out.querySelectorAll("li")).toHaveLength(2);
    expect(out.querySelector("td")?.textContent).toBe("c");
  });

  it("removes scripts, styles, forms, SVG and event handlers, keeping harmless text", () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">ok</p><script>alert(1)</script><style>p{}</style><form action="/x"><input></form><svg onload="alert(1)"><circle/></svg><img src="/a.jpg" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|style>|<form|<input|<svg|onclick|onerror|onload|alert/i);
    expect(out).toContain("<p>ok</p>");
    expect(dom(out).querySelector("img")?.getAttribute("src")).toBe("/a.jpg");
  });

  it("turns a CMS h1 into text: the page title is the only h1", () => {
    expect(sanitizeHtml("<h1>Título</h1>")).toBe("Título");
  });

  it("strips javascript: and data: URLs, however they are written", () => {
    const out = dom(
      sanitizeHtml(
        '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
          '<a href="data:text/html,<script>alert(1)</script>">d</a><img src="data:image/png;base64,AAAA" alt="x"><img src=" DATA:image/png;base64,AAAA">',
      ),
    );
    for (const link of out.querySelectorAll("a")) expect(link.hasAttribute("href")).toBe(false);
    expect(out.querySelectorAll("img")).toHaveLength(0);
  });

  it("gives every link rel=noopener noreferrer, and external ones a new tab", () => {
    const out = dom(
      sanitizeHtml(
        '<a href="https://www.instagram.com/passarela.models" target="_self">ig</a><a href="/seja-um-modelo" target="_blank">inscreva-se</a><a href="mailto:a@b.example">mail</a><a href="tel:+5521955550141">tel</a>',
      ),
    );
    const [external, internal, mail, phone] = [...out.querySelectorAll("a")];
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(internal?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(internal?.hasAttribute("target")).toBe(false);
    expect(mail?.getAttribute("href")).toBe("mailto:a@b.example");
    expect(mail?.hasAttribute("target")).toBe(false);
    expect(phone?.getAttribute("href")).toBe("tel:+5521955550141");
  });

  it("keeps YouTube (rewritten to youtube-nocookie) and Vimeo players, and nothing else", () => {
    const out = dom(
      sanitizeHtml(
        '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" width="560" height="315" allow="camera; microphone" srcdoc="<script>alert(1)</script>" onload="alert(1)"></iframe>' +
          '<iframe src="https://player.vimeo.com/video/76979871"></iframe>' +
          '<iframe src="https://evil.example/embed/x"></iframe>' +
          '<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>' +
          '<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>' +
          '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      ),
    );
    const frames = [...out.querySelectorAll("iframe")];
    expect(frames.map((f) => f.getAttribute("src"))).toEqual(["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "https://player.vimeo.com/video/76979871"]);
    const [youtube] = frames;
    expect(youtube?.hasAttribute("srcdoc")).toBe(false);
    expect(youtube?.hasAttribute("onload")).toBe(false);
    expect(youtube?.getAttribute("allow")).not.toContain("camera");
    expect(youtube?.getAttribute("sandbox")).toContain("allow-scripts");
    expect(youtube?.getAttribute("loading")).toBe("lazy");
    expect(youtube?.getAttribute("width")).toBe("560");
  });

  it("keeps typographic inline styles only", () => {
    const out = dom(
      sanitizeHtml('<span style="font-size: 18px; color: #000; position: fixed; background: url(javascript:alert(1)); text-align: center">t</span><p style="color: red">u</p>'),
    );
    const style = out.querySelector("span")?.getAttribute("style") ?? "";
    expect(style).toContain("font-size: 18px");
    expect(style).toContain("text-align: center");
    expect(style).not.toMatch(/color|position|url|javascript/);
    expect(out.querySelector("p")?.hasAttribute("style")).toBe(false);
  });

});

describe("helpers", () => {
  it("playerUrl accepts only https YouTube embeds and Vimeo players", () => {
    expect(playerUrl("https://youtube.com/embed/abc?start=3")).toBe("https://www.youtube-nocookie.com/embed/abc?start=3");
    expect(playerUrl("https://www.youtube.com/watch?v=abc")).toBeNull();
    expect(playerUrl("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
    expect(playerUrl("https://user@player.vimeo.com/video/1")).toBeNull();
    expect(playerUrl("https://player.vimeo.com:8443/video/1")).toBeNull();
    expect(playerUrl("//player.vimeo.com/video/1")).toBeNull();
  });
});
