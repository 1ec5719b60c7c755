export { firstAssetsOf, firstPageOf, shellChunksOf, startEarlyRequests } from './early-requests';
export type { FirstLoadChunks } from './early-requests';
