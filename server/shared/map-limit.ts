/**
 * Maps `items` through `fn` with at most `limit` calls in flight, keeping the
 * input order. After the first failure no new call starts (the ones in flight
 * finish) and that failure is thrown: when the platform is down, a 50-talent
 * selection should cost a few failed calls, not fifty.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  // allSettled first, so no call is still running (and no rejection unhandled) when we throw.
  const outcomes = await Promise.allSettled(workers);
  const failure = outcomes.find((outcome) => outcome.status === "rejected");
  if (failure) throw failure.reason;
  return results;
}
