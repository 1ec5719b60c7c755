/** Protection: rate limit by verified identity, canonical idempotency hash, JSON depth and odd characters. */
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import { canonicalJson } from '../http/canonical-json';
import { MAX_JSON_DEPTH } from '../http/input-guard';
import { issueJwt } from '../http/jwt';
import { MAX_CALLERS, RateLimiter } from '../http/rate-limit';
import { ALMATY, call, codeOf, makeSandbox, tokenFor, USERS } from './helpers';

let sb: Sandbox;
let alma: string;

beforeAll(async () => {
  sb = await makeSandbox();
  alma = await tokenFor(sb, USERS.alma);
});
afterAll(async () => {
  await sb.app.close();
});

describe('rate limit', () => {
  const LIMIT = 30;
  let limited: Sandbox;
  beforeAll(async () => {
    limited = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: false,
      config: { mode: 'test', seed: false, rateLimitPerMinute: LIMIT, jwtSecret: sb.ctx.config.jwtSecret },
    });
  });
  afterAll(async () => {
    await limited.app.close();
  });
  const geoip = (remoteAddress: string, authorization?: string) =>
    limited.app.inject({
      method: 'GET',
      url: '/geoip',
      remoteAddress,
      ...(authorization === undefined ? {} : { headers: { authorization } }),
    });

  it('1 000 distinct junk Authorization headers from one IP are limited by that IP, with Retry-After', async () => {
    const ip = '10.1.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const junk = [
        `JWT junk.${i}.x`,
        `Bearer pat_${i}`,
        `Basic ${i}`,
        `JWT ${issueJwt(i, 'access', 0, 60, 'forged')}`,
      ][i % 4];
      const r = await geoip(ip, junk);
      statuses.push(r.statusCode);
      if (r.statusCode === 429) {
        expect(codeOf(r)).toBe('RATE_LIMITED');
        expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - LIMIT);
    expect((await geoip(ip)).statusCode).toBe(429);
    // A verified subject is its own caller; an expired token is not verified, so it counts as the IP.
    expect((await geoip(ip, `JWT ${alma}`)).statusCode).toBe(200);
    expect((await geoip(ip, `JWT ${await tokenFor(sb, USERS.kaspi, -5)}`)).statusCode).toBe(429);
    expect((await geoip('10.1.0.2')).statusCode).toBe(200);
  });

  it('10 050 distinct callers do not reset an existing caller’s count', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < LIMIT; i++) expect((await geoip(ip)).statusCode).toBe(200);
    expect((await geoip(ip)).statusCode).toBe(429);
    for (let i = 0; i < 10_050; i++) await geoip(`10.3.${i >> 8}.${i & 255}`);
    const after = await geoip(ip);
    expect(after.statusCode).toBe(429);
    expect(after.headers['retry-after']).toBeDefined();
  });

  it('RateLimiter evicts expired windows first, then the lightest callers, never everybody', () => {
    const limiter = new RateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) limiter.hit('heavy', 5, t0);
    expect(limiter.hit('heavy', 5, t0)).toBe(60);
    for (let i = 0; i < 3 * MAX_CALLERS; i++) limiter.hit(`light-${i}`, 5, t0 + 1);
    expect(limiter.size).toBeLessThanOrEqual(MAX_CALLERS);
    expect(limiter.hit('heavy', 5, t0 + 2000)).toBe(58);
    // A minute later every window has expired: they make room first, and the heavy caller starts over.
    limiter.hit('newcomer', 5, t0 + 61_000);
    expect(limiter.hit('heavy', 5, t0 + 61_000)).toBeNull();
  });
});

