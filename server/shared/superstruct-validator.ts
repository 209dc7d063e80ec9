import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { Struct } from "superstruct";

/**
 * Lets a route declare a superstruct schema from `src/contract` as its schema,
 * so the browser and the server check a body with the very same rules (JSON
 * Schema with Fastify's type coercion would accept `"5"` where the browser's
 * schema refuses it). Failures come out in Fastify's validation shape, so the
 * shared error handler answers them like any other: 400 with `fields`.
 */
export const superstructCompiler: FastifySchemaCompiler<FastifySchema> = (route) => {
  const { method, url, httpPart } = route;
  const schema: unknown = route.schema;
  // Fastify hands over each part's schema as declared; a JSON Schema here is a wiring mistake, caught at start-up.
  if (!(schema instanceof Struct)) throw new TypeError(`${method} ${url}: the ${httpPart ?? "request"} schema is not a superstruct schema.`);
  const struct: Struct = schema;
  return (data: unknown) => {
    // Coercion reads a path or query value (always text) as the number its schema wants, and fills defaults.
    const [failure, value] = struct.validate(data, { coerce: true });
    if (!failure) return { value };
    const error: FastifySchemaValidationError[] = failure.failures().map((f) => ({
      keyword: f.refinement ?? f.type,
      instancePath: f.path.map((segment) => `/${String(segment)}`).join(""),
      schemaPath: "",
      params: {},
      message: f.message,
    }));
    return { error };
  };
};
