/**
 * Runs `work` while holding the application's Web Lock, shared by every tab
 * and the service worker: two of them never upload the same application at
 * once (the Idempotency-Key would keep the platform from a duplicate, but a
 * weak connection would carry the photos twice). Without Web Locks, runs at once.
 */
export async function exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : (navigator as { locks?: LockManager }).locks;
  if (!locks) return work();
  return locks.request(`passarela-application/${key}`, work);
}
