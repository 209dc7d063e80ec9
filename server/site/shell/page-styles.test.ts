import { describe, expect, it } from "vitest";
import { classesIn, PageStyles } from "./page-styles.js";

const css = [
  ":root{--gutter:16px}",
  "body{margin:0}",
  "._card_a1{display:block}",
  "._unused_b2{color:red}",
  "._grid_c3 ._card_a1{gap:4px}",
  "._grid_c3 ._missing_d4{gap:8px}",
  "._card_a1:hover,._other_e5{opacity:.8}",
  "._card_a1:not(._open_f6){height:10px}",
  "._card_a1:has(._missing_d4){width:1px}",
  '._card_a1[data-state="a.b"]{top:0}',
  "@media (min-width:768px){._card_a1{display:grid}._unused_b2{color:blue}}",
  "@media (min-width:1024px){._unused_b2{color:green}}",
  "@keyframes fade{0%{opacity:0}to{opacity:1}}",
  "._we\\:ird{color:pink}",
].join("");

const page = Buffer.from('<div class="_grid_c3"><a class="_card_a1  extra" href="/">Ângela</a></div>');

describe("page styles", () => {
  const styles = new PageStyles("/assets/style.css", css);
  const cut = styles.forClasses(classesIn(page));

  it("reads every class of the markup", () => {
    expect([...classesIn(page)].sort()).toEqual(["_card_a1", "_grid_c3", "extra"]);
  });

  it("reads only class attributes: not text, other attributes or a half-written one", () => {
    const markup = Buffer.from('<p data-class="_x1">class="_x2" é<b\nclass="_x3"></b><i class="_x4');
    expect([...classesIn(markup)]).toEqual(["_x3"]);
  });

  it("keeps the rules the markup can use, in the stylesheet's order", () => {
    expect(cut).toBe(
      [
        ":root{--gutter:16px}",
        "body{margin:0}",
        "._card_a1{display:block}",
        "._grid_c3 ._card_a1{gap:4px}",
        "._card_a1:hover,._other_e5{opacity:.8}",
        "._card_a1:not(._open_f6){height:10px}",
        "._card_a1:has(._missing_d4){width:1px}",
        '._card_a1[data-state="a.b"]{top:0}',
        "@media (min-width:768px){._card_a1{display:grid}}",
        "@keyframes fade{0%{opacity:0}to{opacity:1}}",
        "._we\\:ird{color:pink}",
      ].join(""),
    );
  });

  it("leaves out a rule only when a class it needs is on no element", () => {
    expect(cut).not.toContain("_unused_b2");
    expect(cut).not.toContain("._grid_c3 ._missing_d4");
    // A media query left with no rule goes too.
    expect(cut).not.toContain("1024px");
  });

  it("keeps everything for markup that uses every class", () => {
    const all = Buffer.from('<p class="_card_a1 _unused_b2 _grid_c3 _missing_d4 _other_e5 _open_f6">x</p>');
    expect(styles.forClasses(classesIn(all))).toBe(css);
  });
});
