/**
 * Runs `task` once the browser is idle, and at the latest after `timeout` ms;
 * in a browser without requestIdleCallback (Safari), after `fallback` ms.
 * Returns a call that cancels it.
 */
export function whenIdle(task: () => void, { timeout, fallback }: { timeout?: number; fallback: number }): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), timeout === undefined ? undefined : { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallback);
  return () => clearTimeout(id);
}
