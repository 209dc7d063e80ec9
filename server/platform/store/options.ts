import type { Db } from "../db.js";

export class OptionStore {
  constructor(private readonly db: Db) {}

  states(countryId: number) {
    return this.db.prepare("SELECT id, uf, value FROM states WHERE country_id = ? ORDER BY value").all(countryId);
  }

  cities(countryId: number, stateId: number) {
    return this.db
      .prepare(
        `SELECT c.id, c.value FROM cities c JOIN states s ON s.id = c.state_id
         WHERE s.country_id = ? AND c.state_id = ? ORDER BY c.value`,
      )
      .all(countryId, stateId);
  }

  hair() {
    return this.db.prepare("SELECT id, value FROM hair ORDER BY value").all();
  }

  eyes() {
    return this.db.prepare("SELECT id, value FROM eyes ORDER BY value").all();
  }
}
