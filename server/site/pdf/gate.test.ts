import { describe, expect, it } from "vitest";
import { PdfGate } from "./gate.js";

describe("PdfGate", () => {
  it("lets work in up to its capacity, by weight, and frees it on leave", () => {
    const gate = new PdfGate(4);
    const selection = gate.tryEnter(3);
    const gallery = gate.tryEnter();
    expect(selection).toBeDefined();
    expect(gallery).toBeDefined();
    expect(gate.tryEnter()).toBeUndefined();
    selection?.();
    expect(gate.load).toBe(1);
    expect(gate.tryEnter(3)).toBeDefined();
  });

  it("gives units back only once, however often leave is called", () => {
    const gate = new PdfGate(2);
    const leave = gate.tryEnter();
    gate.tryEnter();
    leave?.();
    leave?.();
    expect(gate.load).toBe(1);
  });
});
