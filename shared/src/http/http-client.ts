/**
 * The platform client's transport: `fetch` with the few things the cabinet needs around it — a base
 * URL and query parameters, JSON both ways, a timeout, cancelling by `signal`, interceptors, a
 * download's progress and an adapter to answer a call without the network (decision 0017).
 *
 * Its requests, answers and failures have the shapes of axios' (`config`, `response.data`,
 * `error.response.status`, `error.code`, `isAxiosError`, `__CANCEL__`): remotes of the previous
 * release read failures with axios' own guards, and those keep working on these objects.
 */

/** Request headers, by case-insensitive name (the interceptors set and test them). */
export class HttpHeaders {
  readonly #values = new Map<string, { name: string; value: string }>();

  constructor(init?: HttpHeaders | Record<string, string | undefined>) {
    if (init instanceof HttpHeaders) init.forEach((value, name) => this.set(name, value));
    else if (init)
      for (const [name, value] of Object.entries(init)) if (value !== undefined) this.set(name, value);
  }

  set(name: string, value: string): this {
    this.#values.set(name.toLowerCase(), { name, value });
    return this;
  }

  get(name: string): string | undefined {
    return this.#values.get(name.toLowerCase())?.value;
  }

  has(name: string): boolean {
    return this.#values.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.#values.delete(name.toLowerCase());
  }

  forEach(visit: (value: string, name: string) => void): void {
    this.#values.forEach(({ name, value }) => visit(value, name));
  }

  /** The headers as fetch takes them, under the names they were set with. */
  toObject(): Record<string, string> {
    const result: Record<string, string> = {};
    this.forEach((value, name) => {
      result[name] = value;
    });
    return result;
  }
}

/** Flags of the platform client (platform-http.ts), carried by a request's config. */
export interface PlatformRequestOptions {
  /** Send the holding token as `Bearer` instead of the user's JWT (§6). */
  useHoldingToken?: boolean;
  /** Token-helper calls also carry fresh X-Fingerprint and X-Idempotency-key UUIDs (§7). */
  tokenHelper?: boolean;
  /** Which server the path belongs to; the delivery server unless it is an auth-proxy call. */
  host?: 'delivery' | 'authProxy';
}

/**
 * A download's progress: bytes so far, and the whole when the server said it. A compressed answer's
 * Content-Length counts the compressed bytes while `loaded` counts the file's: once `loaded` passes
 * it, the whole is unknown (no share above 100 %, no 100 % before the end).
 */
export interface DownloadProgress {
  loaded: number;
  total?: number;
}

/** One call, as a screen writes it. */
export interface HttpRequestConfig {
  url?: string;
  /** Any case; GET when absent. */
  method?: string;
  /** Prefixed to a relative `url`. */
  baseURL?: string;
  /** Query parameters; `undefined` and `null` ones are left out. */
  params?: Record<string, unknown>;
  /** The body: an object leaves as JSON; a string, FormData, Blob or URLSearchParams as it is. */
  data?: unknown;
  headers?: HttpHeaders | Record<string, string | undefined>;
  /** Milliseconds before the call fails with code ECONNABORTED; 0 or absent: no limit. */
  timeout?: number;
  /** Aborting it cancels the call (a CanceledError, never shown to the user). */
  signal?: AbortSignal;
  /** Cross-origin cookies go and come (the auth proxy's refresh cookie). */
  withCredentials?: boolean;
  /** How the body is read: JSON (text when it is none), a Blob (a file) or text. */
  responseType?: 'json' | 'blob' | 'text';
  onDownloadProgress?: (progress: DownloadProgress) => void;
  /** Which statuses are an answer rather than a failure; 2xx when absent. */
  validateStatus?: (status: number) => boolean;
  /** Answers the call instead of the network (an answer index.html already has, a test's). */
  adapter?: HttpAdapter;
  platform?: PlatformRequestOptions;
  /** Set on the one retry after a session refresh, so a second 401 is final. */
  retriedAfterRefresh?: boolean;
  /** How many times this call has been repeated after a 429. */
  rateLimitRetries?: number;
}