describe('idempotency hash is canonical JSON', () => {
  it('canonicalJson sorts keys at every depth and never recurses', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }, 'x'], e: { g: true, f: 'é"' } })).toBe(
      '{"a":[{"c":null,"d":2},"x"],"b":1,"e":{"f":"é\\"","g":true}}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { k: deep };
    const out = canonicalJson(deep); // JSON.stringify would overflow the stack here
    // 100 000 arrays ('[' ']') and 100 000 objects ('{"k":' '}') around "leaf".
    expect(out.length === 100_000 * 2 + 100_000 * 6 + 6 && out.startsWith('[{"k":[{"k":')).toBe(true);
  });

  it('the same body with its fields in another order is a replay, not IDEMPOTENCY_KEY_REUSED', async () => {
    const headers = { 'x-idempotency-key': 'idem-canonical-1' };
    const first = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      headers,
      body: '{"points":[{"latitude":43.2397,"longitude":76.9574},{"latitude":43.219,"longitude":76.928}],"optimize_trip":false}',
    });
    expect(first.statusCode).toBe(200);
    const reordered = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      headers,
      body: '{"optimize_trip":false,"points":[{"longitude":76.9574,"latitude":43.2397},{"longitude":76.928,"latitude":43.219}]}',
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.headers['idempotent-replayed']).toBe('true');
    expect(reordered.body).toBe(first.body);
    const swapped = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      headers,
      body: { points: [ALMATY.esentai, ALMATY.abayDostyk], optimize_trip: false },
    });
    expect(codeOf(swapped)).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

describe('malformed input is a 4xx, never a 5xx', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is 400 BAD_JSON, with or without an idempotency key`, async () => {
    for (const body of [
      nested(10_000),
      `{"a":${nested(MAX_JSON_DEPTH)}}`,
      '{"a":"[[[[' + '['.repeat(100) + '"}',
    ]) {
      const r = await call(sb, 'POST', '/rocket/v0/common/addresses', {
        token: alma,
        body,
        headers: { 'x-idempotency-key': `deep-${body.length}` },
      });
      if (body.startsWith('{"a":"'))
        expect(codeOf(r)).toBe('VALIDATION_ERROR'); // brackets inside a string
      else expect(codeOf(r)).toBe('BAD_JSON');
    }
    const ok = await call(sb, 'POST', '/rocket/v0/common/addresses', {
      token: alma,
      body: `{"a":${nested(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(codeOf(ok)).toBe('VALIDATION_ERROR');
  });

  it('a NUL or a lone surrogate anywhere (body, key, query, header) is 400 VALIDATION_ERROR', async () => {
    const bad = [
      { street: 'Абая\u0000', building: '1', ...ALMATY.tolebi },
      { street: 'Абая', building: '\ud800', ...ALMATY.tolebi },
      { street: 'Абая', building: '1', ...ALMATY.tolebi, ['x\u0000']: 1 },
    ];
    for (const body of bad) {
      const r = await call(sb, 'POST', '/rocket/v0/common/addresses', { token: alma, body });
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
    }
    const q = await call(sb, 'GET', '/rocket/v0/common/addresses/search?q=%00', { token: alma });
    expect(codeOf(q)).toBe('VALIDATION_ERROR');
    const h = await call(sb, 'POST', '/rocket/v0/common/addresses', {
      token: alma,
      body: bad[0],
      headers: { 'x-idempotency-key': 'a\u0001b' },
    });
    expect(h.statusCode).toBe(400);
  });

  it('integers beyond int4 and impossible dates are 400 VALIDATION_ERROR', async () => {
    const big = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      body: { address_id: 2 ** 31, points: [ALMATY.abayDostyk, ALMATY.esentai] },
    });
    expect(big.json().detail).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { address_id: expect.any(String) },
    });
    for (const query of ['start_date=0000-01-01', 'end_date=9999-12-31', 'start_date=2026-02-30']) {
      const r = await call(sb, 'GET', `/rocket/v0/reports/statistics?${query}`, { token: alma });
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
    }
    for (const query of ['created_from=0000-01-01', 'created_to=9999-12-31']) {
      const r = await call(sb, 'GET', `/rocket/v0/deliveries/groups?${query}`, { token: alma });
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
    }
    const form = await call(sb, 'POST', '/oauth/authorize', {
      body: `response_type=code&client_id=1001&redirect_uri=${encodeURIComponent('http://localhost:8080/login')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256&action=allow&choco_user_id=${2 ** 31}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(400);
  });
});
