/** Runs `task` once the next frame has been painted: an interaction shows its result first, then the rest follows. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