/** A config as interceptors and adapters see it: headers are always an HttpHeaders. */
export type ResolvedRequestConfig = HttpRequestConfig & { headers: HttpHeaders };

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  config: ResolvedRequestConfig;
}

/** Sends a call and resolves to its answer, whatever its status (the client applies validateStatus). */
export type HttpAdapter = (config: ResolvedRequestConfig) => Promise<HttpResponse>;

/** Codes of a failure, as axios names them. */
export type HttpErrorCode =
  'ECONNABORTED' | 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_CANCELED';

/** A failed call: no answer (`response` absent), a refusing answer, a timeout, or a cancel. */
export class HttpError extends Error {
  /** What axios' `isAxiosError` looks for. */
  readonly isAxiosError = true;
  readonly status: number | undefined;

  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config?: ResolvedRequestConfig,
    readonly response?: HttpResponse,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = response?.status;
  }
}

/** The caller gave up on the call (its signal aborted). */
export class CanceledError extends HttpError {
  /** What axios' `isCancel` looks for. */
  readonly __CANCEL__ = true;

  constructor(config?: ResolvedRequestConfig) {
    super('canceled', 'ERR_CANCELED', config);
    this.name = 'CanceledError';
  }
}

/** Tells a failed platform call (with or without an answer) from any other error. */
export function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Tells a call the caller cancelled, which is never an error to show. */
export function isCancel(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}

function joinUrl(baseURL: string | undefined, url: string): string {
  if (!baseURL || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}

function paramValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The URL a config asks for: base, path and query (arrays as `name[]`, like axios). */
export function requestUrl(config: HttpRequestConfig): string {
  const url = joinUrl(config.baseURL, config.url ?? '');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item: unknown) => query.append(`${name}[]`, paramValue(item)));
    else query.append(name, paramValue(value));
  }
  const search = query.toString();
  if (!search) return url;
  const hash = url.indexOf('#');
  const bare = hash === -1 ? url : url.slice(0, hash);
  return `${bare}${bare.includes('?') ? '&' : '?'}${search}`;
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readWithProgress(
  response: Response,
  report: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  let total = Number.isFinite(length) && length > 0 ? length : undefined;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.byteLength;
    if (total !== undefined && loaded > total) total = undefined;
    report(total === undefined ? { loaded } : { loaded, total });
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' });
}

/** Sends a call with the browser's fetch. */
export const fetchAdapter: HttpAdapter = async (config) => {
  const method = (config.method ?? 'get').toUpperCase();
  const headers = new HttpHeaders(config.headers);
  let body: BodyInit | undefined;
  if (config.data !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (isRawBody(config.data)) {
      body = config.data;
      // The browser writes a form's type with its boundary.
      if (typeof FormData !== 'undefined' && config.data instanceof FormData) headers.delete('Content-Type');
    } else {
      body = JSON.stringify(config.data);
    }
  }
  // A call without a body declares no type (as axios did): nothing to describe.
  if (body === undefined) headers.delete('Content-Type');
  const response = await fetch(requestUrl(config), {
    method,
    headers: headers.toObject(),
    body,
    signal: config.signal,
    credentials: config.withCredentials ? 'include' : 'same-origin',
  });
  return readResponse(response, config);
};

