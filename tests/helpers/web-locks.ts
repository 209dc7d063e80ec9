/**
 * Web Locks in memory (Node has none): one origin's exclusive locks, granted
 * per name in the order asked, each held until its callback's promise settles,
 * as the browser shares them between tabs and the service worker.
 */
export class MemoryLockManager {
  readonly #queues = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: (lock: { name: string; mode: "exclusive" }) => T | PromiseLike<T>): Promise<T> {
    const previous = this.#queues.get(name) ?? Promise.resolve();
    const granted = previous.then(() => callback({ name, mode: "exclusive" }));
    const released = granted.then(
      () => undefined,
      () => undefined,
    );
    this.#queues.set(name, released);
    void released.then(() => {
      if (this.#queues.get(name) === released) this.#queues.delete(name);
    });
    return granted;
  }
}
