import { StructError, create, type Struct } from "superstruct";

/**
 * A claimed row whose stored data is not what intake wrote (a hand edit, a
 * bad restore): it cannot be forwarded, so the outbox marks it failed with
 * this reason and keeps it for an operator, and goes on with the others.
 */
export class UnreadableRow extends Error {
  constructor(
    readonly id: string,
    readonly lease: string,
    reason: string,
  ) {
    super(reason);
    this.name = "UnreadableRow";
  }
}

/**
 * A JSON column read back from the store and checked by `read`: a superstruct
 * schema (with its coercion) or a contract's parser (its `ok: false` names the
 * wrong fields). Throws an Error saying which column is wrong and how: the
 * store lives outside this process, so its rows are input like any other.
 */
export function storedJson<T>(column: string, value: unknown, read: Struct<T> | ((json: unknown) => Parsed<T>)): T {
  if (typeof value !== "string") throw new Error(`its ${column} column holds no JSON text.`);
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error(`its ${column} column is not valid JSON.`);
  }
  if (typeof read === "function") {
    const parsed = read(json);
    if (parsed.ok) return parsed.value;
    throw new Error(`its ${column} column fails the contract: ${JSON.stringify(parsed.fields)}`);
  }
  try {
    return create(json, read);
  } catch (error) {
    if (error instanceof StructError) throw new Error(`its ${column} column fails the contract: ${error.message}`);
    throw error;
  }
}

/** What the contract's parsers answer (parseApplication, parseContact). */
type Parsed<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };
