import { describe, expect, it } from "vitest";
import { displayUrl, mailtoHref, telHref } from "./links.js";

describe("contact links", () => {
  it("dials only digits and the leading plus", () => {
    expect(telHref("+55 (21) 95555-0141")).toBe("tel:+5521955550141");
    expect(telHref("(11) 5555-0150")).toBe("tel:1155550150");
    expect(telHref("+55 11 5555.0150")).toBe("tel:+551155550150");
  });

  it("writes mailto links and readable social addresses", () => {
    expect(mailtoHref(" contato@passarela.example ")).toBe("mailto:contato@passarela.example");
    expect(displayUrl("https://www.instagram.com/passarela.models/")).toBe("instagram.com/passarela.models");
    expect(displayUrl("https://passarela.example")).toBe("passarela.example");
    expect(displayUrl("not a url")).toBe("not a url");
  });
});
