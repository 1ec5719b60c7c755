/**
 * Fuzz: every write route of the server (taken from its registrations) and every date parameter of
 * every GET endpoint of the contract, fed deep nesting (10 000 levels), NUL bytes, lone surrogates,
 * huge numbers, year 0 / 9999 dates, wrong types and wrong content types. Never a 5xx, never a hang,
 * and every JSON error answer is `{"detail":{"code":…}}`.
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { ENDPOINTS } from '../contract';
import type { EndpointDef } from '../contract';
import type { Sandbox } from '../server';
import {
  formBody,
  ID_VALUES,
  jsonBody,
  JUNK_AUTH,
  NASTY_DATES,
  QUOTE,
  TEMPLATES,
  WRONG_TYPES,
} from './fuzz-inputs';
import { ALMATY, makeSandbox, tokenFor, USERS, WORKING_NOW } from './helpers';
import { APP_ORIGIN } from './oauth-helpers';

let sb: Sandbox;
let kaspi: string;

beforeAll(async () => {
  sb = await makeSandbox();
  kaspi = await tokenFor(sb, USERS.kaspi);
});
afterAll(async () => {
  await sb.app.close();
});

/** No single request may take longer (a hang or a pathological input shows up here). */
const TIME_BOUND_MS = 5_000;
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** Write routes left out, and why. */
const EXCLUDED: Record<string, string> = {
  'POST /__sandbox/reset': 'takes no input; drops and re-seeds the whole database',
};
const FORM_ROUTES = new Set(['POST /oauth/authorize']);

function expectWellFormed(r: LightMyRequestResponse, ms: number, label: string): void {
  if (r.statusCode >= 500 || ms >= TIME_BOUND_MS)
    throw new Error(`${label}: ${r.statusCode} in ${ms} ms ${r.body.slice(0, 300)}`);
  if (r.statusCode < 400) return;
  const type = String(r.headers['content-type'] ?? '');
  if (type.includes('text/html')) {
    if (!label.includes('/oauth/authorize')) throw new Error(`${label}: an HTML ${r.statusCode}`);
    return;
  }
  const body = r.json() as { detail?: { code?: unknown }; ok?: unknown };
  if (typeof body.detail?.code !== 'string' && body.ok !== false)
    throw new Error(`${label}: ${r.statusCode} without detail.code: ${r.body.slice(0, 300)}`);
}

async function timed(opts: InjectOptions): Promise<[LightMyRequestResponse, number]> {
  const started = Date.now();
  const r = await sb.app.inject(opts);
  return [r, Date.now() - started];
}

/** Undoes what a valid admin body may have switched on (faults, clock, closed city, bot 429s). */
function restore(): void {
  sb.faults.clear();
  sb.ctx.clock.set(new Date(WORKING_NOW));
  sb.ctx.switches.cityClosed = false;
  sb.ctx.switches.surgePercent = 0;
  sb.ctx.bot.rateLimitTimes = 0;
}

async function quoteId(): Promise<number> {
  const r = await sb.app.inject({
    method: 'POST',
    url: '/rocket/v0/deliveries/orders/tariffs',
    headers: { authorization: `JWT ${await tokenFor(sb, USERS.alma)}` },
    payload: { points: [ALMATY.abayDostyk, ALMATY.esentai] },
  });
  return (r.json() as { tariffs: Array<{ id: number }> }).tariffs[0]?.id ?? 1;
}

