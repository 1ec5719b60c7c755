import { platformCallUrl } from '@cabinet/shared';
import {
  HttpError,
  fetchAdapter,
  readResponse,
  type HttpAdapter,
  type PlatformRequestConfig,
} from '@cabinet/shared/http';

import { takeEarlyResponse } from './early-responses';

/**
 * A platform client adapter that answers a call with the response the inline script of index.html
 * started for its URL (decision 0010), or undefined when it started none. The answer goes through the
 * platform client as if the client had fetched it: a refusal meets the client's own handling (an
 * expired token is refreshed, a 404 company is read as none, a failure is reported), the client's
 * timeout counts from the call, and a repeat of the call (after a refresh, a 429) goes to the network.
 * With `refetchUnauthorized`, a 401 answer is not handed over but asked again: for a call made after
 * the profile, whose token may have been refreshed since index.html sent the old one.
 */
export function earlyPlatformAdapter(
  url: string,
  { refetchUnauthorized = false }: { refetchUnauthorized?: boolean } = {},
): HttpAdapter | undefined {
  const early = takeEarlyResponse(url);
  if (!early) return undefined;
  let used = false;
  return async (config) => {
    if (used) return fetchAdapter(config);
    used = true;
    const response = await early.catch(() => {
      throw new HttpError('Network Error', 'ERR_NETWORK', config);
    });
    if (refetchUnauthorized && response.status === 401) return fetchAdapter(config);
    return readResponse(response, config);
  };
}

/**
 * The call with the adapter that hands it index.html's answer (`earlyPlatformAdapter`), or null when
 * index.html started none for it or the platform's address is not known yet: the one way the shell's
 * first calls (profile, active orders, the order form's lists) take their early answers.
 */
export function withEarlyAnswer<Call extends PlatformRequestConfig>(
  platformBase: string | null | undefined,
  call: Call,
  options?: { refetchUnauthorized?: boolean },
): (Call & { adapter: HttpAdapter }) | null {
  if (!platformBase) return null;
  const adapter = earlyPlatformAdapter(platformCallUrl(platformBase, call), options);
  return adapter ? { ...call, adapter } : null;
}
