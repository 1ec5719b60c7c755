import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
} from 'axios';

import { takeEarlyResponse } from './early-responses';
import { platformCallUrl } from './profile-calls';

function bodyOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * An axios adapter that answers a platform call with the response the inline script of index.html
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
): AxiosAdapter | undefined {
  const early = takeEarlyResponse(url);
  if (!early) return undefined;
  let used = false;
  const network: AxiosAdapter = (config) => axios.getAdapter(axios.defaults.adapter)(config);
  return async (config) => {
    if (used) return network(config);
    used = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (!config.timeout) return;
      timer = setTimeout(
        () => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config, {})),
        config.timeout,
      );
    });
    try {
      const fetched = await Promise.race([
        early.then(
          async (response) => ({ response, text: await response.text() }),
          () => {
            throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
          },
        ),
        timedOut,
      ]);
      const { response, text } = fetched;
      if (refetchUnauthorized && response.status === 401) return await network(config);
      const answer: AxiosResponse = {
        data: bodyOf(text),
        status: response.status,
        statusText: response.statusText,
        headers: AxiosHeaders.from(Object.fromEntries(response.headers.entries())),
        config,
        request: {},
      };
      const valid = config.validateStatus ? config.validateStatus(answer.status) : answer.status < 300;
      if (valid) return answer;
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        answer,
      );
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The call with the adapter that hands it index.html's answer (`earlyPlatformAdapter`), or null when
 * index.html started none for it or the platform's address is not known yet: the one way the shell's
 * first calls (profile, active orders, the order form's lists) take their early answers.
 */
export function withEarlyAnswer<Call extends AxiosRequestConfig>(
  platformBase: string | null | undefined,
  call: Call,
  options?: { refetchUnauthorized?: boolean },
): (Call & { adapter: AxiosAdapter }) | null {
  if (!platformBase) return null;
  const adapter = earlyPlatformAdapter(platformCallUrl(platformBase, call), options);
  return adapter ? { ...call, adapter } : null;
}
