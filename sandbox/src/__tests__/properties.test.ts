/** Property tests over HTTP: random bodies never give a 5xx; requests across companies never leak. */
import fc from 'fast-check';
import type { Group } from '../contract';
import type { Sandbox } from '../server';
import { ALMATY, call, makeSandbox, point, tokenFor, USERS } from './helpers';

let sb: Sandbox;
let alma: string;
let kaspi: string;
let individual: string;

beforeAll(async () => {
  sb = await makeSandbox();
  [alma, kaspi, individual] = await Promise.all([
    tokenFor(sb, USERS.alma),
    tokenFor(sb, USERS.kaspi),
    tokenFor(sb, USERS.individual),
  ]);
});
afterAll(async () => {
  await sb.app.close();
});

const WRITE_ENDPOINTS: Array<[string, string]> = [
  ['POST', '/api/v2/oauth2/tokens'],
  ['POST', '/rocket/v0/common/choco/login'],
  ['POST', '/rocket/v0/common/get-jwt-token'],
  ['POST', '/rocket/v0/business/employees'],
  ['DELETE', '/rocket/v0/business/employees/2'],
  ['DELETE', '/rocket/v0/common/client-tokens/1'],
  ['POST', '/rocket/v0/business/company'],
  ['PATCH', '/rocket/v0/business/update-geo-city/'],
  ['POST', '/rocket/v0/common/configs/get'],
  ['POST', '/rocket/v0/common/addresses'],
  ['PUT', '/rocket/v0/common/addresses/1'],
  ['POST', '/rocket/v0/deliveries/groups'],
  ['PATCH', '/rocket/v0/deliveries/groups/1'],
  ['POST', '/rocket/v0/deliveries/address/validate-coordinate'],
  ['POST', '/rocket/v0/deliveries/orders/tariffs'],
  ['POST', '/rocket/v0/deliveries/upload-orders/'],
  ['POST', '/rocket/v0/business/branches'],
  ['PUT', '/rocket/v0/business/branches/1'],
  ['POST', '/rocket/v0/grades/estimate'],
  ['POST', '/bot/sendMessage'],
  ['POST', '/oauth/authorize'],
];

const READ_ENDPOINTS = [
  '/rocket/v0/deliveries/groups',
  '/rocket/v0/common/addresses',
  '/rocket/v0/common/addresses/search',
  '/rocket/v0/deliveries/cancel-types',
  '/rocket/v0/business/branches',
  '/rocket/v0/reports/statistics',
  '/rocket/v0/reports/api',
  '/rocket/v0/reports/api-cod',
  '/rocket/v0/reports/generate',
  '/rocket/v0/reports/cod-payouts',
  '/oauth/authorize',
];

