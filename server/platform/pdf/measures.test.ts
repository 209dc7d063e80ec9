import { describe, expect, it } from "vitest";
import { talentMeasures } from "../../../tests/helpers/talent-measures.js";
import { handleLines, toHandle } from "./handles.js";
import { measureLines } from "./measures.js";

const labels = (gender: string | null) => measureLines({ ...talentMeasures, gender }).map((line) => line.label);

describe("measureLines", () => {
  it("shows waist for women and labels the bust Busto", () => {
    expect(labels("woman")).toEqual(["Altura", "Busto", "Cintura", "Quadril", "Sapato", "Cabelo", "Olhos"]);
  });

  it("hides the waist for men and labels the bust Tórax (chest)", () => {
    expect(labels("man")).toEqual(["Altura", "Tórax", "Quadril", "Sapato", "Cabelo", "Olhos"]);
    expect(measureLines({ ...talentMeasures, gender: "man" }).find((line) => line.key === "chest")).toMatchObject({ metric: "86 cm", imperial: `34"` });
  });

  it("hides the waist and says Busto when the gender is unknown", () => {
    expect(labels(null)).toEqual(["Altura", "Busto", "Quadril", "Sapato", "Cabelo", "Olhos"]);
    expect(labels("other")).not.toContain("Cintura");
  });

  it("splits cm / in values and gives bare lengths their unit", () => {
    const [height, , , , shoes, hair] = measureLines({ ...talentMeasures, gender: "woman" });
    expect(height).toEqual({ key: "height", label: "Altura", metric: "176 cm", imperial: `5'9"` });
    expect(shoes).toEqual({ key: "shoes", label: "Sapato", metric: "38", imperial: "7.5" });
    expect(hair).toEqual({ key: "hair", label: "Cabelo", metric: "Castanho escuro" });
  });

  it("shows what is there when a value lacks its slash part", () => {
    const lines = measureLines({ gender: "woman", height: "176", bust: `/ 34"`, waist: "62 cm", hips: " 90 / " });
    expect(lines).toEqual([
      { key: "height", label: "Altura", metric: "176 cm" },
      { key: "bust", label: "Busto", metric: `34"` },
      { key: "waist", label: "Cintura", metric: "62 cm" },
      { key: "hips", label: "Quadril", metric: "90 cm" },
    ]);
  });

  it("omits missing, null and blank values", () => {
    expect(measureLines({ gender: "woman", height: null, bust: "", waist: " / ", hips: undefined, hair: "  " })).toEqual([]);
  });
});

describe("handles", () => {
  it("normalises handles and profile URLs", () => {
    expect(toHandle("maria")).toBe("@maria");
    expect(toHandle("@maria")).toBe("@maria");
    expect(toHandle("https://www.instagram.com/maria.s/?hl=pt")).toBe("@maria.s");
    expect(toHandle("tiktok.com/@maria")).toBe("@maria");
    expect(toHandle(" ")).toBeUndefined();
  });

  it("lists only the networks the talent has", () => {
    expect(handleLines({ instagram: "maria", tiktok: null })).toEqual([{ label: "Instagram", handle: "@maria" }]);
    expect(handleLines({ instagram: "a", tiktok: "b" }).map((line) => line.label)).toEqual(["Instagram", "TikTok"]);
  });
});
