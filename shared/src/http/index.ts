export type { PlatformRequestOptions, PlatformFailure } from './platform-http';
export {
  createPlatformHttp,
  platformHttp,
  platformRequest,
  platformRequestFailed,
  readFailure,
  newRequestId,
} from './platform-http';
