import type { SiteApiAnswer, SiteApiName } from "../contract/site-api.js";
import { ApiError } from "./api-error.js";
import { fetchUnlessStalled, isStalled } from "./stalled-fetch.js";

export { ApiError };

/** The validator's chunk: fetched beside the first answer that needs it, then kept. */
const validator = () => import("./validate-answer.js");

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const [{ errorBodyOf }, json] = await Promise.all([validator(), response.json() as Promise<unknown>]);
    const body = errorBodyOf(json);
    if (body) return new ApiError(response.status, body.error, body.message, body.fields);
  } catch {
    // Not JSON, or the validator could not load (offline): the status says enough.
  }
  return new ApiError(response.status, `http_${response.status}`, response.statusText);
}

/**
 * How long a request may go without a byte before it is given up and said so, with a way to
 * try again. The site answers within seconds even when the platform does not (then a 503), so
 * this is a connection that stalled, not a slow answer.
 */
const stallMs = 15_000;

const stalled = () => new ApiError(0, "timeout", `No answer for ${stallMs / 1000} s.`);

/** GETs site API JSON and validates it against the shared contract (the answer `name` of contract/site-api). */
export async function getJson<N extends SiteApiName>(path: string, name: N, init?: RequestInit): Promise<SiteApiAnswer<N>> {
  // The schemas load while the request is under way.
  const validating = validator();
  validating.catch(() => undefined);
  let response: Response;
  try {
    const headers = new Headers(init?.headers);
    headers.set("accept", "application/json");
    response = await fetchUnlessStalled(path, { ...init, headers }, stallMs);
  } catch (error) {
    if (isStalled(error)) throw stalled();
    throw new ApiError(0, "network_error", "The network is unavailable.");
  }
  if (!response.ok) throw await errorFrom(response);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    if (isStalled(error)) throw stalled();
    throw new ApiError(502, "invalid_response", `The answer of ${path} is not JSON.`);
  }
  // A chunk that fails to load surfaces as such: the app's chunk-reload handling takes it from there.
  const { validateAnswer, mismatchOf } = await validating;
  try {
    return validateAnswer(name, json);
  } catch (error) {
    throw new ApiError(502, "invalid_response", `The answer of ${path} does not match the contract${mismatchOf(error)}.`);
  }
}

export { errorFrom as apiErrorFrom };
