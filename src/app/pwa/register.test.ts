import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installPromptAtom, offlineReadyAtom, onlineAtom, updateReadyAtom } from "../../state/pwa.js";
import { store } from "../../state/store.js";
import { registerServiceWorker } from "./register.js";

// workbox-window needs a real service worker container, which jsdom lacks: a stand-in
// records what the app asks of it and lets the test play the worker's life cycle.
const workboxes = vi.hoisted(() => {
  /** What the next stand-in's register() answers. */
  const next = { register: (): Promise<unknown> => Promise.resolve(undefined) };
  // Plain methods, not vi.fn(): a spy handles the promises it returns, which would hide a rejection the app leaves unhandled.
  class FakeWorkbox extends EventTarget {
    registered = 0;
    updates = 0;
    skipWaitingMessages = 0;
    private readonly answer = next.register;
    updateAnswer = (): Promise<void> => Promise.resolve();
    constructor(readonly scriptURL: string) {
      super();
      created.push(this);
    }
    register() {
      this.registered++;
      return this.answer();
    }
    update() {
      this.updates++;
      return this.updateAnswer();
    }
    messageSkipWaiting() {
      this.skipWaitingMessages++;
    }
    /** A life-cycle event as workbox-window dispatches it. */
    emit(type: string, props: { isUpdate?: boolean; isExternal?: boolean } = {}) {
      this.dispatchEvent(Object.assign(new Event(type), props));
    }
  }
  const created: FakeWorkbox[] = [];
  return { FakeWorkbox, created, next };
});
vi.mock("workbox-window", () => ({ Workbox: workboxes.FakeWorkbox }));

/** Registers as the app does, and returns the worker's stand-in. */
function register() {
  const before = workboxes.created.length;
  registerServiceWorker();
  const wb = workboxes.created[before];
  if (!wb) throw new Error("registerServiceWorker made no Workbox");
  return wb;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(() => {
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});
afterAll(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
});
beforeEach(() => {
  localStorage.clear();
  store.set(offlineReadyAtom, false);
  store.set(updateReadyAtom, null);
  store.set(installPromptAtom, null);
  store.set(onlineAtom, true);
});

describe("service worker registration", () => {
  it("registers /sw.js for the whole site", () => {
    const wb = register();
    expect(wb.scriptURL).toBe("/sw.js");
    expect(wb.registered).toBe(1);
  });

  it("says the site is ready offline after the first install only", () => {
    const wb = register();
    wb.emit("installed", { isUpdate: true });
    // workbox-window reports a worker found by a later update check as external, without isUpdate.
    wb.emit("installed", { isExternal: true });
    expect(store.get(offlineReadyAtom)).toBe(false);
    wb.emit("installed", {});
    expect(store.get(offlineReadyAtom)).toBe(true);
  });

  it("never says it again once the visitor has seen it (a worker installed anew after its caches were cleared)", () => {
    localStorage.setItem("passarela:offline-ready-seen", "1");
    const wb = register();
    wb.emit("installed", {});
    expect(store.get(offlineReadyAtom)).toBe(false);
  });

  it("offers a waiting version, and skips waiting only when the visitor accepts", () => {
    const wb = register();
    wb.emit("waiting", { isExternal: true });
    const accept = store.get(updateReadyAtom);
    expect(accept).toBeTypeOf("function");
    expect(wb.skipWaitingMessages).toBe(0);
    accept?.();
    expect(wb.skipWaitingMessages).toBe(1);
  });

  it("checks for a new version when the tab comes back into view", () => {
    const wb = register();
    const visibility = vi.spyOn(document, "visibilityState", "get");
    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(wb.updates).toBe(0);
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(wb.updates).toBe(1);
  });

  it("fails quietly when the browser refuses the worker or an update check fails", async () => {
    // Playwright's "block" resolves register() with nothing, and workbox-window then throws this.
    workboxes.next.register = () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'waiting')"));
    const refused = register();
    workboxes.next.register = () => Promise.resolve(undefined);
    const offline = register();
    offline.updateAnswer = () => Promise.reject(new TypeError("Failed to update a ServiceWorker: an unknown error occurred when fetching the script"));
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    // An unhandled rejection of either would fail the run; give them their turn.
    await flush();
    expect(refused.registered).toBe(1);
    expect(offline.updates).toBe(1);
  });

  it("keeps the browser's install prompt for the install button, and drops it once installed", () => {
    register();
    const event = new Event("beforeinstallprompt", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.get(installPromptAtom)).toBe(event);
    window.dispatchEvent(new Event("appinstalled"));
    expect(store.get(installPromptAtom)).toBeNull();
  });

  it("follows the browser's online flag", () => {
    register();
    window.dispatchEvent(new Event("offline"));
    expect(store.get(onlineAtom)).toBe(false);
    window.dispatchEvent(new Event("online"));
    expect(store.get(onlineAtom)).toBe(true);
  });
});
