export { firstAssetsOf, firstPageOf, shellChunksOf, startEarlyRequests } from './early-requests';
export type { FirstLoadChunks } from './early-requests';
export { COPY_PAINT_WAIT_MS, loadStartScripts } from './start-scripts';
export type { StartScripts } from './start-scripts';
