import {
  CanceledError,
  HttpError,
  createHttpClient,
  isCancel,
  isHttpError,
  requestUrl,
  type HttpAdapter,
} from '@cabinet/shared/http';

// jsdom has neither fetch nor Response: what the client reads of an answer.
function answer(status: number, body: string, headers: Record<string, string> = {}, chunks?: string[]) {
  const parts = (chunks ?? []).map((chunk) => new TextEncoder().encode(chunk));
  return {
    status,
    statusText: String(status),
    headers: new Map(Object.entries(headers)),
    text: async () => body,
    blob: async () => new Blob([body]),
    body: chunks
      ? {
          getReader: () => ({
            read: async () => (parts.length ? { done: false, value: parts.shift() } : { done: true }),
          }),
        }
      : null,
  } as unknown as Response;
}

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn(async () => answer(200, '{"ok":true}', { 'Content-Type': 'application/json' }));
  (globalThis as Record<string, unknown>).fetch = fetchMock;
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>).fetch;
  jest.useRealTimers();
});

const sentInit = (call = 0) => fetchMock.mock.calls[call]?.[1] as RequestInit;

describe('requestUrl: the address a call asks for', () => {
  it('joins the base and the path, and leaves an absolute URL alone', () => {
    expect(requestUrl({ baseURL: 'https://api.kz/', url: '/rocket/users/me' })).toBe(
      'https://api.kz/rocket/users/me',
    );
    expect(requestUrl({ baseURL: 'https://api.kz', url: 'https://other.kz/x' })).toBe('https://other.kz/x');
    expect(requestUrl({ url: '/rocket/users/me' })).toBe('/rocket/users/me');
  });

  it('writes the parameters it has, arrays as name[] and dates as ISO, after any query of the URL', () => {
    expect(
      requestUrl({
        url: '/rocket/v0/deliveries/groups?page=1',
        params: { status: '1,2,5', q: 'Абая 10', none: undefined, empty: null, ids: [3, 4] },
      }),
    ).toBe(
      '/rocket/v0/deliveries/groups?page=1&status=1%2C2%2C5&q=%D0%90%D0%B1%D0%B0%D1%8F+10&ids%5B%5D=3&ids%5B%5D=4',
    );
    expect(requestUrl({ url: '/x', params: { at: new Date('2026-11-28T10:00:00Z') } })).toBe(
      '/x?at=2026-11-28T10%3A00%3A00.000Z',
    );
  });
});

