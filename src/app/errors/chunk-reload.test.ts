import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadForMissingChunk, reloadGuardMs, takeReloadSlot } from "./chunk-reload.js";

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe("chunk reload guard", () => {
  it("allows one reload, then none for a minute, then one again", () => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(takeReloadSlot(storage, start)).toBe(true);
    expect(takeReloadSlot(storage, start + 1)).toBe(false);
    expect(takeReloadSlot(storage, start + reloadGuardMs - 1)).toBe(false);
    expect(takeReloadSlot(storage, start + reloadGuardMs)).toBe(true);
    expect(takeReloadSlot(storage, start + reloadGuardMs + 10)).toBe(false);
  });

  it("treats a guard from the future (clock changes) or garbage as expired", () => {
    const storage = memoryStorage();
    storage.setItem("passarela:chunk-reload-at", String(5_000_000));
    expect(takeReloadSlot(storage, 1_000)).toBe(true);
    storage.setItem("passarela:chunk-reload-at", "not a number");
    expect(takeReloadSlot(storage, 2_000)).toBe(true);
  });

  it("never reloads offline: the chunk is missing for want of a network, and a reload would lose the page", () => {
    const offline = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadForMissingChunk()).toBe(false);
    offline.mockRestore();
  });

  it("recognises the browsers' chunk load errors only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});
