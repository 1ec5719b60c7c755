export { CHUNK_RETRY_DELAY_MS, lazyWithRetry } from './lazy-with-retry';
