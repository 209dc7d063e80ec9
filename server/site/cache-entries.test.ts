import { describe, expect, it } from "vitest";
import { CacheEntries } from "./cache-entries.js";

describe("CacheEntries", () => {
  it("keeps a key asked for again through a flood of keys stored once", () => {
    const entries = new CacheEntries<number>(10);
    entries.set("talents", 1);
    expect(entries.get("talents")).toBe(1);
    for (let i = 0; i < 1000; i++) entries.set(`slides:${i}`, i);
    expect(entries.size).toBe(10);
    expect(entries.get("talents")).toBe(1);
    // The flood's last keys are on probation; its first are gone.
    expect(entries.peek("slides:999")).toBe(999);
    expect(entries.peek("slides:0")).toBeUndefined();
  });

  it("evicts the least recently used first, keys on probation before protected ones", () => {
    const entries = new CacheEntries<string>(5);
    for (const key of ["a", "b", "c", "d", "e"]) entries.set(key, key);
    entries.get("a");
    entries.get("b");
    entries.set("f", "f");
    expect(entries.peek("c")).toBeUndefined();
    entries.set("g", "g");
    expect(entries.peek("d")).toBeUndefined();
    expect(["a", "b", "e", "f", "g"].map((key) => entries.peek(key))).toEqual(["a", "b", "e", "f", "g"]);
  });

  it("holds at most four fifths protected: the least recently used protected entry goes back on probation", () => {
    const entries = new CacheEntries<string>(5);
    for (const key of ["a", "b", "c", "d", "e"]) {
      entries.set(key, key);
      entries.get(key);
    }
    // Four protected (b to e); a, the least recently used, was put back on probation and goes first.
    entries.set("f", "f");
    expect(entries.peek("a")).toBeUndefined();
    expect(["b", "c", "d", "e", "f"].map((key) => entries.peek(key))).toEqual(["b", "c", "d", "e", "f"]);
  });

  it("updates a key in place, and forgets deleted and cleared keys", () => {
    const entries = new CacheEntries<number>(3);
    entries.set("a", 1);
    entries.get("a");
    entries.set("a", 2);
    expect(entries.get("a")).toBe(2);
    expect(entries.size).toBe(1);
    entries.delete("a");
    expect(entries.peek("a")).toBeUndefined();
    entries.set("b", 1);
    entries.clear();
    expect(entries.size).toBe(0);
  });
});
