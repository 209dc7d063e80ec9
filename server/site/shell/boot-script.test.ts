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
  tag.setAttribute("data-manifest", "/manifest.webmanifest");
  tag.setAttribute("data-chunks", chunks.join(" "));
  document.body.append(tag);
  vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
  vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script is ours, and text is what the page gets
  new Function(bootScript)();
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

describe("the boot script", () => {
  it("asks for the stylesheet, the manifest and the entry at once, then preloads each chunk in a task of its own", () => {
    // The tasks the script queues, run one at a time below.
    const queued: (() => void)[] = [];
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
      queued.push(() => run(...args));
      return 0;
    }) as typeof setTimeout);
    const chunks = ["/assets/shell.js", "/assets/page.js", "/assets/messages.js"];
    boot(chunks);
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe("/assets/style.css");
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe("/manifest.webmanifest");
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

describe("the boot script on a visible page", () => {
  /** The browser's side, played by hand: frames, tasks and its reports of what is on screen. */
  function visiblePage(markup: string) {
    document.body.innerHTML = markup;
    for (const image of document.querySelectorAll("img")) image.decode = () => Promise.resolve();
    const frames: (() => void)[] = [];
    const tasks: { run: () => void; delay: number }[] = [];
    const observers: { type: string; report: (entries: object[]) => void }[] = [];
    vi.stubGlobal("requestAnimationFrame", (run: () => void) => frames.push(run));
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((run: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
      tasks.push({ run: () => run(...args), delay: delay ?? 0 });
      return 0;
    }) as typeof setTimeout);
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        class {
          constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
          observe({ type }: { type: string }) {
            observers.push({ type, report: (entries) => this.callback({ getEntries: () => entries }) });
          }
          disconnect() {}
        },
        { supportedEntryTypes: ["element", "paint", "largest-contentful-paint"] },
      ),
    );
    const tag = document.createElement("script");
    tag.setAttribute("data-entry", "/assets/index.js");
    document.body.append(tag);
    vi.spyOn(document, "currentScript", "get").mockReturnValue(tag);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the script is ours, and text is what the page gets
    new Function(bootScript)();
    /** Runs the frames and the tasks due now (not the time-outs), and what they queue, until none are left. */
    const settle = async () => {
      for (;;) {
        await Promise.resolve();
        const frame = frames.shift();
        if (frame) {
          frame();
          continue;
        }
        const due = tasks.findIndex((task) => task.delay === 0);
        if (due < 0) return;
        tasks.splice(due, 1)[0]?.run();
      }
    };
    const started = () => document.head.querySelector('script[type="module"]') !== null;
    /** The observer the script started for `type`: it must have started one. */
    const observer = (type: string) => {
      const found = observers.find((candidate) => candidate.type === type);
      if (!found) throw new Error(`No observer of ${type} entries.`);
      return found;
    };
    return { settle, started, observer };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("asks for the code once the browser reports the high-priority image shown, not when the frame is drawn", async () => {
    const page = visiblePage('<img fetchpriority="high" src="/media/800/a.jpg" elementtiming="largest-paint"><img loading="lazy" src="/media/800/b.jpg">');
    await page.settle();
    expect(page.started()).toBe(false);
    const observer = page.observer("element");
    // Another marked element's report is not the image's.
    observer.report([{ element: document.querySelector('img[loading="lazy"]') }]);
    await page.settle();
    expect(page.started()).toBe(false);
    observer.report([{ element: document.querySelector('img[fetchpriority="high"]') }]);
    await page.settle();
    expect(page.started()).toBe(true);
  });

  it("on a page without a high-priority image, asks for the code once the first paint is reported shown", async () => {
    const page = visiblePage("<h1>Bastidores</h1><p>Texto</p>");
    await page.settle();
    expect(page.started()).toBe(false);
    const observer = page.observer("paint");
    observer.report([{ name: "first-paint" }]);
    await page.settle();
    expect(page.started()).toBe(false);
    observer.report([{ name: "first-contentful-paint" }]);
    await page.settle();
    expect(page.started()).toBe(true);
  });
});
