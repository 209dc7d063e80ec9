import { describe, expect, it } from "vitest";
import type { Person } from "../../../contract/site-api.js";
import { castingContact } from "./casting-contact.js";

const person = (id: number, name: string, role: string | null, email: string | null): Person => ({ id, name, role, email, phone: null });

describe("the contact an applicant writes to", () => {
  it("is the general contact for new talents when the platform lists one, else the first with an e-mail", () => {
    const general = [person(1, "Contato geral", "Atendimento", "contato@x.example"), person(2, "Seja um modelo", "Novos talentos", "casting@x.example")];
    expect(castingContact({ cities: [], general })?.email).toBe("casting@x.example");
    expect(castingContact({ cities: [], general: [person(3, "Imprensa", null, null), general[0] as Person] })?.email).toBe("contato@x.example");
    expect(castingContact({ cities: [], general: [person(3, "Imprensa", null, null)] })).toBeNull();
  });
});
