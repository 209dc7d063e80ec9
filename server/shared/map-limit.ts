import { Semaphore } from "async-mutex";

/**
 * Maps `items` through `fn` with at most `limit` calls in flight, keeping the
 * input order: the server's one limiter (async-mutex's semaphore, as photo
 * decodes use) for lists. After the first failure no new call starts (the ones
 * in flight finish) and that failure is thrown: when the platform is down, a
 * 50-talent selection should cost a few failed calls, not fifty.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const slots = new Semaphore(Math.max(1, limit));
  const results = new Array<R>(items.length);
  let failure: { error: unknown } | undefined;
  // Each call's failure is caught in its slot, so this waits for every call in flight before throwing.
  await Promise.all(
    items.map((item, index) =>
      slots.runExclusive(async () => {
        if (failure) return;
        try {
          results[index] = await fn(item, index);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure) throw failure.error;
  return results;
}
