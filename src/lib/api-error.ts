/**
 * A failed call to the site API. `status` 0 means no answer at all (offline,
 * network error); `code` is the server's error code, for texts and decisions.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
