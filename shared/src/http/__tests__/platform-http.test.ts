import {
  $toasts,
  authTokenReceived,
  langChanged,
  rateLimited,
  requestFailed,
  requestSucceeded,
  runtimeConfigLoaded,
  signedOut,
  type RequestFailure,
  type RequestRecord,
  type RuntimeConfig,
} from '@cabinet/shared';
import {
  HttpError,
  HttpHeaders,
  platformHttp,
  platformRequest,
  readFailure,
  type HttpErrorCode,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const runtimeConfig: RuntimeConfig = {
  deliveryApiUrl: 'https://delivery.example.kz',
  authProxyUrl: 'https://auth.example.kz',
  oauth: {
    loginUrl: 'https://id.example.kz/login',
    logoutUrl: 'https://id.example.kz/logout',
    clientId: '1001',
  },
  superAppOrigin: null,
  supportChat: { url: 'https://support.example.kz' },
  bot: { url: 'https://bot.example.kz', chatId: 'errors' },
  links: { faq: { ru: 'https://faq/ru', kk: 'https://faq/kk' }, publicOffer: 'https://offer' },
  mapTilesUrl: null,
};

/** Every request the client would have sent; the adapter answers instead of the network. */
let sent: ResolvedRequestConfig[] = [];
let answer: (config: ResolvedRequestConfig) => HttpResponse = (config) => ({
  data: { ok: true },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

const header = (config: ResolvedRequestConfig | undefined, name: string) => config?.headers.get(name);

beforeAll(() => {
  platformHttp.defaults.adapter = async (config) => {
    sent.push(config);
    const response = answer(config);
    if (response.status >= 400) {
      throw new HttpError(
        `Request failed with status code ${response.status}`,
        'ERR_BAD_RESPONSE',
        config,
        response,
      );
    }
    return response;
  };
});

beforeEach(() => {
  sent = [];
  answer = (config) => ({ data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config });
  signedOut();
  langChanged('ru');
});

describe('before config.json is loaded', () => {
  it('leaves the URL relative', async () => {
    await platformHttp.get('/rocket/users/me');
    expect(sent[0]?.baseURL).toBeUndefined();
  });
});

describe('platform request headers (§7)', () => {
  beforeAll(() => runtimeConfigLoaded(runtimeConfig));

  it('sends Accept-Language ru by default and JSON content type', async () => {
    await platformHttp.post('/rocket/v0/common/addresses', { street: 'Абая 1' });
    expect(header(sent[0], 'Accept-Language')).toBe('ru');
    expect(header(sent[0], 'Content-Type')).toMatch(/^application\/json/);
  });

  it('sends the chosen language', async () => {
    langChanged('kk');
    await platformHttp.get('/rocket/users/me');
    expect(header(sent[0], 'Accept-Language')).toBe('kk');
  });

  it('gives every request its own idempotency key', async () => {
    await platformHttp.get('/rocket/users/me');
    await platformHttp.get('/rocket/users/me');
    const [first, second] = sent.map((config) => header(config, 'X-Idempotency-Key'));
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('keeps an idempotency key the caller chose', async () => {
    await platformHttp.post(
      '/rocket/v0/deliveries/groups',
      {},
      { headers: { 'X-Idempotency-Key': 'order-42' } },
    );
    expect(header(sent[0], 'X-Idempotency-Key')).toBe('order-42');
  });

  it('sends no Authorization header while signed out', async () => {
    await platformHttp.get('/rocket/users/me');
    expect(header(sent[0], 'Authorization')).toBeUndefined();
  });

  it('sends the stored token with the JWT scheme', async () => {
    authTokenReceived('token-1');
    await platformHttp.get('/rocket/users/me');
    expect(header(sent[0], 'Authorization')).toBe('JWT token-1');
  });

  it('stops sending the token after sign-out', async () => {
    authTokenReceived('token-1');
    signedOut();
    await platformHttp.get('/rocket/users/me');
    expect(header(sent[0], 'Authorization')).toBeUndefined();
  });

  it('does not send the JWT on holding-token requests', async () => {
    authTokenReceived('token-1');
    await platformHttp.get('/rocket/v0/business/company', { platform: { useHoldingToken: true } });
    await platformHttp.get('/rocket/v0/business/company', {
      platform: { useHoldingToken: true },
      headers: { Authorization: 'Bearer holding-1' },
    });
    expect(header(sent[0], 'Authorization')).toBeUndefined();
    expect(header(sent[1], 'Authorization')).toBe('Bearer holding-1');
  });

  it('gives token-helper requests a fresh fingerprint and idempotency key every time', async () => {
    await platformHttp.post(
      '/api/v2/oauth2/tokens',
      {},
      { platform: { tokenHelper: true, host: 'authProxy' } },
    );
    await platformHttp.post(
      '/api/v2/oauth2/tokens',
      {},
      { platform: { tokenHelper: true, host: 'authProxy' }, headers: { 'X-Idempotency-Key': 'stale' } },
    );
    const fingerprints = sent.map((config) => header(config, 'X-Fingerprint'));
    const keys = sent.map((config) => header(config, 'X-Idempotency-Key'));
    expect(fingerprints).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(fingerprints[0]).not.toBe(fingerprints[1]);
    expect(keys).toEqual([expect.stringMatching(UUID), expect.stringMatching(UUID)]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[0]).not.toBe(fingerprints[0]);
  });

  it('sends the request within the call itself, before any microtask runs', async () => {
    const request = platformRequest({ method: 'get', url: '/rocket/v0/deliveries/groups' });
    expect(sent).toHaveLength(1);
    expect(header(sent[0], 'X-Idempotency-Key')).toMatch(UUID);
    await request;
  });

  it('sends no fingerprint on ordinary requests', async () => {
    await platformHttp.get('/rocket/users/me');
    expect(header(sent[0], 'X-Fingerprint')).toBeUndefined();
  });
});

describe('base URL from config.json', () => {
  beforeAll(() => runtimeConfigLoaded(runtimeConfig));

  it('sends rocket calls to the delivery server', async () => {
    await platformHttp.get('/rocket/users/me');
    expect(sent[0]?.baseURL).toBe('https://delivery.example.kz');
  });

  it('sends auth-proxy calls to the auth proxy', async () => {
    await platformHttp.delete('/api/v1/oauth2/devices', { platform: { host: 'authProxy' } });
    expect(sent[0]?.baseURL).toBe('https://auth.example.kz');
  });

  it('follows a config loaded later', async () => {
    runtimeConfigLoaded({ ...runtimeConfig, deliveryApiUrl: 'http://localhost:8090' });
    await platformHttp.get('/rocket/users/me');
    expect(sent[0]?.baseURL).toBe('http://localhost:8090');
    runtimeConfigLoaded(runtimeConfig);
  });

  it('keeps a base URL the caller gave', async () => {
    await platformHttp.get('/sendMessage', { baseURL: 'https://bot.example.kz' });
    expect(sent[0]?.baseURL).toBe('https://bot.example.kz');
  });
});

describe('platformRequest and failures', () => {
  let failures: RequestFailure[] = [];
  let successes: RequestRecord[] = [];
  let unwatch: Array<() => void> = [];
  beforeEach(() => {
    failures = [];
    successes = [];
    unwatch = [
      requestFailed.watch((failure) => failures.push(failure)).unsubscribe,
      requestSucceeded.watch((record) => successes.push(record)).unsubscribe,
    ];
  });
  afterEach(() => unwatch.forEach((stop) => stop()));

  it('returns the response body on success and reports nothing', async () => {
    answer = (config) => ({ data: { results: [1, 2] }, status: 200, statusText: 'OK', headers: {}, config });
    await expect(platformRequest({ url: '/rocket/v0/common/addresses' })).resolves.toEqual({
      results: [1, 2],
    });
    expect(failures).toEqual([]);
    expect(successes).toEqual([
      { url: '/rocket/v0/common/addresses', method: 'GET', status: 200, payload: null },
    ]);
  });

  it('reports a failed call with code and message and rethrows', async () => {
    answer = (config) => ({
      data: { detail: { code: 'WRONG_ADDRESS_ZONE', message: 'Адрес вне зоны доставки' } },
      status: 400,
      statusText: 'Bad Request',
      headers: {},
      config,
    });
    await expect(
      platformRequest({ url: '/rocket/v0/deliveries/orders/tariffs', method: 'post', data: { points: [] } }),
    ).rejects.toBeInstanceOf(HttpError);
    expect(failures).toEqual([
      {
        url: '/rocket/v0/deliveries/orders/tariffs',
        method: 'POST',
        status: 400,
        code: 'WRONG_ADDRESS_ZONE',
        message: 'Адрес вне зоны доставки',
        timedOut: false,
        noResponse: false,
        payload: { points: [] },
      },
    ]);
  });

  it('does not report a request the app cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(platformRequest({ url: '/rocket/users/me', signal: controller.signal })).rejects.toThrow();
    expect(failures).toEqual([]);
  });
});

describe('a 429: the client waits as asked, says so and repeats the call', () => {
  const tooMany =
    (retryAfter: string) =>
    (config: ResolvedRequestConfig): HttpResponse => ({
      data: { detail: { code: 'RATE_LIMITED', message: 'Слишком много запросов' } },
      status: 429,
      statusText: 'Too Many Requests',
      headers: { 'retry-after': retryAfter },
      config,
    });
  let waits: number[] = [];
  let failures: RequestFailure[] = [];
  let unwatch: Array<() => void> = [];
  beforeEach(() => {
    jest.useFakeTimers();
    waits = [];
    failures = [];
    unwatch = [
      rateLimited.watch(({ seconds }) => waits.push(seconds)).unsubscribe,
      requestFailed.watch((failure) => failures.push(failure)).unsubscribe,
    ];
  });
  afterEach(() => {
    unwatch.forEach((stop) => stop());
    jest.useRealTimers();
  });

  it('waits Retry-After seconds, tells the user, and gets the answer on the repeat', async () => {
    let calls = 0;
    answer = (config) => {
      calls += 1;
      return calls === 1
        ? tooMany('3')(config)
        : { data: { results: [] }, status: 200, statusText: 'OK', headers: {}, config };
    };
    const result = platformRequest({ url: '/rocket/v0/deliveries/groups', method: 'post', data: { a: 1 } });
    await jest.advanceTimersByTimeAsync(0);
    expect(waits).toEqual([3]);
    expect($toasts.getState().at(-1)?.content).toBe('Слишком много запросов, повторим через 3 с');
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ results: [] });
    expect(sent).toHaveLength(2);
    // The repeat is the same call: the platform recognises it by its idempotency key.
    expect(header(sent[1], 'X-Idempotency-Key')).toBe(header(sent[0], 'X-Idempotency-Key'));
    expect(failures).toEqual([]);
  });

  it('waits at most 30 s whatever the platform asks, and gives up after 2 repeats', async () => {
    answer = tooMany('600');
    const result = platformRequest({ url: '/rocket/v0/deliveries/groups' });
    const outcome = expect(result).rejects.toBeInstanceOf(HttpError);
    await jest.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(waits).toEqual([30, 30]);
    expect(sent).toHaveLength(3);
    expect(failures.map((failure) => failure.status)).toEqual([429]);
    expect($toasts.getState().at(-1)?.content).toBe(
      'Слишком много запросов. Подождите минуту и попробуйте снова.',
    );
  });

  it('stops waiting when the caller gives up on the call', async () => {
    answer = tooMany('10');
    const controller = new AbortController();
    const result = platformRequest({ url: '/rocket/v0/deliveries/groups', signal: controller.signal });
    const outcome = expect(result).rejects.toMatchObject({ name: 'CanceledError' });
    await jest.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await outcome;
    await jest.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
    expect(failures).toEqual([]);
  });
});

describe('readFailure (§8: code and message from detail or data)', () => {
  const failure = (data: unknown, status = 400, code: HttpErrorCode = 'ERR_BAD_REQUEST') =>
    new HttpError(
      'failed',
      code,
      { url: '/rocket/x', method: 'post', headers: new HttpHeaders() },
      {
        data,
        status,
        statusText: '',
        headers: {},
        config: { headers: new HttpHeaders() },
      },
    );

  it('reads from detail', () => {
    expect(readFailure(failure({ detail: { code: 'CITY_IS_CLOSED', message: 'Закрыто' } }))).toMatchObject({
      code: 'CITY_IS_CLOSED',
      message: 'Закрыто',
      status: 400,
      url: '/rocket/x',
      method: 'POST',
    });
  });

  it('reads from data', () => {
    expect(readFailure(failure({ data: { code: 'TARIFF_NOT_FOUND', message: 'Нет тарифа' } }))).toMatchObject(
      {
        code: 'TARIFF_NOT_FOUND',
        message: 'Нет тарифа',
      },
    );
  });

  it('takes a plain-text detail as the message', () => {
    expect(readFailure(failure({ detail: 'Not found.' }, 404))).toMatchObject({
      code: null,
      message: 'Not found.',
      status: 404,
    });
  });

  it('gives nulls when the body has neither', () => {
    expect(readFailure(failure(null, 502))).toMatchObject({ code: null, message: null, status: 502 });
  });

  it('marks a timeout with no response', () => {
    const error = new HttpError('timeout', 'ECONNABORTED', {
      url: '/rocket/x',
      method: 'get',
      headers: new HttpHeaders(),
    });
    expect(readFailure(error)).toEqual({
      url: '/rocket/x',
      method: 'GET',
      status: null,
      code: null,
      message: null,
      timedOut: true,
      noResponse: true,
      payload: null,
    });
  });

  it('marks a dropped connection as no response, not a timeout', () => {
    const error = new HttpError('Network Error', 'ERR_NETWORK', {
      url: '/rocket/x',
      method: 'get',
      headers: new HttpHeaders(),
    });
    expect(readFailure(error)).toMatchObject({ timedOut: false, noResponse: true, status: null });
  });
});
