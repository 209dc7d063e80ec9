import { promisifyRequest, type UseStore } from "idb-keyval";

/**
 * Receipts a service worker leaves in a queue's store (idb-keyval) for what it
 * delivered while no page may have been open: `{prefix}{key}` → the receipt.
 * A page takes them away as it tells the visitor, so each is told once.
 */

/** Takes away every receipt under `prefix`: answers each one's key (without the prefix) and value. */
export async function takeReceipts(db: UseStore, prefix: string): Promise<{ key: string; value: unknown }[]> {
  return db("readwrite", async (store) => {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const [ids, values] = await Promise.all([promisifyRequest(store.getAllKeys(range)), promisifyRequest<unknown[]>(store.getAll(range))]);
    store.delete(range);
    await promisifyRequest(store.transaction);
    return ids.flatMap((id, index) => (typeof id === "string" ? [{ key: id.slice(prefix.length), value: values[index] }] : []));
  });
}

/** Takes away the receipt `{prefix}{key}`, if there is one: answers whether there was. */
export async function takeReceipt(db: UseStore, prefix: string, key: string): Promise<boolean> {
  return db("readwrite", async (store) => {
    const id = `${prefix}${key}`;
    const had = (await promisifyRequest(store.getKey(id))) !== undefined;
    if (had) {
      store.delete(id);
      await promisifyRequest(store.transaction);
    }
    return had;
  });
}
