import { describe, expect, it } from "vitest";
import { bookingQuery, parseContact, subjectFromSlug, talentIdsFromParams, validateContact } from "./contact.js";

const valid = { name: "Carla Mendes", email: "carla@agencia.example", subject: "booking", message: "Olá!\r\nTudo bem?" };

describe("the contact schema", () => {
  it("tidies a valid message: trimmed, line breaks as \\n, the phone masked, talent ids as numbers, unknown keys dropped", () => {
    const parsed = parseContact({ ...valid, name: " Carla Mendes ", phone: "(21) 98765-4321", talents: [{ id: "3", name: " Ana " }], website: "", extra: 1 });
    expect(parsed).toEqual({
      ok: true,
      value: { name: "Carla Mendes", email: "carla@agencia.example", phone: "+55 (21) 98765-4321", subject: "booking", message: "Olá!\nTudo bem?", talents: [{ id: 3, name: "Ana" }] },
    });
  });

  it("takes the phone as optional: blank, or only the +55 the field starts with, is no phone", () => {
    for (const phone of [undefined, null, "", "   ", "+55 ", "+55"]) {
      const parsed = parseContact({ ...valid, phone });
      expect(parsed.ok && !("phone" in parsed.value), String(phone)).toBe(true);
    }
    expect(validateContact({ ...valid, phone: "2198765" })).toEqual({ phone: "invalid_phone" });
  });

  it("answers one code per invalid field, the application's codes", () => {
    expect(validateContact({})).toEqual({ name: "required", email: "required", subject: "required", message: "required" });
    expect(validateContact("not an object")).toEqual({ name: "required", email: "required", subject: "required", message: "required" });
    expect(
      validateContact({ name: "A\tB", email: "carla@", subject: "gossip", message: "x".repeat(5001), talents: [{ id: 1, name: "A" }, { id: 1, name: "B" }] }),
    ).toEqual({ name: "invalid", email: "invalid_email", subject: "invalid_option", message: "too_long", talents: "invalid" });
    expect(validateContact({ ...valid, name: "x".repeat(121) })).toEqual({ name: "too_long" });
    expect(validateContact({ ...valid, message: "bell\u0007" })).toEqual({ message: "invalid" });
    expect(validateContact({ ...valid, talents: Array.from({ length: 51 }, (_, i) => ({ id: i + 1, name: "T" })) })).toEqual({ talents: "invalid" });
    expect(validateContact({ ...valid, talents: [{ id: -2, name: "T" }] })).toEqual({ talents: "invalid" });
    expect(validateContact({ ...valid, talents: [{ id: 2 }] })).toEqual({ talents: "invalid" });
    expect(validateContact(valid)).toEqual({});
  });

  it("reads and writes the contact page's booking URL", () => {
    expect(bookingQuery([12, 40])).toBe("?assunto=reserva&talento=12&talento=40");
    const params = new URLSearchParams("?assunto=reserva&talento=12&talento=x&talento=12&talento=0&talento=40");
    expect(subjectFromSlug(params.get("assunto"))).toBe("booking");
    expect(subjectFromSlug("imprensa")).toBe("press");
    expect(subjectFromSlug("whatever")).toBeUndefined();
    expect(talentIdsFromParams(params)).toEqual([12, 40]);
  });
});
