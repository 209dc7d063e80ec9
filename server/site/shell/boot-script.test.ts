// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { bootScript } from "./boot-script.js";

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

/** Runs the boot script as the page does, from its own tag; a hidden tab starts at once. */
function boot(chunks: string[]): void {
  const tag = document.createElement("script");
  tag.setAttribute("data-entry", "/assets/index.js");
  tag.setAttribute("data-styles", "/assets/style.css");
  tag.setAttribute("data-chunks", chunks.join(" "));
  document.body.append(tag);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script is ours, and text is what the page gets
  new Function(bootScript)();
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("the boot script", () => {
  it("asks for the stylesheet and the entry at once, then preloads each chunk in a task of its own", () => {
    // The tasks the script queues, run one at a time below.
    const queued: (() => void)[] = [];
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
      queued.push(() => run(...args));
      return 0;
    }) as typeof setTimeout);
    const chunks = ["/assets/shell.js", "/assets/page.js", "/assets/messages.js"];
    boot(chunks);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe("/assets/style.css");
    const entry = document.head.querySelector('script[type="module"]');
    expect(entry?.getAttribute("src")).toBe("/assets/index.js");
    expect(entry?.getAttribute("crossorigin")).toBe("anonymous");
    // Starting a fetch costs a slow phone a few milliseconds each: a dozen in one task would hold back a tap.
    expect(preloads()).toEqual([]);
    expect(queued).toHaveLength(chunks.length);
    for (const [index, task] of queued.entries()) {
      task();
      expect(preloads()).toEqual(chunks.slice(0, index + 1));
    }
    expect(document.head.querySelectorAll('link[rel="modulepreload"][crossorigin="anonymous"]')).toHaveLength(chunks.length);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });
});
