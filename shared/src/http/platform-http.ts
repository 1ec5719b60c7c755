// Secondary entry points reach the core through the package name, never a relative path: that
// import is what Module Federation shares, so the stores here are the page's only copies.
import {
  $authToken,
  $holdingToken,
  $lang,
  $runtimeConfig,
  rateLimited,
  requestFailed,
  requestSucceeded,
  type RequestFailure,
} from '@cabinet/shared';

// The reader alone, not the contract's index: the schemas (zod) stay out of every app's client.
import { readPlatformFailure } from '../contract/platform-failure';
import {
  CanceledError,
  createHttpClient,
  isCancel,
  isHttpError,
  type HttpClient,
  type HttpError,
  type HttpRequestConfig,
  type HttpResponse,
} from './http-client';
import { keepPreloaded, takePreloaded } from './preload';
import { RATE_LIMIT_RETRIES, retryAfterSeconds } from './retry-after';

/** A platform call as a screen writes it (the client's config, with its platform flags). */
export type PlatformRequestConfig = HttpRequestConfig;

/** Renews the session after a 401 for an expired token; resolves to the new platform token. */
export type SessionRefresher = () => Promise<string>;

let refreshSession: SessionRefresher | null = null;

/** The auth client registers how to renew a session; kept apart to avoid an import cycle. */
export function setSessionRefresher(refresher: SessionRefresher | null): void {
  refreshSession = refresher;
}

function requestPayload(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Reads code and message from `detail` or `data` (§8), whichever the server used. */
export function readFailure(error: HttpError): RequestFailure {
  const { status, code, message, timedOut } = readPlatformFailure(error);
  return {
    url: error.config?.url ?? '',
    method: (error.config?.method ?? 'get').toUpperCase(),
    status,
    code,
    message,
    timedOut,
    noResponse: !error.response,
    payload: requestPayload(error.config?.data),
  };
}

function readSuccess(response: HttpResponse) {
  return {
    url: response.config.url ?? '',
    method: (response.config.method ?? 'get').toUpperCase(),
    status: response.status,
    payload: requestPayload(response.config.data),
  };
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** A 401 that a refresh can cure: the platform said the token expired. */
function isExpiredSession(error: HttpError): boolean {
  const { status, code } = readPlatformFailure(error);
  return status === 401 && code === 'TOKEN_EXPIRED';
}

/** Waits, unless the caller gives up on the call first: then it is cancelled like any other. */
function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new CanceledError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CanceledError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A fresh UUID: idempotency keys and fingerprints must never repeat. */
export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Builds the client every app uses for the platform (§7 headers on every call). */
export function createPlatformHttp(): HttpClient {
  const http = createHttpClient({
    timeout: DEFAULT_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
  });

  // Synchronous (it never awaits): the request leaves within the caller's own call, not after the
  // microtasks queued before it, where a whole React render can sit (a list asked for in a click
  // handler would otherwise wait for the render that very click caused).
  http.interceptors.request.use((config) => {
    const runtimeConfig = $runtimeConfig.getState();
    const options = config.platform ?? {};
    if (runtimeConfig?.requestTimeoutMs && config.timeout === DEFAULT_TIMEOUT_MS) {
      config.timeout = runtimeConfig.requestTimeoutMs;
    }
    if (runtimeConfig && !config.baseURL) {
      config.baseURL =
        options.host === 'authProxy' ? runtimeConfig.authProxyUrl : runtimeConfig.deliveryApiUrl;
    }
    config.headers.set('Accept-Language', $lang.getState());
    if (!config.headers.has('X-Idempotency-Key')) config.headers.set('X-Idempotency-Key', newRequestId());
    if (options.tokenHelper) {
      config.headers.set('X-Fingerprint', newRequestId());
      config.headers.set('X-Idempotency-Key', newRequestId());
    }
    if (options.useHoldingToken) {
      const holding = $holdingToken.getState();
      if (holding) config.headers.set('Authorization', `Bearer ${holding}`);
    } else if (!options.tokenHelper) {
      const token = $authToken.getState();
      if (token) config.headers.set('Authorization', `JWT ${token}`);
    }
    return config;
  });

  http.interceptors.response.use(
    (response) => {
      requestSucceeded(readSuccess(response));
      return response;
    },
    async (error: unknown) => {
      // A cancelled request is the caller's own decision, never an error to show (§8 noise).
      if (!isHttpError(error) || isCancel(error)) return Promise.reject(error);
      const config = error.config;
      // 429: wait as the platform asks (bounded), say so, and repeat the call with its same
      // idempotency key; only when that keeps failing does the failure reach the pipeline.
      if (config && error.response?.status === 429 && (config.rateLimitRetries ?? 0) < RATE_LIMIT_RETRIES) {
        const seconds = retryAfterSeconds(error.response.headers['retry-after']);
        config.rateLimitRetries = (config.rateLimitRetries ?? 0) + 1;
        rateLimited({ seconds });
        await waitUnlessAborted(seconds * 1000, config.signal);
        return http.request(config);
      }
      if (
        config &&
        refreshSession &&
        isExpiredSession(error) &&
        !config.retriedAfterRefresh &&
        !config.platform?.tokenHelper
      ) {
        config.retriedAfterRefresh = true;
        let refreshed = false;
        try {
          await refreshSession();
          refreshed = true;
        } catch (refreshError) {
          console.warn('The session could not be refreshed', refreshError);
        }
        // The retry keeps the request's idempotency key and takes the new token in the interceptor.
        if (refreshed) return http.request(config);
      }
      requestFailed(readFailure(error));
      return Promise.reject(error);
    },
  );

  return http;
}

/** The page's platform client; remotes get this same instance through the shared singleton. */
export const platformHttp = createPlatformHttp();

/**
 * Returns the response body: screens work with data, the pipeline handles failures (§7). A GET the
 * shell already started for this navigation (preloadPlatformRequest) is answered by that request.
 */
export async function platformRequest<T>(config: PlatformRequestConfig): Promise<T> {
  const ahead = takePreloaded<T>(config);
  if (ahead) return ahead;
  const response = await platformHttp.request<T>(config);
  return response.data;
}

/**
 * Starts a page's first GET on the click that leads to it, while the page's code still loads: the
 * page's own identical request, made within PRELOAD_FRESH_MS, gets this answer instead of a second call.
 */
export function preloadPlatformRequest(config: PlatformRequestConfig): void {
  // Started before anyone asked: only a call that changes nothing on the platform may be.
  if ((config.method ?? 'get').toLowerCase() !== 'get') throw new Error('Only a GET can be started ahead');
  keepPreloaded(
    config,
    platformHttp.request(config).then((response) => response.data as unknown),
  );
}
