/** A shared link carries at most this many ids; more is not a selection anyone sends. */
export const maxSharedIds = 100;

const idPattern = /^[1-9]\d{0,9}$/;

/**
 * The talent ids of a shared link (`?ids=1001,1005,1012`), in their order,
 * each once. Anything that is not a valid id is skipped, not an error: a link
 * pasted from a chat may arrive mangled.
 */
export function parseIds(value: string | null): number[] {
  const ids: number[] = [];
  for (const part of (value ?? "").split(",")) {
    const text = part.trim();
    if (!idPattern.test(text)) continue;
    const id = Number(text);
    if (id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
    if (ids.length === maxSharedIds) break;
  }
  return ids;
}

/** The query string of a shared selection. */
export function idsQuery(ids: readonly number[]): string {
  return `?ids=${ids.slice(0, maxSharedIds).join(",")}`;
}
