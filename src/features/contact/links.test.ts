import { describe, expect, it } from "vitest";
import { displayUrl, mailtoHref, telHref, whatsappHref } from "./links.js";

describe("contact links", () => {
  it("dials only digits and the leading plus", () => {
    expect(telHref("+55 (21) 95555-0141")).toBe("tel:+5521955550141");
    expect(telHref("(11) 5555-0150")).toBe("tel:1155550150");
    expect(telHref("+55 11 5555.0150")).toBe("tel:+551155550150");
  });

  it("opens WhatsApp with every digit and the country code, 55 for a Brazilian number written without one", () => {
    expect(whatsappHref("+55 (21) 95555-0141")).toBe("https://wa.me/5521955550141");
    expect(whatsappHref("+55 (11) 5555-0150")).toBe("https://wa.me/551155550150");
    expect(whatsappHref("(21) 98765-4321")).toBe("https://wa.me/5521987654321");
    expect(whatsappHref("021 98765-4321")).toBe("https://wa.me/5521987654321");
    expect(whatsappHref("0055 21 98765-4321")).toBe("https://wa.me/5521987654321");
    expect(whatsappHref("55 21 98765 4321")).toBe("https://wa.me/5521987654321");
    expect(whatsappHref("+351 912 345 678")).toBe("https://wa.me/351912345678");
  });

  it("gives no WhatsApp link for what cannot be a whole number", () => {
    for (const phone of ["", "ramal 12", "98765-4321", "+55 (21) 98765-43210", "+1 234", "+12 3456 7890 1234 56"]) {
      expect(whatsappHref(phone), phone).toBeUndefined();
    }
  });

  it("writes mailto links and readable social addresses", () => {
    expect(mailtoHref(" contato@passarela.example ")).toBe("mailto:contato@passarela.example");
    expect(displayUrl("https://www.instagram.com/passarela.models/")).toBe("instagram.com/passarela.models");
    expect(displayUrl("https://passarela.example")).toBe("passarela.example");
    expect(displayUrl("not a url")).toBe("not a url");
  });
});
