import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { useVisibleRows, type RowWindow } from "./useVisibleRows.js";

/**
 * jsdom lays nothing out and has no ResizeObserver: the observer is one the test
 * reports through, and the grid's boxes are set here (rows of 300 px, the grid
 * 100 px below the top of an 800 px viewport).
 */
let reportSize: (() => void) | null = null;
class ReportedResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    reportSize = () => this.callback();
  }
  disconnect() {
    reportSize = null;
  }
}

const windows: RowWindow[] = [];
function Grid() {
  const list = useRef<HTMLUListElement>(null);
  const view = useVisibleRows(list, 2, 40);
  windows.push(view);
  return (
    <ul ref={list}>
      <li>first</li>
    </ul>
  );
}

let measures = 0;
type Box = (this: HTMLElement) => DOMRect;
let boxes: MockInstance<Box>;
beforeEach(() => {
  windows.length = 0;
  measures = 0;
  vi.stubGlobal("ResizeObserver", ReportedResizeObserver);
  vi.stubGlobal("innerHeight", 800);
  boxes = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    measures++;
    const height = this.tagName === "LI" ? 300 : 12_000;
    return { top: 100, bottom: 100 + height, left: 0, right: 400, width: 400, height, x: 0, y: 100, toJSON: () => ({}) };
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  reportSize = null;
});

describe("useVisibleRows", () => {
  it("reads no box while the page commits: the rows are measured when the browser reports the grid's size", () => {
    render(<Grid />);
    expect(measures).toBe(0);
    expect(windows.at(-1)).toEqual({ stride: null, first: 0, count: 0 });

    act(() => reportSize?.());
    expect(measures).toBeGreaterThan(0);
    // 800 px of viewport from 100 px down: rows 0, 1 and 2 (each 300 px) are in view.
    expect(windows.at(-1)).toEqual({ stride: 300, first: 0, count: 3 });
    // Measured, the window never went through a state of no rows in view.
    expect(windows.filter((view) => view.stride !== null && view.count === 0)).toEqual([]);
  });

  it("follows the scroll with the measured rows", () => {
    render(<Grid />);
    act(() => reportSize?.());
    boxes.mockImplementation(function (this: HTMLElement) {
      const height = this.tagName === "LI" ? 300 : 12_000;
      return { top: -1_050, bottom: -1_050 + height, left: 0, right: 400, width: 400, height, x: 0, y: -1_050, toJSON: () => ({}) };
    });
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    // The grid's top 1,050 px above the viewport: rows 3 (from -150 px) to 6 (from 750 px) are in view.
    expect(windows.at(-1)).toEqual({ stride: 300, first: 3, count: 4 });
  });
});
