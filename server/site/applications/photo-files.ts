import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { syncDirectory, writeFileDurably } from "../../shared/durable-fs.js";
import type { PhotoStore } from "../store/photo-store.js";
import type { Sql } from "../store/sql.js";

/**
 * Application photos on disk, under DATA_DIR/applications: far from dist/ and
 * from the media cache, so no route can serve them. Uploads stream into
 * `.incoming/` first (with either store); with SQLite, accepted photos live in
 * one folder per application, under random names that say nothing about the
 * applicant or the upload's own name.
 */
export class PhotoFiles implements PhotoStore {
  readonly incoming: string;

  constructor(readonly root: string) {
    this.incoming = path.join(root, ".incoming");
  }

  /**
   * Creates the folders and drops what an earlier run left half-done: uploads,
   * and (when the photos live here) folders of applications never committed.
   */
  prepare(knownIds: Set<string> | undefined): { orphans: number } {
    rmSync(this.incoming, { recursive: true, force: true });
    mkdirSync(this.incoming, { recursive: true });
    let orphans = 0;
    if (!knownIds) return { orphans };
    for (const name of readdirSync(this.root)) {
      // A folder without a row: the process died between writing the photos and the commit.
      if (name !== ".incoming" && !knownIds.has(name)) {
        rmSync(path.join(this.root, name), { recursive: true, force: true });
        orphans++;
      }
    }
    return { orphans };
  }

  incomingFile(): string {
    return path.join(this.incoming, randomBytes(16).toString("hex"));
  }

  /** Writes an application's photos and flushes files and folders, so the commit that follows never points at nothing. */
  async save(id: string, photos: readonly Uint8Array[]): Promise<string[]> {
    const dir = path.join(this.root, id);
    await mkdir(dir, { mode: 0o700 });
    const names: string[] = [];
    for (const photo of photos) {
      const name = `${randomBytes(16).toString("hex")}.jpg`;
      await writeFileDurably(path.join(dir, name), photo);
      names.push(name);
    }
    await syncDirectory(dir);
    await syncDirectory(this.root);
    return names;
  }

  /** Photos first, flushed, then the row; the folder goes again if the row does not commit. */
  async commit(id: string, photos: readonly Uint8Array[], commitRow: (names: string[], within?: Sql) => Promise<boolean>): Promise<boolean> {
    const names = await this.save(id, photos);
    let committed: boolean;
    try {
      committed = await commitRow(names);
    } catch (error) {
      await this.remove(id);
      throw error;
    }
    if (!committed) await this.remove(id);
    return committed;
  }

  read(id: string, name: string): Promise<Buffer> {
    return readFile(path.join(this.root, id, name));
  }

  /** The folder first, then the row: a crash between them leaves a row the next sweep purges, never a folder no row accounts for. */
  async discard(id: string, updateRow: (within?: Sql) => Promise<boolean>): Promise<boolean> {
    await this.remove(id);
    await syncDirectory(this.root);
    return updateRow();
  }

  remove(id: string): Promise<void> {
    return rm(path.join(this.root, id), { recursive: true, force: true });
  }
}