/** A fetched answer as the client's response, its body read as the call asks (JSON by default). */
export async function readResponse(response: Response, config: ResolvedRequestConfig): Promise<HttpResponse> {
  let data: unknown;
  if (config.responseType === 'blob') {
    data = config.onDownloadProgress
      ? await readWithProgress(response, config.onDownloadProgress)
      : await response.blob();
  } else {
    const text = await response.text();
    data = config.responseType === 'text' ? text : parseBody(text);
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  return { data, status: response.status, statusText: response.statusText, headers, config };
}

type RequestInterceptor = (config: ResolvedRequestConfig) => ResolvedRequestConfig;
type Fulfilled = (response: HttpResponse) => HttpResponse | Promise<HttpResponse>;
type Rejected = (error: unknown) => unknown;

export interface HttpClient {
  /** What every call starts from; `adapter` replaces the network for every call (tests). */
  defaults: { timeout?: number; headers: Record<string, string>; adapter?: HttpAdapter };
  interceptors: {
    /** Runs as the call is made, in the caller's own task, last added first (as axios). */
    request: { use(onFulfilled: RequestInterceptor): void };
    response: { use(onFulfilled?: Fulfilled, onRejected?: Rejected): void };
  };
  request<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
}

/** A client whose calls leave at once: the request interceptors run within the caller's call. */
export function createHttpClient(
  defaults: { timeout?: number; headers?: Record<string, string> } = {},
): HttpClient {
  const requestInterceptors: RequestInterceptor[] = [];
  const responseInterceptors: Array<{ onFulfilled?: Fulfilled; onRejected?: Rejected }> = [];

  const client: HttpClient = {
    defaults: { timeout: defaults.timeout, headers: { ...defaults.headers } },
    interceptors: {
      request: { use: (onFulfilled) => void requestInterceptors.unshift(onFulfilled) },
      response: {
        use: (onFulfilled, onRejected) => void responseInterceptors.push({ onFulfilled, onRejected }),
      },
    },
    request<T>(config: HttpRequestConfig): Promise<HttpResponse<T>> {
      let resolved: ResolvedRequestConfig;
      try {
        resolved = {
          ...config,
          timeout: config.timeout ?? client.defaults.timeout,
          headers: new HttpHeaders({
            ...client.defaults.headers,
            ...new HttpHeaders(config.headers).toObject(),
          }),
        };
        for (const intercept of requestInterceptors) resolved = intercept(resolved);
      } catch (error) {
        return Promise.reject(error);
      }
      let answer: Promise<HttpResponse> = dispatch(
        resolved,
        resolved.adapter ?? client.defaults.adapter ?? fetchAdapter,
      );
      for (const { onFulfilled, onRejected } of responseInterceptors) {
        answer = answer.then(onFulfilled, onRejected) as Promise<HttpResponse>;
      }
      return answer as Promise<HttpResponse<T>>;
    },
    get: (url, config) => client.request({ ...config, method: 'get', url }),
    delete: (url, config) => client.request({ ...config, method: 'delete', url }),
    post: (url, data, config) => client.request({ ...config, method: 'post', url, data }),
  };
  return client;
}

/** Runs the adapter under the call's timeout and signal, and turns a refusing status into a failure. */
function dispatch(config: ResolvedRequestConfig, adapter: HttpAdapter): Promise<HttpResponse> {
  const caller = config.signal;
  if (caller?.aborted) return Promise.reject(new CanceledError(config));
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancel = () => {};
  return new Promise<HttpResponse>((resolve, reject) => {
    cancel = () => {
      controller.abort();
      reject(new CanceledError(config));
    };
    caller?.addEventListener('abort', cancel, { once: true });
    if (config.timeout) {
      timer = setTimeout(() => {
        controller.abort();
        reject(new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config));
      }, config.timeout);
    }
    adapter({ ...config, signal: controller.signal }).then(
      (response) => {
        const answer = { ...response, config };
        const valid = config.validateStatus
          ? config.validateStatus(answer.status)
          : answer.status >= 200 && answer.status < 300;
        if (valid) resolve(answer);
        else
          reject(
            new HttpError(
              `Request failed with status code ${answer.status}`,
              answer.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
              config,
              answer,
            ),
          );
      },
      (error: unknown) => {
        // After a timeout or a cancel the call has already failed with its own reason.
        if (controller.signal.aborted) return;
        // An adapter's failure names the call as the caller made it (its signal, for a retry's wait).
        reject(
          isHttpError(error)
            ? new HttpError(
                error.message,
                error.code,
                config,
                error.response && { ...error.response, config },
              )
            : new HttpError('Network Error', 'ERR_NETWORK', config),
        );
      },
    );
  }).finally(() => {
    clearTimeout(timer);
    caller?.removeEventListener('abort', cancel);
  });
}
