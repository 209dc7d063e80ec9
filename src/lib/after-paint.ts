/**
 * Work that must wait until the next frame has been painted: an interaction
 * shows its result first, then the rest follows. One queue, run in order, so
 * work that must come before other work (clearing the server's markup before
 * the URL changes) can say so.
 */
const first: (() => void)[] = [];
const rest: (() => void)[] = [];
let scheduled = false;

function run(): void {
  scheduled = false;
  for (const task of [...first.splice(0), ...rest.splice(0)]) task();
}

export function afterPaint(task: () => void, options: { beforeOthers?: boolean } = {}): void {
  (options.beforeOthers ? first : rest).push(task);
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => setTimeout(run, 0));
}