/** Bodies that look a bit like real ones, so validation goes deeper than the first field. */
const plausible = fc.record(
  {
    points: fc.array(
      fc.record(
        {
          latitude: fc.oneof(fc.double(), fc.constant(43.24), fc.string()),
          longitude: fc.oneof(fc.double(), fc.constant(76.95), fc.constant(null)),
          address: fc.anything(),
          contact_info: fc.anything(),
          tasks: fc.anything(),
          delivery_payment_items: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
    tariff_id: fc.oneof(fc.integer(), fc.string(), fc.double()),
    payment_type: fc.oneof(fc.constantFrom(2, 5), fc.anything()),
    delivery_time_type: fc.oneof(fc.constantFrom(1, 2), fc.anything()),
    datetime: fc.oneof(
      fc.string(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    grant_type: fc.constantFrom('authorization_code', 'refresh_token', 'authorization_track_id', 'x'),
    client_id: fc.constantFrom('1001', '', 'x'),
    phone_number: fc.oneof(fc.string(), fc.constant('+77011234567')),
    city: fc.oneof(fc.string(), fc.constantFrom('almaty', 'astana', 'all')),
    street: fc.string(),
    name: fc.string(),
    point_ids: fc.anything(),
    rating: fc.anything(),
    group_id: fc.anything(),
    chat_id: fc.anything(),
    text: fc.anything(),
    orders: fc.anything(),
  },
  { requiredKeys: [] },
);

const rawBody = fc.oneof(
  fc.json(),
  fc.string(),
  fc.anything().map((v) => {
    try {
      return JSON.stringify(v) ?? 'null';
    } catch {
      return '{}';
    }
  }),
  plausible.map((v) => JSON.stringify(v)),
);

describe('random input never produces a 5xx', () => {
  it('write endpoints with random JSON and garbage bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...WRITE_ENDPOINTS),
        rawBody,
        fc.constantFrom(alma, kaspi, ''),
        fc.boolean(),
        async ([method, path], body, token, idem) => {
          const r = await call(sb, method, path, {
            ...(token ? { token } : {}),
            body,
            headers: {
              'content-type':
                path === '/oauth/authorize' ? 'application/x-www-form-urlencoded' : 'application/json',
              ...(idem ? { 'x-idempotency-key': 'fuzz' } : {}),
            },
          });
          expect(r.statusCode).toBeLessThan(500);
          if (r.statusCode >= 400 && String(r.headers['content-type'] ?? '').includes('json')) {
            expect(typeof r.json().detail?.code === 'string' || r.json().ok === false).toBe(true);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('read endpoints with random query strings', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constantFrom('1', '0', '-1', '1e9', 'true', '2026-11-01', '5,3', ''),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'page',
        'page_size',
        'status',
        'was_planned',
        'q',
        'city',
        'start_date',
        'end_date',
        'type',
        'format',
        'is_customer',
        'limit',
        'client_id',
        'redirect_uri',
        'response_type',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...READ_ENDPOINTS), query, async (path, q) => {
        const r = await call(sb, 'GET', `${path}?${new URLSearchParams(q).toString()}`, { token: alma });
        expect(r.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});

describe('requests across companies never leak', () => {
  let ownedGroups: Group[] = [];
  let ownedPoints: number[] = [];
  let ownedBranches: number[] = [];
  let ownedAddresses: number[] = [];

  beforeAll(async () => {
    const list = (await call(sb, 'GET', '/rocket/v0/deliveries/groups?page_size=100', { token: alma })).json()
      .results as Group[];
    const tariffs = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
      token: alma,
      body: { points: [ALMATY.abayDostyk, ALMATY.esentai] },
    });
    const created = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: tariffs.json().tariffs[0].id,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai)],
      },
    });
    ownedGroups = [...list, created.json() as Group];
    ownedPoints = ownedGroups.flatMap((g) => g.points.map((p) => p.id));
    ownedBranches = (
      (await call(sb, 'GET', '/rocket/v0/business/branches?page_size=100', { token: alma })).json()
        .results as Array<{ id: number }>
    ).map((b) => b.id);
    ownedAddresses = (
      (await call(sb, 'GET', '/rocket/v0/common/addresses', { token: alma })).json().results as Array<{
        id: number;
      }>
    ).map((a) => a.id);
  });

  it('another company gets 404 (or an error), never the data of company 1', async () => {
    const groupId = () => fc.constantFrom(...ownedGroups.map((g) => g.id));
    const secrets = () => new Set(ownedGroups.map((g) => g.tracking_token));
    const action = fc.oneof(
      groupId().map((id) => ['GET', `/rocket/v0/deliveries/groups/${id}`, undefined] as const),
      groupId().map((id) => ['PATCH', `/rocket/v0/deliveries/groups/${id}`, {}] as const),
      groupId().map((id) => ['GET', `/rocket/v0/deliveries/get-courier-data/${id}`, undefined] as const),
      groupId().map((id) => ['GET', `/rocket/v0/reports/api/${id}`, undefined] as const),
      groupId().map((id) => ['GET', `/rocket/v0/reports/api-cod/${id}`, undefined] as const),
      groupId().map((id) => ['POST', '/rocket/v0/grades/estimate', { group_id: id, rating: 5 }] as const),
      fc
        .constantFrom(...ownedPoints)
        .map((id) => ['GET', `/rocket/v0/deliveries/get-point-data/${id}`, undefined] as const),
      fc
        .constantFrom(...ownedBranches)
        .map((id) => ['GET', `/rocket/v0/business/branches/${id}`, undefined] as const),
      fc
        .constantFrom(...ownedBranches)
        .map((id) => ['DELETE', `/rocket/v0/business/branches/${id}`, undefined] as const),
      fc
        .constantFrom(...ownedBranches)
        .map(
          (id) =>
            [
              'PUT',
              `/rocket/v0/business/branches/${id}`,
              { name: 'x', street: 'y', latitude: 43.24, longitude: 76.95 },
            ] as const,
        ),
      fc
        .constantFrom(...ownedAddresses)
        .map(
          (id) =>
            [
              'PUT',
              `/rocket/v0/common/addresses/${id}`,
              { street: 'y', latitude: 43.24, longitude: 76.95 },
            ] as const,
        ),
      fc
        .constantFrom(...ownedAddresses)
        .map(
          (id) =>
            [
              'POST',
              '/rocket/v0/deliveries/orders/tariffs',
              { address_id: id, points: [ALMATY.abayDostyk, ALMATY.esentai] },
            ] as const,
        ),
    );
    await fc.assert(
      fc.asyncProperty(action, fc.constantFrom(kaspi, individual), async ([method, path, body], token) => {
        const r = await call(sb, method, path, { token, ...(body !== undefined ? { body } : {}) });
        expect(r.statusCode).toBe(404);
        for (const s of secrets()) expect(r.body).not.toContain(s);
      }),
      { numRuns: 1000 },
    );
    // Company 1 still sees its data intact.
    const first = ownedGroups[ownedGroups.length - 1] as Group;
    const mine = await call(sb, 'GET', `/rocket/v0/deliveries/groups/${first.id}`, { token: alma });
    expect(mine.json().state).toBe('searching');
    expect(
      (await call(sb, 'GET', '/rocket/v0/business/branches?page_size=100', { token: alma })).json().count,
    ).toBe(ownedBranches.length);
  });

  it('lists only ever contain the caller’s own records', async () => {
    const own = new Set(ownedGroups.map((g) => g.id));
    for (const token of [kaspi, individual]) {
      for (let page = 1; page <= 3; page++) {
        const r = (
          await call(sb, 'GET', `/rocket/v0/deliveries/groups?page=${page}&page_size=50`, { token })
        ).json();
        for (const g of r.results as Group[]) expect(own.has(g.id)).toBe(false);
      }
    }
  });
});