describe('every write route: malformed input is a 4xx, never a 5xx or a hang', () => {
  const writeRoutes = () =>
    sb.routes.filter((r) => WRITE_METHODS.includes(r.method)).map((r) => `${r.method} ${r.url}`);

  it('covers every registered write route but the excluded ones', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(30);
    for (const key of Object.keys(EXCLUDED)) expect(routes).toContain(key);
    for (const key of Object.keys(TEMPLATES)) expect(routes).toContain(key);
    // Every route with a body has a template (DELETEs and no-input POSTs get the generic ones).
    const withoutTemplate = routes.filter((r) => !(r in TEMPLATES) && !(r in EXCLUDED));
    expect(withoutTemplate.sort()).toEqual([
      'DELETE /__sandbox/bot/messages',
      'DELETE /__sandbox/faults',
      'DELETE /api/v1/oauth2/devices',
      'DELETE /rocket/v0/business/branches/:id',
      'DELETE /rocket/v0/business/employees/:id',
      'DELETE /rocket/v0/common/client-tokens/:id',
      'POST /__sandbox/dispatcher/tick',
    ]);
  });

  it('random and hostile bodies, ids, content types and headers', async () => {
    const routes = writeRoutes().filter((r) => !(r in EXCLUDED));
    for (const route of routes) {
      const [method = 'POST', url = '/'] = route.split(' ');
      const templates = TEMPLATES[route] ?? [{}, { id: 1 }];
      const isForm = FORM_ROUTES.has(route);
      await fc.assert(
        fc.asyncProperty(
          isForm ? formBody(templates) : jsonBody(templates),
          fc.oneof(
            { weight: 8, arbitrary: fc.constant(null) },
            { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES) },
          ),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(route.includes('upload-orders') ? 'kaspi' : 'alma') },
            { weight: 2, arbitrary: fc.constantFrom('alma', 'kaspi', 'none') },
            { weight: 1, arbitrary: fc.constantFrom(...JUNK_AUTH) },
          ),
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('1', '2') },
            { weight: 1, arbitrary: fc.constantFrom(...ID_VALUES) },
          ),
          fc.oneof(
            { weight: 6, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom('fuzz-key', 'k'.repeat(201), 'key\u0001', ' ') },
          ),
          fc.oneof(
            { weight: 2, arbitrary: fc.constant(APP_ORIGIN) },
            { weight: 1, arbitrary: fc.constantFrom(undefined, 'http://evil.example', 'null') },
          ),
          fc.oneof(
            { weight: 8, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom(...NASTY_DATES) },
          ),
          async (rawBody, contentType, who, id, idem, origin, sandboxNow) => {
            let body = rawBody;
            // A plausible bulk body may ask for thousands of orders: keep it to a few.
            if (route === 'POST /__sandbox/orders/bulk') body = body.replace(/"count":\d{2,}/, '"count":2');
            if (body.includes(String(QUOTE))) body = body.replace(String(QUOTE), String(await quoteId()));
            const headers: Record<string, string> = {
              'content-type':
                contentType ?? (isForm ? 'application/x-www-form-urlencoded' : 'application/json'),
            };
            if (headers['content-type'] === '') delete headers['content-type'];
            if (who === 'alma') headers.authorization = `JWT ${await tokenFor(sb, USERS.alma)}`;
            else if (who === 'kaspi') headers.authorization = `JWT ${kaspi}`;
            else if (who !== 'none') headers.authorization = who;
            if (idem !== undefined) headers['x-idempotency-key'] = idem;
            if (origin !== undefined) headers.origin = origin;
            if (sandboxNow !== undefined) headers['x-sandbox-now'] = sandboxNow;
            const path = url.replace(/:id\b/, id);
            const [r, ms] = await timed({ method: method as 'POST', url: path, headers, payload: body });
            restore();
            expectWellFormed(r, ms, `${method} ${path} ${body.slice(0, 120)}`);
          },
        ),
        { numRuns: 40 },
      );
    }
    expect((await sb.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('every date query parameter of every GET endpoint: bad dates are a 4xx', () => {
  const DATE_PARAM = /(date|_from|_to|datetime)$/;
  const dateParams = (Object.values(ENDPOINTS) as EndpointDef[]).flatMap((e) => {
    if (e.method !== 'GET' || !(e.query instanceof z.ZodObject)) return [];
    const others = Object.keys(e.query.shape);
    return others.filter((k) => DATE_PARAM.test(k)).map((param) => ({ path: e.path, param, others }));
  });

  it('finds the date parameters in the contract', () => {
    expect(dateParams.map((d) => `${d.path}?${d.param}`).sort()).toEqual([
      '/rocket/v0/deliveries/groups?created_from',
      '/rocket/v0/deliveries/groups?created_to',
      '/rocket/v0/reports/api-cod?end_date',
      '/rocket/v0/reports/api-cod?start_date',
      '/rocket/v0/reports/api?end_date',
      '/rocket/v0/reports/api?start_date',
      '/rocket/v0/reports/cod-payouts?end_date',
      '/rocket/v0/reports/cod-payouts?start_date',
      '/rocket/v0/reports/generate?end_date',
      '/rocket/v0/reports/generate?start_date',
      '/rocket/v0/reports/statistics?end_date',
      '/rocket/v0/reports/statistics?start_date',
    ]);
  });

  const pad = (n: number, w: number) => String(n).padStart(w, '0');
  const dateValue = fc.oneof(
    fc.constantFrom(...NASTY_DATES),
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`),
    fc.string({ unit: 'binary', maxLength: 12 }),
  );

  it('year 0, 9999, impossible days and garbage, alone or against the other parameters', async () => {
    const alma = await tokenFor(sb, USERS.alma);
    for (const { path, param, others } of dateParams) {
      await fc.assert(
        fc.asyncProperty(
          dateValue,
          fc.dictionary(
            fc.constantFrom(...others),
            fc.oneof(dateValue, fc.constantFrom('1', '0', '-1', '2147483648', 'xlsx', 'cod')),
          ),
          fc.option(fc.constantFrom(...NASTY_DATES), { nil: undefined }),
          async (value, rest, sandboxNow) => {
            const query = new URLSearchParams({ ...rest, [param]: value }).toString();
            const headers: Record<string, string> = { authorization: `JWT ${alma}` };
            if (sandboxNow !== undefined) headers['x-sandbox-now'] = sandboxNow;
            const [r, ms] = await timed({ method: 'GET', url: `${path}?${query}`, headers });
            expectWellFormed(r, ms, `GET ${path}?${query}`);
          },
        ),
        { numRuns: 30 },
      );
    }
  });
});
