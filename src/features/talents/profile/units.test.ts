import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "../../../state/store.js";

/** The atom as a page load makes it: the stored choice is read when the module is first loaded. */
async function freshUnitsAtom() {
  vi.resetModules();
  return (await import("./units.js")).unitsAtom;
}

describe("the remembered measure units", () => {
  afterEach(() => localStorage.clear());

  it("reads the visitor's choice back", async () => {
    localStorage.setItem("passarela:units", JSON.stringify("imperial"));
    expect(createStore().get(await freshUnitsAtom())).toBe("imperial");
  });

  it("reads anything else in the key as metric: an old, hand-edited or broken value", async () => {
    for (const stored of ['"furlongs"', "42", "null", "{", '{"units":"imperial"}']) {
      localStorage.setItem("passarela:units", stored);
      expect(createStore().get(await freshUnitsAtom()), stored).toBe("metric");
    }
  });

  it("writes a choice as JSON", async () => {
    const store = createStore();
    store.set(await freshUnitsAtom(), "imperial");
    expect(localStorage.getItem("passarela:units")).toBe('"imperial"');
  });

  it("follows a choice made in another tab", async () => {
    const store = createStore();
    const units = await freshUnitsAtom();
    const seen: string[] = [];
    const unsubscribe = store.sub(units, () => seen.push(store.get(units)));
    localStorage.setItem("passarela:units", JSON.stringify("imperial"));
    window.dispatchEvent(new StorageEvent("storage", { key: "passarela:units" }));
    expect(store.get(units)).toBe("imperial");
    expect(seen).toEqual(["imperial"]);
    unsubscribe();
  });
});
