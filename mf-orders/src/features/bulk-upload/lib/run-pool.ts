/**
 * Runs `work` over `items` with at most `limit` at a time (the browser keeps six connections to a
 * host; more would only queue there), in order of the list, until done or `signal` aborts.
 */
export async function runPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  onResult: (item: T, result: R) => void,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next] as T;
      next += 1;
      const result = await work(item);
      if (!signal?.aborted) onResult(item, result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
