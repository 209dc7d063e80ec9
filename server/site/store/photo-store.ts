import type { Sql } from "./sql.js";

/**
 * Where the re-encoded photos of stored applications are kept: files beside
 * site.db (one server), or rows in PostgreSQL (replicas, so that any of them
 * can forward any application).
 */
export interface PhotoStore {
  /**
   * Keeps an application's photos (in slot order) and commits its row with
   * `commitRow`, given the photos' names: both or neither. Resolves to what
   * `commitRow` said, false when the row was not inserted (its key was taken),
   * in which case the photos are not kept either.
   */
  commit(id: string, photos: readonly Uint8Array[], commitRow: (names: string[], within?: Sql) => Promise<boolean>): Promise<boolean>;
  read(id: string, name: string): Promise<Buffer>;
  /**
   * Deletes an application's photos and records that with `updateRow`, which
   * answers whether the row was still to be purged. Either order is safe to
   * repeat: a sweep cut short is finished by the next one.
   */
  discard(id: string, updateRow: (within?: Sql) => Promise<boolean>): Promise<boolean>;
}
