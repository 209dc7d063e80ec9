/**
 * Parts of a page the server leaves to the browser: an answer the server could
 * not get (the platform failed and nothing was cached) is not fetched while
 * rendering. The part throws this on the server; React renders its boundary's
 * fallback there and the part itself in the browser, which loads the answer.
 * The server marks the boundary with this digest, and the browser does not
 * report it as a hydration problem.
 */
export const clientOnlyDigest = "passarela:client-only";

export class ClientOnly extends Error {
  readonly digest = clientOnlyDigest;
  constructor(what: string) {
    super(`${what} is left to the browser.`);
    this.name = "ClientOnly";
  }
}

export const isClientOnly = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { digest?: unknown }).digest === clientOnlyDigest;
