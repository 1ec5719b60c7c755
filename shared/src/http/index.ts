export type { PlatformRequestOptions } from './platform-http';
export {
  createPlatformHttp,
  platformHttp,
  platformRequest,
  readFailure,
  newRequestId,
} from './platform-http';
