import { open } from "node:fs/promises";

/**
 * Writes a new file and flushes it to the disk before returning, so a file that
 * a database row points at exists after a power cut. `wx` refuses to overwrite.
 */
export async function writeFileDurably(file: string, data: Uint8Array): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a directory's entries (new or removed names), which fsync of the files alone does not. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
