import { vi } from "vitest";
import { MemoryCacheStorage } from "./cache-storage.js";
import { siteOrigin } from "./site-network.js";
import { MemoryLockManager } from "./web-locks.js";

/** The Network Information API's fields the worker reads. */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** An ExtendableEvent: what the handler hands to waitUntil is kept for the test to await. */
class ExtendableEventStandIn extends Event {
  readonly extensions: Promise<unknown>[] = [];

  waitUntil(promise: Promise<unknown>): void {
    this.extensions.push(promise);
  }
}

class SyncEventStandIn extends ExtendableEventStandIn {
  constructor(readonly tag: string) {
    super("sync");
  }
}

export interface WorkerScope {
  caches: MemoryCacheStorage;
  locks: MemoryLockManager;
  /** The tags registered for Background Sync, in order. */
  syncTags: string[];
  /** Fires a Background Sync event: answers what the worker passed to waitUntil (settling together), or undefined if nothing. */
  sync(tag: string): Promise<unknown[]> | undefined;
}

/**
 * Makes this Node context look like a service worker's global scope: `self`
 * (a real EventTarget, with `registration.sync` unless `backgroundSync` is
 * false, as in Safari and Firefox), `caches`, and `navigator` with Web Locks
 * and the connection. Undone by vi.unstubAllGlobals().
 */
export function installWorkerScope(options: { connection?: Connection; backgroundSync?: boolean } = {}): WorkerScope {
  const caches = new MemoryCacheStorage(siteOrigin);
  const locks = new MemoryLockManager();
  const syncTags: string[] = [];
  const register = async (tag: string): Promise<void> => {
    syncTags.push(tag);
  };
  const registration = options.backgroundSync === false ? {} : { sync: { register } };
  const navigator = { locks, connection: options.connection, onLine: true };
  const self = Object.assign(new EventTarget(), { caches, navigator, registration, location: new URL("/sw.js", siteOrigin) });
  vi.stubGlobal("self", self);
  vi.stubGlobal("caches", caches);
  vi.stubGlobal("navigator", navigator);
  return {
    caches,
    locks,
    syncTags,
    sync(tag) {
      const event = new SyncEventStandIn(tag);
      self.dispatchEvent(event);
      return event.extensions.length > 0 ? Promise.all(event.extensions) : undefined;
    },
  };
}
