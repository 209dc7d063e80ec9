import { describe, expect, it } from "vitest";
import { idsQuery, maxSharedIds, parseIds } from "./selection-ids.js";

describe("shared selection ids", () => {
  it("read ids in order, each once", () => {
    expect(parseIds("1001,1005,1012")).toEqual([1001, 1005, 1012]);
    expect(parseIds("1012, 1001 ,1012")).toEqual([1012, 1001]);
  });

  it("skip anything that is not a valid id", () => {
    expect(parseIds("1001,abc,-3,0,01,1.5,,99999999999,2147483648,2147483647")).toEqual([1001, 2147483647]);
    expect(parseIds("")).toEqual([]);
    expect(parseIds(null)).toEqual([]);
  });

  it("keep at most the first hundred", () => {
    const many = Array.from({ length: 150 }, (_, i) => i + 1);
    expect(parseIds(many.join(","))).toEqual(many.slice(0, maxSharedIds));
  });

  it("write the query of a link", () => {
    expect(idsQuery([1001, 1005])).toBe("?ids=1001,1005");
    expect(parseIds(idsQuery([3, 2, 1]).slice(5))).toEqual([3, 2, 1]);
  });
});
