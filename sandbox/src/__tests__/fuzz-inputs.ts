/** Hostile inputs for the fuzz tests: raw JSON fragments, mutated plausible bodies, ids, headers. */
import fc from 'fast-check';
import { ALMATY, ASTANA, point, USERS } from './helpers';
import { REDIRECT } from './oauth-helpers';

const DEPTH = 10_000;
const DEEP = [
  `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
  `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`,
  `${'[{"a":'.repeat(DEPTH / 2)}1${'}]'.repeat(DEPTH / 2)}`,
  // 100 000 levels still fit the body limit: deeper than any recursive JSON walk survives.
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
];
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff',
  '😀\ud83d',
  '\u202e',
  '',
  ' ',
  '%00',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2147483648',
  'ы'.repeat(3000),
];
const NASTY_NUMBERS = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '4294967296',
  '9007199254740992',
  '-9007199254740993',
  '1e308',
  '-1e308',
  '1e309',
  '-1e309',
  '5e-324',
  '-0',
  '0',
  '1',
  '-1',
  '0.5',
  '12345678901234567890',
];
export const NASTY_DATES = [
  '0000-01-01',
  '9999-12-31',
  '0000-00-00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+05:00',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '+275760-09-14T00:00:00Z',
  '2026-02-30',
  '2026-13-01',
  '2026-11-23T25:61:00+05:00',
  '1969-12-31',
  '1999-12-31',
  '2000-01-01',
  '2026-11-23',
  '2026-11-23T10:00:00+05:00',
  '2099-12-31',
  '2100-01-01',
  'garbage',
  '',
];

const safeJson = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? 'null';
  } catch {
    return '{}';
  }
};

const BAD_STRINGS = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udbff', '😀\ud83d'];

/** A JSON text fragment that is nasty somewhere: strings, numbers, dates, wrong types, deep nesting. */
const rawNasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...BAD_STRINGS).map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS).map((s) => JSON.stringify(s)) },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_DATES).map((s) => JSON.stringify(s)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('null', 'true', 'false', '[]', '{}', '""', '[null]', '{"":""}', '[1,"a",{}]'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map(safeJson) },
);

const MARK = '\u0007fuzz-mark\u0007';

type Path = Array<string | number>;

/** Every path of a template: [leaves, containers (each also with a new key / index beside its own)]. */
function pathsOf(value: unknown, at: Path = [], out: [Path[], Path[]] = [[], []]): [Path[], Path[]] {
  if (Array.isArray(value)) {
    out[1].push(at, [...at, value.length]);
    value.forEach((v, i) => pathsOf(v, [...at, i], out));
  } else if (typeof value === 'object' && value !== null) {
    out[1].push(at, [...at, 'extra\u0000key']);
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  } else out[0].push(at);
  return out;
}

/** The template as JSON with the value at one path (mostly a leaf) replaced by a raw JSON fragment. */
function mutate(template: unknown, pick: number, raw: string): string {
  const [leaves, containers] = pathsOf(template);
  const from = pick % 4 === 0 || leaves.length === 0 ? containers : leaves;
  const path = from[Math.floor(pick / 4) % from.length] ?? [];
  if (path.length === 0) return raw;
  const copy = JSON.parse(JSON.stringify(template)) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), raw);
}

/** Replaced by a fresh quote id at run time, so an order body can get past the tariff check. */
export const QUOTE = 987_654_321;
const groupTemplate = {
  tariff_id: QUOTE,
  points: [point(ALMATY.abayDostyk), point(ALMATY.esentai, { tasks: [{ id: 1, comment: 'x' }] })],
  delivery_time_type: 2,
  datetime: '2026-11-24T12:00:00+05:00',
  payment_type: 2,
  comment: 'комментарий',
  is_urgent: false,
};
/** A plausible body per write route, so mutations reach past the first field. */
export const TEMPLATES: Record<string, unknown[]> = {
  'POST /api/v2/oauth2/tokens': [
    {
      client_id: '1001',
      grant_type: 'authorization_code',
      code: 'c',
      redirect_uri: REDIRECT,
      code_verifier: 'v'.repeat(43),
    },
    { client_id: '1001', grant_type: 'refresh_token', refresh_token: 'prt_x' },
    { client_id: '1001', grant_type: 'authorization_track_id', track_id: 'trk_x' },
  ],
  'POST /oauth/authorize': [
    {
      response_type: 'code',
      client_id: '1001',
      redirect_uri: REDIRECT,
      state: 's',
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      choco_user_id: String(USERS.alma),
      action: 'allow',
    },
  ],
  'POST /rocket/v0/common/choco/login': [{ access_token: 'pat_x' }],
  'POST /rocket/v0/common/token/refresh': [{ refresh: 'a.b.c' }],
  'POST /rocket/v0/common/get-jwt-token': [
    { client_id: '1001', client_secret: 'sandbox-client-secret' },
    {},
    { label: 'Интеграция склада' },
  ],
  'POST /rocket/v0/business/employees': [{ phone_number: '+77015559100', name: 'Асель Нурланова' }],
  'POST /rocket/v0/business/company': [{ phone_number: '+77015550000', name: 'ТОО', city: 'almaty' }],
  'PATCH /rocket/v0/business/update-geo-city/': [{ city: 'almaty' }],
  'POST /rocket/v0/common/configs/get': [{ keys: ['weather'] }],
  'POST /rocket/v0/common/addresses': [
    { street: 'проспект Абая', building: '10', ...ALMATY.tolebi, is_customer: true, max_order_distance: 5 },
  ],
  'PUT /rocket/v0/common/addresses/:id': [{ street: 'проспект Абая', building: '12', ...ALMATY.tolebi }],
  'POST /rocket/v0/deliveries/orders/tariffs': [
    { points: [ALMATY.abayDostyk, ALMATY.esentai], optimize_trip: true, address_id: 1 },
  ],
  'POST /rocket/v0/deliveries/groups': [groupTemplate],
  'PATCH /rocket/v0/deliveries/groups/:id': [{ cancel_type_id: 1, comment: 'x', point_ids: [2] }],
  'POST /rocket/v0/deliveries/address/validate-coordinate': [ALMATY.esentai],
  'POST /rocket/v0/deliveries/upload-orders/': [
    {
      orders: [
        {
          external_id: 'e1',
          points: [point(ASTANA.baiterek), point({ latitude: 51.16, longitude: 71.42 })],
          comment: 'x',
        },
      ],
    },
  ],
  'POST /rocket/v0/business/branches': [
    {
      name: 'Склад',
      street: 'улица Сатпаева',
      building: '1',
      ...ALMATY.esentai,
      working_hours: '09:00-18:00',
    },
  ],
  'PUT /rocket/v0/business/branches/:id': [{ name: 'Склад', street: 'улица Сатпаева', ...ALMATY.esentai }],
  'POST /rocket/v0/grades/estimate': [{ group_id: 1, rating: 5, tags: [1], comment: 'x' }],
  'POST /bot/sendMessage': [{ chat_id: 'errors', text: 'отчёт', parse_mode: 'HTML' }],
  'POST /__sandbox/faults': [{ path: '/geoip', status: 503, times: 1, delayMs: 0 }],
  'POST /__sandbox/clock': [{ now: '2026-11-23T10:00:00+05:00', frozen: true }],
  'POST /__sandbox/switches': [{ cityClosed: false, surgePercent: 0 }],
  'POST /__sandbox/time-scale': [{ scale: 1 }],
  'POST /__sandbox/track-ids': [{ choco_user_id: USERS.alma }],
  'POST /__sandbox/tokens': [{ choco_user_id: USERS.alma, ttl_s: 60 }],
  'POST /__sandbox/orders/bulk': [{ count: 1, choco_user_id: USERS.individual }],
  'POST /__sandbox/balance': [{ company_id: 3, balance: 120_000 }],
  'POST /__sandbox/companies': [{ is_kaspi_box: true, city: 'astana', balance: 5000 }],
  'POST /__sandbox/bot/rate-limit': [{ times: 0, retryAfter: 1 }],
};

export const jsonBody = (templates: unknown[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...templates), fc.nat(), rawNasty)
        .map(([t, i, r]) => mutate(t, i, r)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...templates).map((t) => JSON.stringify(t)) },
    { weight: 2, arbitrary: rawNasty },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', '{', '{"a":1', 'nul', '\u0000', 'a=1&b=2', '{"__proto__":{"x":1}}'),
    },
  );

const FORM_NASTY = [
  '%00',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-0',
  'NaN',
  '',
];
export const formBody = (templates: unknown[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...templates),
        fc.nat(),
        fc.oneof(fc.constantFrom(...FORM_NASTY), fc.constantFrom(...NASTY_STRINGS)),
      )
      .map(([t, i, v]) => {
        const fields = Object.entries(t as Record<string, string>);
        const key = fields[i % fields.length]?.[0] ?? 'x';
        const encoded = FORM_NASTY.includes(v)
          ? v
          : encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
        return fields.map(([k, val]) => `${k}=${k === key ? encoded : encodeURIComponent(val)}`).join('&');
      }),
    jsonBody(templates),
  );

export const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/octet-stream',
  'application/x-www-form-urlencoded',
  'application/json',
  'a/b;;;',
  '',
];

export const ID_VALUES = [
  '1',
  '2',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '99999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '1e3',
  '',
];

export const JUNK_AUTH = [
  'JWT junk',
  'Bearer pat_unknown',
  'JWT a.b.c',
  'Basic Zm9vOmJhcg==',
  `JWT ${'x'.repeat(3000)}`,
];
