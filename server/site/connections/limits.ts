/**
 * How long a client may take to send a request, so that slow or stalled
 * connections (a "slowloris") cannot hold the server's sockets and file
 * descriptors: set from REQUEST_* in the environment (server/config.ts).
 */
export interface ConnectionLimits {
  /** The request line and headers must have arrived this long after the request began. */
  headersTimeoutMs: number;
  /**
   * A body must arrive at least this fast, in bytes a second, averaged over each
   * window of `bodyRateWindowMs`. A phone on slow 3G uploads about 50 KB/s.
   */
  bodyMinBytesPerSecond: number;
  bodyRateWindowMs: number;
  /** Request bodies one client address may be sending at once; past it, 429. */
  bodiesPerAddress: number;
  /**
   * A connection on which nothing moves either way for this long is closed:
   * a client that stops reading its answers cannot keep them in memory for good.
   */
  idleTimeoutMs: number;
}
