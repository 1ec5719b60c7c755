import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** How long a failed chunk fetch waits before its one retry: a brief network hiccup passes. */
export const CHUNK_RETRY_DELAY_MS = 500;

/**
 * A chunk's import fetched once more, CHUNK_RETRY_DELAY_MS after a failure: a brief network hiccup
 * does not cost a part or a check; a second failure is the caller's to show.
 */
export function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() =>
    new Promise<void>((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS)).then(load),
  );
}

/**
 * A part loaded in a chunk of its own that is fetched once more after a failure and then renders
 * `Unavailable` instead of throwing: an optional heavy part (the map, the date fields) never takes
 * its whole screen down with it.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Unavailable: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => importWithRetry(load).catch(() => ({ default: Unavailable })));
}
