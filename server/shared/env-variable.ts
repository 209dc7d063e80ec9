import { Struct } from "superstruct";

/** A variable's text that is not a value: each reason completes "NAME …" in one line. */
class Refused {
  constructor(readonly reasons: readonly string[]) {}
}

export function refuse(...reasons: string[]): Refused {
  return new Refused(reasons);
}

/**
 * One environment variable as a superstruct schema. Unset or blank gives
 * `fallback`; any other text goes through `parse`, which answers the value or
 * `refuse(…)`. Parsing is the schema's coercion and a refusal its failure, so
 * `validate(env, object({ NAME: variable(…) }), { coerce: true })` checks and
 * types a whole environment, and each failure's key names its variable.
 */
export function variable<T>(fallback: T, parse: (text: string) => T | Refused): Struct<T, null> {
  return new Struct<T, null>({
    type: "environment variable",
    schema: null,
    coercer: (value) => (value === undefined || value === "" ? fallback : typeof value === "string" ? parse(value) : value),
    validator: (value) => (value instanceof Refused ? value.reasons : true),
  });
}
