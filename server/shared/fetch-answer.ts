import type { Dispatcher } from "undici-types";

/** `fetch`'s options; Node's fetch also takes undici's `dispatcher` (how it connects), which the DOM typings do not name. */
export type FetchInit = Omit<RequestInit, "signal"> & { dispatcher?: Dispatcher };

/**
 * `fetch` with a timeout on the wait for the answer's headers only. `AbortSignal.timeout`
 * would also cut a body still streaming when it fires: a video read at a visitor's pace
 * takes minutes. `deadline`, when given, aborts the whole exchange, body included.
 */
export async function fetchAnswer(url: URL, init: FetchInit, timeoutMs: number, deadline?: AbortSignal): Promise<Response> {
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: deadline ? AbortSignal.any([waiting.signal, deadline]) : waiting.signal });
  } finally {
    clearTimeout(timer);
  }
}
