/**
 * `fetch` with a timeout on the wait for the answer's headers only. `AbortSignal.timeout`
 * would also cut a body still streaming when it fires: a video read at a visitor's pace
 * takes minutes. `deadline`, when given, aborts the whole exchange, body included.
 */
export async function fetchAnswer(url: URL, init: Omit<RequestInit, "signal">, timeoutMs: number, deadline?: AbortSignal): Promise<Response> {
  const waiting = new AbortController();
  const timer = setTimeout(() => waiting.abort(new DOMException(`no answer within ${timeoutMs} ms`, "TimeoutError")), timeoutMs);
  try {
    return await fetch(url, { ...init, signal: deadline ? AbortSignal.any([waiting.signal, deadline]) : waiting.signal });
  } finally {
    clearTimeout(timer);
  }
}
