import { isUpstreamError } from "../../upstream/errors.js";

/** A failure that trying again cannot fix: the row is marked failed with this reason. */
export class PermanentFailure extends Error {}

/** 4xx answers that are not about the row: come back later (408, 429), or fix the site's credentials (401, 403). */
const retryable4xx = new Set([401, 403, 408, 429]);

/**
 * Whether trying again cannot help: a 4xx is the platform refusing what was
 * sent. Network errors, timeouts, 5xx and the 4xx above may pass later.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentFailure) return true;
  if (!isUpstreamError(error) || error.kind === "unavailable") return false;
  const status = error.status ?? 0;
  return status >= 400 && status < 500 && !retryable4xx.has(status);
}

/** One line saying why an attempt failed, with the platform's field problems when it listed them. */
export function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = isUpstreamError(error) ? (error.body as { fields?: unknown } | undefined) : undefined;
  return body?.fields ? `${error.message} ${JSON.stringify(body.fields)}` : error.message;
}
