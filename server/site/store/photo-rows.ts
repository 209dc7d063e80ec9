import { randomBytes } from "node:crypto";
import type { PostgresSql } from "./postgres-sql.js";
import type { PhotoStore } from "./photo-store.js";
import type { Sql } from "./sql.js";

/**
 * Photos in PostgreSQL, committed in the same transaction as their application:
 * a replica that dies mid-intake leaves neither, and any replica can read them
 * to forward. They are re-encoded JPEGs of at most 2400 px, a few hundred KB.
 */
export class PhotoRows implements PhotoStore {
  constructor(private readonly sql: PostgresSql) {}

  commit(id: string, photos: readonly Uint8Array[], commitRow: (names: string[], within?: Sql) => Promise<boolean>): Promise<boolean> {
    const names = photos.map(() => `${randomBytes(16).toString("hex")}.jpg`);
    return this.sql.transaction(async (tx) => {
      if (!(await commitRow(names, tx))) return false;
      for (const [index, photo] of photos.entries()) {
        await tx.run("INSERT INTO application_photos (application_id, name, data) VALUES (?, ?, ?)", [id, names[index] ?? "", photo]);
      }
      return true;
    });
  }

  /** Row and photos in one transaction: a replica purging the same application at once waits on the row, then finds it done. */
  discard(id: string, updateRow: (within?: Sql) => Promise<boolean>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const updated = await updateRow(tx);
      await tx.run("DELETE FROM application_photos WHERE application_id = ?", [id]);
      return updated;
    });
  }

  async read(id: string, name: string): Promise<Buffer> {
    const [row] = await this.sql.all<{ data: Buffer }>("SELECT data FROM application_photos WHERE application_id = ? AND name = ?", [id, name]);
    if (!row) throw new Error(`no photo ${name} for application ${id}`);
    return row.data;
  }
}
