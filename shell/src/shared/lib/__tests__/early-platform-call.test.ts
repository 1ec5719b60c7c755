import { createHttpClient, isHttpError, type HttpError, type HttpRequestConfig } from '@cabinet/shared/http';

import { earlyPlatformAdapter, withEarlyAnswer } from '../early-platform-call';
import { EARLY_RESPONSES_GLOBAL } from '../early-responses';

const URL_ME = 'http://platform.test/rocket/users/me';

// jsdom has no Response: what the adapter reads of one.
const response = (status: number, body: unknown): Response =>
  ({
    ok: status < 300,
    status,
    statusText: String(status),
    headers: new Map([['content-type', 'application/json']]),
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

function started(answer: Promise<Response>) {
  (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = { [URL_ME]: answer };
}

/** A client of the platform at http://platform.test with a 1 s timeout. */
function client() {
  const http = createHttpClient({ timeout: 1000 });
  const at = (config: HttpRequestConfig) => ({ baseURL: 'http://platform.test', ...config });
  return {
    get: (url: string, config: HttpRequestConfig = {}) => http.get(url, at(config)),
    request: (config: HttpRequestConfig) => http.request(at(config)),
  };
}

/** The network (the browser's fetch, which jsdom lacks): it answers users/me, and is removed afterwards. */
function stubbedNetwork() {
  const network = jest.fn(async () => response(200, { id: 7 }));
  (globalThis as Record<string, unknown>).fetch = network;
  return { network, restore: () => delete (globalThis as Record<string, unknown>).fetch };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  jest.useRealTimers();
});

describe('earlyPlatformAdapter: a profile call answered by the request index.html started', () => {
  it('is undefined when the inline script started nothing for the URL', () => {
    expect(earlyPlatformAdapter(URL_ME)).toBeUndefined();
    started(Promise.resolve(response(200, {})));
    expect(earlyPlatformAdapter('http://platform.test/rocket/v0/business/company')).toBeUndefined();
  });

  it('hands its 2xx answer to the client as data, and only once', async () => {
    started(Promise.resolve(response(200, { id: 7, first_name: 'Айгерим' })));
    const adapter = earlyPlatformAdapter(URL_ME);
    expect(earlyPlatformAdapter(URL_ME)).toBeUndefined();
    const answer = await client().get('/rocket/users/me', { adapter });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ id: 7, first_name: 'Айгерим' });
  });

  it('turns a refusal into the client error a fetched one would be, with its status and body', async () => {
    started(Promise.resolve(response(404, { detail: { code: 'COMPANY_NOT_FOUND' } })));
    const error = (await client()
      .get('/rocket/users/me', { adapter: earlyPlatformAdapter(URL_ME) })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(isHttpError(error)).toBe(true);
    expect(error.response?.status).toBe(404);
    expect(error.response?.data).toEqual({ detail: { code: 'COMPANY_NOT_FOUND' } });
    expect(error.code).toBe('ERR_BAD_REQUEST');
  });

  it('reads a failed fetch as a network error (no response) and a late answer as a timeout', async () => {
    started(Promise.reject(new TypeError('Failed to fetch')));
    const dropped = (await client()
      .get('/rocket/users/me', { adapter: earlyPlatformAdapter(URL_ME) })
      .catch((caught: unknown) => caught)) as HttpError;
    expect(dropped.code).toBe('ERR_NETWORK');
    expect(dropped.response).toBeUndefined();

    jest.useFakeTimers();
    started(new Promise<Response>(() => undefined));
    const late = client()
      .get('/rocket/users/me', { adapter: earlyPlatformAdapter(URL_ME) })
      .then(
        () => null,
        (caught: unknown) => caught as HttpError,
      );
    await jest.advanceTimersByTimeAsync(1000);
    expect((await late)?.code).toBe('ECONNABORTED');
  });

  it('sends a repeat of the call (after a refresh, a 429) to the network', async () => {
    started(Promise.resolve(response(401, { detail: { code: 'TOKEN_EXPIRED' } })));
    const adapter = earlyPlatformAdapter(URL_ME);
    if (!adapter) throw new Error('no adapter');
    const { network, restore } = stubbedNetwork();
    const http = client();
    await expect(http.get('/rocket/users/me', { adapter })).rejects.toMatchObject({
      response: { status: 401 },
    });
    await expect(http.get('/rocket/users/me', { adapter })).resolves.toMatchObject({ data: { id: 7 } });
    expect(network).toHaveBeenCalledTimes(1);
    restore();
  });

  it('with refetchUnauthorized, asks again rather than hand over a 401 sent with an older token', async () => {
    started(Promise.resolve(response(401, { detail: { code: 'TOKEN_EXPIRED' } })));
    const adapter = earlyPlatformAdapter(URL_ME, { refetchUnauthorized: true });
    const { network, restore } = stubbedNetwork();
    await expect(client().get('/rocket/users/me', { adapter })).resolves.toMatchObject({ data: { id: 7 } });
    expect(network).toHaveBeenCalledTimes(1);

    started(Promise.resolve(response(403, { detail: { code: 'FORBIDDEN' } })));
    const refusal = client().get('/rocket/users/me', {
      adapter: earlyPlatformAdapter(URL_ME, { refetchUnauthorized: true }),
    });
    await expect(refusal).rejects.toMatchObject({ response: { status: 403 } });
    expect(network).toHaveBeenCalledTimes(1);
    restore();
  });
});

describe('withEarlyAnswer: a shell call that takes the answer index.html started for it', () => {
  it('is null before the platform address is known, or when nothing was started for the call', () => {
    started(Promise.resolve(response(200, { id: 7 })));
    expect(withEarlyAnswer(undefined, { url: '/rocket/users/me' })).toBeNull();
    expect(withEarlyAnswer('http://platform.test', { url: '/rocket/v0/business/company' })).toBeNull();
  });

  it('finds the answer under the URL of the call with its query, and answers the call with it once', async () => {
    const url = 'http://platform.test/rocket/v0/business/branches?page=1';
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = {
      [url]: Promise.resolve(response(200, { results: [{ id: 3 }] })),
    };
    const call = withEarlyAnswer('http://platform.test/', {
      url: '/rocket/v0/business/branches',
      params: { page: 1 },
    });
    expect(call).not.toBeNull();
    expect(call?.params).toEqual({ page: 1 });
    const answer = await client().request(call ?? {});
    expect(answer.data).toEqual({ results: [{ id: 3 }] });
    expect(
      withEarlyAnswer('http://platform.test/', { url: '/rocket/v0/business/branches', params: { page: 1 } }),
    ).toBeNull();
  });
});
