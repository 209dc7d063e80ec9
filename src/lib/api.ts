import { StructError, create, type Struct } from "superstruct";
import { ApiError as ApiErrorBody } from "../contract/site-api.js";

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

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body = create(await response.json(), ApiErrorBody);
    return new ApiError(response.status, body.error, body.message, body.fields);
  } catch {
    return new ApiError(response.status, `http_${response.status}`, response.statusText);
  }
}

/** GETs site API JSON and validates it against the shared contract. */
export async function getJson<T>(path: string, schema: Struct<T>, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    const headers = new Headers(init?.headers);
    headers.set("accept", "application/json");
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiError(0, "network_error", "The network is unavailable.");
  }
  if (!response.ok) throw await errorFrom(response);
  try {
    return create(await response.json(), schema);
  } catch (error) {
    const detail = error instanceof StructError ? ` at ${error.path.join(".") || "(root)"}` : "";
    throw new ApiError(502, "invalid_response", `The answer of ${path} does not match the contract${detail}.`);
  }
}

export { errorFrom as apiErrorFrom };
