/** How long work put off to an idle moment waits at most. */
export const IDLE_TIMEOUT_MS = 1000;

type IdleScope = {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `run` at the browser's next idle moment, at most `timeout` ms later: what a screen does not
 * need for its first paint (a map's zone outlines, the location lookup) leaves its first render
 * alone on a slow phone. Returns a cancel, for a screen that is left before.
 */
export function whenIdle(run: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  const scope = globalThis as IdleScope;
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(run, { timeout });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/**
 * Fetches chunks a screen will likely need next at its next idle moment: a part opened later shows
 * without a wait. A failed fetch is left to the part's own load, which fetches again. Returns a
 * cancel, for a screen that is left before.
 */
export function prefetchWhenIdle(...loads: Array<() => Promise<unknown>>): () => void {
  return whenIdle(() => {
    for (const load of loads) void load().catch(() => undefined);
  });
}
