import { describe, expect, it } from "vitest";
import { talentMeasures } from "../../../../tests/helpers/talent-measures.js";
import { measureRows, measureValue } from "./measures.js";

const shown = (rows: ReturnType<typeof measureRows>) => rows.map(({ label, value }) => [label, value]);

describe("measures", () => {
  it("show only the part before the slash (the metric part)", () => {
    expect(shown(measureRows(talentMeasures, "woman", "metric"))).toEqual([
      ["height", "176"],
      ["bust", "86"],
      ["waist", "62"],
      ["hips", "92"],
      ["shoes", "38"],
      ["hair", "Castanho escuro"],
      ["eyes", "Verdes"],
    ]);
  });

  it("show waist only for women and label a man's bust as chest", () => {
    const man = measureRows(talentMeasures, "man", "metric");
    expect(man.map((row) => row.label)).toEqual(["height", "chest", "hips", "shoes", "hair", "eyes"]);
    expect(man.find((row) => row.label === "chest")?.value).toBe("86");
    // Unknown gender: no waist, and bust stays bust.
    expect(measureRows(talentMeasures, null, "metric").map((row) => row.label)).toEqual(["height", "bust", "hips", "shoes", "hair", "eyes"]);
  });

  it("show the part after the slash in imperial units; hair and eyes are the same in both", () => {
    expect(shown(measureRows(talentMeasures, "woman", "imperial"))).toEqual([
      ["height", `5'9"`],
      ["bust", `34"`],
      ["waist", `24"`],
      ["hips", `36"`],
      ["shoes", "7.5"],
      ["hair", "Castanho escuro"],
      ["eyes", "Verdes"],
    ]);
  });

  it("convert a plain centimetre value when no imperial part is stored", () => {
    expect(measureValue("height", "185", "imperial")).toBe(`6'1"`);
    expect(measureValue("bust", "91", "imperial")).toBe(`36"`);
    expect(measureValue("shoes", "42", "imperial")).toBe("42");
    expect(measureValue("height", "185 /", "imperial")).toBe(`6'1"`);
    expect(measureValue("height", "185", "metric")).toBe("185");
  });

  it("leave out missing or blank values", () => {
    expect(measureValue("hips", null, "metric")).toBeNull();
    expect(measureValue("hips", "  ", "imperial")).toBeNull();
    expect(measureValue("hips", " / ", "metric")).toBeNull();
    expect(measureValue("hips", `/ 36"`, "metric")).toBe(`36"`);
    const rows = measureRows({ ...talentMeasures, hips: null, shoes: "" }, "woman", "metric");
    expect(rows.map((row) => row.label)).toEqual(["height", "bust", "waist", "hair", "eyes"]);
  });
});
