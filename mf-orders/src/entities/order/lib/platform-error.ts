import type { RequestFailure } from '@cabinet/shared';
import type { PlatformFailure } from '@cabinet/shared/contract';

/** A failure a screen kept, in the shape the shared catalogue describes (`describeFailure`). */
export function asRequestFailure(
  { status, code, message }: Pick<PlatformFailure, 'status' | 'code' | 'message'>,
  url: string,
  method: string,
): RequestFailure {
  return { url, method, status, code, message, timedOut: false, noResponse: status === null };
}
