import type { RequestFailure } from '@cabinet/shared';

/** What a screen needs of a failed platform call: its status and the §8 code and message. */
export interface PlatformError {
  status: number | null;
  code: string | null;
  message: string | null;
}

/** Reads status, code and message of a failed platform call (`detail` or `data` envelope, §8). */
export function platformErrorOf(error: unknown): PlatformError {
  const response = (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
  const body = (response?.data ?? null) as Record<string, unknown> | null;
  const envelope = (body?.detail ?? body?.data ?? body) as Record<string, unknown> | null;
  const read = (key: 'code' | 'message') =>
    envelope && typeof envelope === 'object' && typeof envelope[key] === 'string' ? envelope[key] : null;
  return {
    status: typeof response?.status === 'number' ? response.status : null,
    code: read('code'),
    message: read('message'),
  };
}

/** The same failure in the shape the shared catalogue describes (`describeFailure`). */
export function asRequestFailure(error: PlatformError, url: string, method: string): RequestFailure {
  return { url, method, ...error, timedOut: false, noResponse: error.status === null };
}
