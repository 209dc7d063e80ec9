/** Runs `task` once the next frame has been painted: an interaction shows its result first, then the rest follows. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Resolves once the browser has painted what it has (the server's HTML), so
 * work started after it cannot hold that first paint back. A hidden tab paints
 * nothing and runs no frames: it resolves at once there, and after `limitMs`
 * at the latest.
 */
export function nextPaint(limitMs = 200): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
