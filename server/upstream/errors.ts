/**
 * Why a platform call failed, in terms the site can act on:
 * - unavailable: network error, timeout or 5xx (worth serving a stale answer);
 * - not_found: the platform answered 404 for this id;
 * - rejected: another 4xx (bad request, wrong credentials);
 * - invalid_response: the answer did not match the contract.
 */
export type UpstreamErrorKind = "unavailable" | "not_found" | "rejected" | "invalid_response";

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export const isUpstreamError = (error: unknown, kind?: UpstreamErrorKind): error is UpstreamError =>
  error instanceof UpstreamError && (kind === undefined || error.kind === kind);

/**
 * The platform failed again and again, so calls to it are paused (the circuit
 * breaker is open): the call was not made. Counts as unavailable everywhere.
 */
export class PlatformPausedError extends UpstreamError {
  constructor(message: string) {
    super("unavailable", message);
    this.name = "PlatformPausedError";
  }
}

/**
 * The caller gave up on the call (a visitor who cancelled a PDF, or left): it was
 * dropped. Not the platform's failure: it never counts towards pausing calls.
 */
export class CallAbandonedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CallAbandonedError";
  }
}
