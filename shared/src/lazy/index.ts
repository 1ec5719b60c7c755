/**
 * Parts loaded in a chunk of their own (a map, the date fields): stateless, not a federated module;
 * each app bundles it and its chunks are the app's own.
 */
export { lazyPart } from './lazy-part';
export { importInTasks, type ImportSteps } from './import-in-tasks';
export { yieldToMain } from './yield-to-main';
export { PAINT_WAIT_LIMIT_MS, afterNextPaint } from './after-next-paint';
export { pageInTasks, type PageInTasks } from './page-in-tasks';
export { CHUNK_RETRY_DELAY_MS, importWithRetry, lazyWithRetry } from './lazy-with-retry';
export { IDLE_TIMEOUT_MS, prefetchWhenIdle, whenIdle } from './when-idle';
