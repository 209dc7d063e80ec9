import { isEmail, isRealDate } from "../../../src/contract/application.js";
import type { Db } from "../db.js";

/** Option lists whose label travels under the field name and whose id under `id_{field}`. */
const optionTables = { state: "states", city: "cities", hair: "hair", eyes: "eyes" } as const;

/**
 * Checks the meaning of a received application's fields, beyond their
 * presence: for the platform's own lists, each label must be the value of the
 * option its `id_*` names (and the city one of the state's); the e-mails a
 * comma-joined list of addresses; the birthdate yyyy-MM-dd. Gender is the
 * site's local list, so any label and id are taken. Answers field → problem,
 * like the route's other checks.
 */
export function checkApplicationFields(db: Db, fields: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [field, table] of Object.entries(optionTables)) {
    const id = fields[`id_${field}`] ?? "";
    const label = fields[field];
    if (!/^\d{1,10}$/.test(id)) {
      problems[`id_${field}`] = "must be the id of an option";
      continue;
    }
    const row = db.prepare(`SELECT value${table === "cities" ? ", state_id" : ""} FROM ${table} WHERE id = ?`).get(Number(id)) as
      | { value: string; state_id?: number }
      | undefined;
    if (!row) problems[`id_${field}`] = `is not a known ${field}`;
    else if (row.value !== label) problems[field] = `must be the label of id_${field} ("${row.value}")`;
    else if (row.state_id !== undefined && String(row.state_id) !== fields.id_state) problems.id_city = "is not a city of id_state";
  }
  if (fields.email !== undefined && !fields.email.split(",").every((e) => isEmail(e))) {
    problems.email = "must be e-mail addresses joined by commas";
  }
  if (fields.birthdate !== undefined && !isRealDate(fields.birthdate)) problems.birthdate = "must be a date as yyyy-MM-dd";
  return problems;
}
