/**
 * Parts loaded in a chunk of their own (a map, the date fields): stateless, not a federated module;
 * each app bundles it and its chunks are the app's own.
 */
export { lazyPart } from './lazy-part';
export { CHUNK_RETRY_DELAY_MS, importWithRetry, lazyWithRetry } from './lazy-with-retry';
export { IDLE_TIMEOUT_MS, prefetchWhenIdle, whenIdle } from './when-idle';
