import {
  REPORT_BACKOFF_CAP_MS,
  backoffDelay,
  buildReportText,
  createReportThrottle,
  deliverReport,
  parseRetryAfter,
  redactText,
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
    [1, 3, 3000],
    [2, 120, REPORT_BACKOFF_CAP_MS],
    [10, null, REPORT_BACKOFF_CAP_MS],
  ])('backoff before retry %i with Retry-After %p is %i ms', (attempt, retryAfter, expected) => {
    expect(backoffDelay(attempt, retryAfter)).toBe(expected);
  });

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

  it('never throws, even when the sink is unreachable', async () => {
    await expect(deliverReport(async () => Promise.reject(new Error('offline')))).resolves.toBe(false);
  });

  it.each([
    ['5', 5],
    ['0', 0],
    ['', null],
    [null, null],
    ['Wed, 21 Oct 2015 07:28:00 GMT', null],
    ['-1', null],
  ])('reads Retry-After %p as %p', (header, expected) => {
    expect(parseRetryAfter(header)).toBe(expected);
  });
});
