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
  // Said as such whatever the browser makes of the abort (some fail the request with a plain AbortError).
  const stall = new DOMException(`No answer for ${stallMs} ms.`, "TimeoutError");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(stall), stallMs);
  };
  const outer = init.signal;
  const passOn = () => controller.abort(outer?.reason);
  if (outer?.aborted) passOn();
  else outer?.addEventListener("abort", passOn, { once: true });
  const done = () => {
    clearTimeout(timer);
    outer?.removeEventListener("abort", passOn);
  };
  arm();
  let response: Response;
  try {
    response = await fetch(input, { ...init, signal: controller.signal });
  } catch (error) {
    done();
    throw controller.signal.reason === stall ? stall : error;
  }
  if (!response.body) {
    done();
    return response;
  }
  arm();
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(out) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          done();
          out.close();
          return;
        }
        arm();
        out.enqueue(chunk.value);
      } catch (error) {
        done();
        out.error(controller.signal.reason === stall ? stall : error);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Whether a failed request was given up by {@link fetchUnlessStalled}. */
export const isStalled = (error: unknown): boolean => error instanceof DOMException && error.name === "TimeoutError";
