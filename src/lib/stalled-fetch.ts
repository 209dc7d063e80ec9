/**
 * `fetch`, given up once the connection stalls: no answer, or no new byte of
 * its body, for `stallMs`. The browser sets no limit of its own, so a request
 * that never answers would keep a page loading for good; an answer that is
 * slow but keeps coming is never cut off. Given up, the request fails (and its
 * body, if it had begun) with a DOMException named "TimeoutError"; a signal in
 * `init` still aborts it as usual.
 */
export async function fetchUnlessStalled(input: string, init: RequestInit, stallMs: number): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new DOMException(`No answer for ${stallMs} ms.`, "TimeoutError")), stallMs);
  };
  const outer = init.signal;
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
  arm();
  let response: Response;
  try {
    response = await fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
  if (!response.body) {
    clearTimeout(timer);
    return response;
  }
  arm();
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, out) {
        arm();
        out.enqueue(chunk);
      },
      flush() {
        clearTimeout(timer);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Whether a failed request was given up by {@link fetchUnlessStalled}. */
export const isStalled = (error: unknown): boolean => error instanceof DOMException && error.name === "TimeoutError";