describe('a call through the client', () => {
  it('leaves within the caller’s own call, with the defaults’ headers and an object body as JSON', () => {
    const http = createHttpClient({ headers: { 'Content-Type': 'application/json' } });
    http.interceptors.request.use((config) => {
      config.headers.set('Accept-Language', 'kk');
      return config;
    });
    void http.post('https://api.kz/rocket/v0/deliveries/orders', { points: [] }, { withCredentials: true });
    // No await before this line: the request has already been handed to fetch.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.kz/rocket/v0/deliveries/orders');
    expect(sentInit()).toMatchObject({
      method: 'POST',
      body: '{"points":[]}',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'kk' },
    });
  });

  it('sends no body (nor its type) with a GET, and a form with the type the browser writes', async () => {
    const http = createHttpClient({ headers: { 'Content-Type': 'application/json' } });
    await http.get('/x', { data: { ignored: true } });
    expect(sentInit().body).toBeUndefined();
    expect(sentInit().headers).not.toHaveProperty('Content-Type');
    expect(sentInit().credentials).toBe('same-origin');
    const form = new FormData();
    form.append('file', 'a,b');
    await http.post('/upload', form);
    expect(sentInit(1).body).toBe(form);
    expect(sentInit(1).headers).not.toHaveProperty('Content-Type');
  });

  it('reads a JSON answer as data, text that is no JSON as text, and headers by lower-case name', async () => {
    const http = createHttpClient();
    const json = await http.get('/x');
    expect(json).toMatchObject({
      status: 200,
      data: { ok: true },
      headers: { 'content-type': 'application/json' },
    });
    fetchMock.mockResolvedValueOnce(answer(200, 'Not JSON'));
    expect((await http.get('/x')).data).toBe('Not JSON');
  });

  it('rejects a refusing answer with its status, body and code, as axios’ guards read it', async () => {
    const http = createHttpClient();
    fetchMock.mockResolvedValueOnce(answer(404, '{"detail":{"code":"COMPANY_NOT_FOUND"}}'));
    const refused = (await http
      .get('/rocket/v0/business/company')
      .catch((error: unknown) => error)) as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(isHttpError(refused)).toBe(true);
    expect(refused.isAxiosError).toBe(true);
    expect(refused.code).toBe('ERR_BAD_REQUEST');
    expect(refused.response?.status).toBe(404);
    expect(refused.response?.data).toEqual({ detail: { code: 'COMPANY_NOT_FOUND' } });
    expect(refused.config?.url).toBe('/rocket/v0/business/company');

    fetchMock.mockResolvedValueOnce(answer(502, ''));
    await expect(http.get('/x')).rejects.toMatchObject({
      code: 'ERR_BAD_RESPONSE',
      response: { status: 502 },
    });
  });

  it('reads a failed fetch as a network error without an answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await createHttpClient()
      .get('/x')
      .catch((caught: unknown) => caught)) as HttpError;
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.response).toBeUndefined();
    expect(isCancel(error)).toBe(false);
  });

  it('fails a call that outlasts its timeout, and aborts its fetch', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    const late = createHttpClient({ timeout: 30_000 })
      .get('/x', { timeout: 1000 })
      .catch((caught: unknown) => caught as HttpError);
    await jest.advanceTimersByTimeAsync(999);
    expect(sentInit().signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(((await late) as HttpError).code).toBe('ECONNABORTED');
    expect(sentInit().signal?.aborted).toBe(true);
  });

  it('cancels by the caller’s signal, before the call or while it waits, as a CanceledError', async () => {
    const http = createHttpClient();
    const before = new AbortController();
    before.abort();
    const early = await http.get('/x', { signal: before.signal }).catch((caught: unknown) => caught);
    expect(early).toBeInstanceOf(CanceledError);
    expect(isCancel(early)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementationOnce(() => new Promise(() => undefined));
    const during = new AbortController();
    const pending = http.get('/x', { signal: during.signal }).catch((caught: unknown) => caught);
    during.abort();
    expect(isCancel(await pending)).toBe(true);
    expect(sentInit().signal?.aborted).toBe(true);
  });

  it('reports a file’s download as it arrives and hands over the file', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, '', { 'content-length': '10', 'content-type': 'text/csv' }, ['id;su', 'm\n1;2']),
    );
    const progress: Array<{ loaded: number; total?: number }> = [];
    const file = await createHttpClient().get<Blob>('/report', {
      responseType: 'blob',
      onDownloadProgress: (event) => progress.push(event),
    });
    expect(progress).toEqual([
      { loaded: 5, total: 10 },
      { loaded: 10, total: 10 },
    ]);
    expect(file.data).toBeInstanceOf(Blob);
    expect(file.data.size).toBe(10);
    expect(file.data.type).toBe('text/csv');
  });

  it('drops the whole once more bytes came than it said (a compressed answer counts its own)', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, '', { 'content-length': '7', 'content-type': 'text/csv' }, ['id;su', 'm\n1;2']),
    );
    const progress: Array<{ loaded: number; total?: number }> = [];
    await createHttpClient().get<Blob>('/report', {
      responseType: 'blob',
      onDownloadProgress: (event) => progress.push(event),
    });
    expect(progress).toEqual([{ loaded: 5, total: 7 }, { loaded: 10 }]);
  });

  it('answers from an adapter instead of the network, and still applies the statuses', async () => {
    const http = createHttpClient();
    const adapter: HttpAdapter = async (config) => ({
      data: { early: true },
      status: 401,
      statusText: '',
      headers: {},
      config,
    });
    await expect(http.get('/x', { adapter })).rejects.toMatchObject({
      response: { status: 401, data: { early: true } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
