import type { MessageDescriptor } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { Measures } from "../contract/site-api.js";
import { talentSeoValues } from "./seo.js";

// The Portuguese source texts, as the catalogs give them for pt.
const translate = (descriptor: MessageDescriptor, values: Record<string, string>) => (descriptor.message ?? "").replace("{value}", values.value ?? "");
const measures = (given: Partial<Measures>): Measures => ({ height: null, bust: null, waist: null, hips: null, shoes: null, hair: null, eyes: null, ...given });

describe("a profile's link preview values", () => {
  it("names the main measures in centimetres, the part before the slash, waist only for women", () => {
    const woman = measures({ height: `176 / 5'9"`, bust: "84 / 33", waist: "60 / 24", hips: "90 / 35", shoes: "37 / 6.5", hair: "Castanho" });
    expect(talentSeoValues({ name: "Ana Souza", gender: "woman", measures: woman }, translate)).toEqual({
      name: "Ana Souza",
      measures: "altura 176 cm, busto 84 cm, cintura 60 cm, quadril 90 cm",
    });
    expect(talentSeoValues({ name: "João", gender: "man", measures: woman }, translate).measures).toBe("altura 176 cm, tórax 84 cm, quadril 90 cm");
  });

  it("leaves out what is missing, keeps a value that is not a bare number as it is, and says none when nothing is left", () => {
    expect(talentSeoValues({ name: "Bia", gender: null, measures: measures({ height: "1,76 m", hips: " " }) }, translate).measures).toBe("altura 1,76 m");
    expect(talentSeoValues({ name: "Bia", gender: "woman", measures: measures({ hair: "Loiro" }) }, translate).measures).toBe("none");
  });
});
