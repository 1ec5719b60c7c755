import {
  backoffDelay,
  buildReportText,
  createReportThrottle,
  deliverReport,
  parseRetryAfter,
  redactText,
  sendReport,
  type ErrorReport,
} from '../error-report';

describe('reports to the bot chat', () => {
  it('says url, method, code, status, user, company, payload and state', () => {
    const text = buildReportText({
      url: 'http://localhost:8090/rocket/v0/deliveries/groups',
      method: 'POST',
      code: 'CITY_IS_CLOSED',
      status: 422,
      userId: 17,
      companyName: 'ТОО Ромашка',
      payload: { points: [{ street: 'Абая 10' }] },
      state: { route: '/orders/new', lang: 'ru' },
    });
    expect(text).toContain('POST http://localhost:8090/rocket/v0/deliveries/groups');
    expect(text).toContain('status: 422, code: CITY_IS_CLOSED');
    expect(text).toContain('user: 17, company: ТОО Ромашка');
    expect(text).toContain('Абая 10');
    expect(text).toContain('/orders/new');
  });

  it('redacts tokens, card data and phone numbers', () => {
    const text = buildReportText({
      url: '/x',
      method: 'POST',
      code: null,
      status: 500,
      userId: null,
      companyName: null,
      payload: {
        access_token: 'abc.def.ghi',
        card_token: 'tok_123',
        contact_info: { phone_number: '+77011234567', contact_name: 'Айгуль' },
        comment: 'позвонить 8 (701) 123-45-67, карта 4400 4301 2345 6789, Bearer secret123',
      },
      state: {},
    });
    expect(text).not.toMatch(/abc\.def\.ghi|tok_123|77011234567|123-45-67|4400 4301|secret123/);
    expect(text).toContain('Айгуль');
    expect(redactText('JWT eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe('JWT [redacted]');
  });

  it('says “none” and “anonymous” for what it does not know, one fact a line', () => {
    const text = buildReportText({
      url: '/rocket/users/me',
      method: 'GET',
      code: null,
      status: null,
      userId: null,
      companyName: null,
      payload: undefined,
      state: { lang: 'kk', width: 390 },
    });
    expect(text.split('\n')).toEqual([
      'GET /rocket/users/me',
      'status: none, code: none',
      'user: anonymous, company: none',
      'payload: null',
      'state: {"lang":"kk","width":390}',
    ]);
  });

  it('masks tokens and phone numbers however they are written, and keeps the rest', () => {
    expect(redactText('Bearer   secret.token, JWT abc')).toBe('Bearer [redacted], JWT [redacted]');
    expect(redactText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-x_y end')).toBe(
      'token [redacted] end',
    );
    expect(redactText('позвонить +7 701 123 45 67 или 8-701-123-45-67, +77011234567.')).toBe(
      'позвонить [redacted] или [redacted], [redacted].',
    );
    expect(redactText('заказ 12345, дом 10')).toBe('заказ 12345, дом 10');
  });

  it('keeps the shape of the payload: lists, numbers, flags; past six levels it stops', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: 'глубоко' } } } } } } };
    const text = buildReportText({
      url: '/x',
      method: 'POST',
      code: null,
      status: 500,
      userId: 1,
      companyName: 'ТОО',
      payload: {
        points: [{ street: 'Абая', phone: '+77011234567' }, 'тел. 87011234567'],
        count: 2,
        urgent: true,
        none: null,
        deep,
      },
      state: {},
    });
    expect(text).toContain(
      'payload: {"points":[{"street":"Абая","phone":"[redacted]"},"тел. [redacted]"],"count":2,"urgent":true,"none":null,' +
        '"deep":{"a":{"b":{"c":{"d":{"e":{"f":"[redacted]"}}}}}}}',
    );
  });

  it('stops past six levels of lists too', () => {
    const text = buildReportText({
      url: '/x',
      method: 'POST',
      code: null,
      status: 500,
      userId: 1,
      companyName: 'ТОО',
      payload: { lists: [[[[[[['глубоко']]]]]]] },
      state: {},
    });
    expect(text).toContain('payload: {"lists":[[[[[["[redacted]"]]]]]]}');
  });

  it('sends at most one report per status+url per 60 s', () => {
    const allow = createReportThrottle(60_000);
    const report = { status: 500, url: '/rocket/v0/deliveries/groups' };
    expect(allow(report, 0)).toBe(true);
    expect(allow(report, 59_999)).toBe(false);
    expect(allow({ ...report, status: 502 }, 10)).toBe(true);
    expect(allow({ ...report, url: '/other' }, 10)).toBe(true);
    expect(allow(report, 60_000)).toBe(true);
  });

  it.each([
    [1, null, 1000],
    [2, null, 2000],
    [3, null, 4000],
    [4, null, 8000],
    [6, null, 32_000],
    [7, null, 60_000],
    [10, null, 60_000],
    [1, 3, 3000],
    [1, 59, 59_000],
    [1, 60, 60_000],
    [2, 120, 60_000],
    [1, 0, 0],
    [1, -5, 1000],
  ])(
    'backoff before retry %i with Retry-After %p is %i ms (§8: capped at 60 s)',
    (attempt, retryAfter, expected) => {
      expect(backoffDelay(attempt, retryAfter)).toBe(expected);
    },
  );

  it('retries a 429 and delivers when the sink recovers', async () => {
    const statuses = [429, 429, 200];
    const sleeps: number[] = [];
    const attempt = jest.fn(async () => ({ status: statuses.shift() ?? 200, retryAfterSeconds: null }));
    await expect(deliverReport(attempt, async (ms) => void sleeps.push(ms))).resolves.toBe(true);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('gives up after 5 attempts of 429, honouring Retry-After', async () => {
    const sleeps: number[] = [];
    const attempt = jest.fn(async () => ({ status: 429, retryAfterSeconds: 2 }));
    await expect(deliverReport(attempt, async (ms) => void sleeps.push(ms))).resolves.toBe(false);
    expect(attempt).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([2000, 2000, 2000, 2000]);
  });

  it('never throws, even when the sink is unreachable, and does not try again then', async () => {
    const attempt = jest.fn(async () => Promise.reject(new Error('offline')));
    await expect(deliverReport(attempt)).resolves.toBe(false);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each([
    [200, true],
    [204, true],
    [299, true],
    [199, false],
    [300, false],
    [500, false],
  ])('a report answered %i is delivered: %s', async (status, delivered) => {
    const attempt = jest.fn(async () => ({ status, retryAfterSeconds: null }));
    await expect(deliverReport(attempt)).resolves.toBe(delivered);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['5', 5],
    ['0', 0],
    ['', null],
    ['  ', null],
    [' 7 ', 7],
    [null, null],
    ['Wed, 21 Oct 2015 07:28:00 GMT', null],
    ['-1', null],
  ])('reads Retry-After %p as %p', (header, expected) => {
    expect(parseRetryAfter(header)).toBe(expected);
  });
});

describe('sendReport, the sender the pipeline loads (§8)', () => {
  const realFetch = globalThis.fetch;
  let answers: Array<{ status: number; retryAfter?: string }>;
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    const { status, retryAfter } = answers.shift() ?? { status: 200 };
    return {
      status,
      headers: { get: (name: string) => (name === 'Retry-After' ? (retryAfter ?? null) : null) },
    };
  });
  const report = (url: string, status: number | null = 500): ErrorReport => ({
    url,
    method: 'GET',
    code: null,
    status,
    userId: 7,
    companyName: null,
    payload: null,
    state: {},
  });
  const send = (url: string, status?: number | null) =>
    sendReport({ report: report(url, status), botUrl: 'http://bot.test/', chatId: 'errors' });

  beforeEach(() => {
    answers = [];
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('posts the report text to the bot’s sendMessage with the chat id', async () => {
    await expect(send('/rocket/users/me')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bot.test/sendMessage');
    // keepalive: a report of a failure just before the page is left still leaves.
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
    });
    expect(JSON.parse(init.body as string)).toEqual({
      chat_id: 'errors',
      // The sender adds the versions the page ran (decision 0013); no page build meta in jsdom.
      text: buildReportText({ ...report('/rocket/users/me'), versions: { shell: 'unknown' } }),
    });
  });

  it('sends one report per status+url in 60 s, however often the failure repeats', async () => {
    const url = '/rocket/v0/deliveries/groups';
    await expect(send(url)).resolves.toBe(true);
    jest.advanceTimersByTime(59_999);
    await expect(send(url)).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another status of the same url, or the same status of another url, is another report.
    await expect(send(url, 502)).resolves.toBe(true);
    await expect(send(`${url}/7`)).resolves.toBe(true);
    jest.advanceTimersByTime(1);
    await expect(send(url)).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('waits out a 429 for its Retry-After, then delivers', async () => {
    answers = [{ status: 429, retryAfter: '2' }, { status: 200 }];
    const sent = send('/rocket/v0/business/branches');
    await jest.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports an undelivered report as such', async () => {
    answers = [{ status: 403 }];
    await expect(send('/rocket/v0/reports/api')).resolves.toBe(false);
  });
});
