import { describe, expect, it, vi } from "vitest";
import { perObject } from "./per-object.js";

describe("perObject", () => {
  it("makes a value once per key object, and anew for another object with the same contents", () => {
    const make = vi.fn((key: { n: number }) => ({ double: key.n * 2 }));
    const doubled = perObject(make);
    const one = { n: 1 };
    const first = doubled(one);
    expect(doubled(one)).toBe(first);
    expect(first).toEqual({ double: 2 });
    const again = doubled({ n: 1 });
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it("remembers values that are falsy too", () => {
    const make = vi.fn(() => undefined);
    const nothing = perObject(make);
    const key = {};
    nothing(key);
    nothing(key);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
