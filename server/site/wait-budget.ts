import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";

/** When the current request stops waiting for platform data it does not have. */
const deadlines = new AsyncLocalStorage<number>();

/**
 * Gives every request one budget of waiting for platform data the site has
 * never had, shared by everything the request reads (a page reads several
 * answers one after another): past it, what is still missing fails as
 * unavailable and the request answers 503 instead of waiting for the
 * platform's own timeouts. Background work (the outbox, refreshes) has no
 * budget and waits for the platform.
 */
export function installWaitBudget(app: FastifyInstance, waitMs: number): void {
  app.addHook("onRequest", (_request, _reply, done) => {
    deadlines.run(Date.now() + waitMs, done);
  });
}

/** Runs `work` with a budget of `waitMs` (for callers outside a request, such as tests). */
export function withWaitBudget<T>(waitMs: number, work: () => T): T {
  return deadlines.run(Date.now() + waitMs, work);
}

/** What is left of the current request's budget in ms, or undefined outside a request. */
export function remainingWait(now = Date.now()): number | undefined {
  const deadline = deadlines.getStore();
  return deadline === undefined ? undefined : Math.max(0, deadline - now);
}

/**
 * Runs `work` with no budget: for what the visitor is shown waiting for (a
 * PDF, with its progress and a Cancel), which reads as many profiles as it
 * prints and would otherwise fail past the page's budget. The platform's own
 * timeouts and its breaker still bound every call.
 */
export function withoutWaitBudget<T>(work: () => T): T {
  return deadlines.exit(work);
}
