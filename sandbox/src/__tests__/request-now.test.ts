/** X-Sandbox-Now: a request's own "now" for the business rules, in test mode only; the CORS list. */
import type { Group, RatesResponse } from '../contract';
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import { ALMATY, call, codeOf, makeSandbox, point, tokenFor, USERS, WORKING_NOW } from './helpers';

/** Monday 22:30 in Almaty: outside working hours. */
const NIGHT = '2026-11-23T22:30:00+05:00';
/** A working instant far from the global clock: Wednesday 12:00, two days later. */
const OTHER_NOON = '2026-11-25T12:00:00+05:00';
const PTS = [ALMATY.abayDostyk, ALMATY.esentai];

let sb: Sandbox;
let alma: string;

beforeAll(async () => {
  sb = await makeSandbox();
  alma = await tokenFor(sb, USERS.alma);
});
afterAll(async () => {
  await sb.app.close();
});
afterEach(() => {
  sb.ctx.clock.set(new Date(WORKING_NOW));
});

async function quoteAt(target: Sandbox, now: string | null): Promise<number> {
  const r = await call(target, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
    token: alma,
    body: { points: PTS },
    headers: now ? { 'x-sandbox-now': now } : {},
  });
  expect(r.statusCode).toBe(200);
  return ((r.json() as RatesResponse).tariffs[0] as { id: number }).id;
}

const createAt = (
  target: Sandbox,
  now: string | null,
  tariffId: number,
  extra: Record<string, unknown> = {},
) =>
  call(target, 'POST', '/rocket/v0/deliveries/groups', {
    token: alma,
    body: { tariff_id: tariffId, points: PTS.map((p) => point(p)), ...extra },
    headers: now ? { 'x-sandbox-now': now } : {},
  });

describe('X-Sandbox-Now in test mode', () => {
  it('an immediate order at a pinned night instant is refused, though the global clock is in working hours', async () => {
    const id = await quoteAt(sb, NIGHT);
    const r = await createAt(sb, NIGHT, id);
    expect(codeOf(r)).toBe('NON_WORKING_TIME');
    // The global clock did not move (it runs on from 10:00).
    expect(sb.ctx.clock.nowMs() - Date.parse(WORKING_NOW)).toBeLessThan(60_000);
    // The same order without the header is fine: the global clock is at 10:00.
    expect((await createAt(sb, null, await quoteAt(sb, null))).statusCode).toBe(201);
  });

  it('an immediate order at a pinned working instant is accepted at night and created at that instant', async () => {
    sb.ctx.clock.set(new Date(NIGHT));
    const id = await quoteAt(sb, OTHER_NOON);
    const r = await createAt(sb, OTHER_NOON, id);
    expect(r.statusCode).toBe(201);
    const group = r.json() as Group;
    expect(group).toMatchObject({ state: 'searching', delivery_time_type: 1 });
    expect(group.created_at).toBe(new Date(OTHER_NOON).toISOString());
    expect(codeOf(await createAt(sb, null, await quoteAt(sb, null)))).toBe('NON_WORKING_TIME');
  });

  it('the dispatcher keeps an order made at a later pinned instant at its start', async () => {
    const r = await createAt(sb, OTHER_NOON, await quoteAt(sb, OTHER_NOON));
    const made = r.json() as Group;
    await sb.dispatcher.tick();
    const now = (
      await call(sb, 'GET', `/rocket/v0/deliveries/groups/${made.id}`, { token: alma })
    ).json() as Group;
    expect(now).toMatchObject({ state: 'searching', courier: null });
    // The delivery's own length, not two days of waiting on top of it.
    expect(now.eta_minutes).toBeLessThanOrEqual(60);
  });

  it('planned-time limits count from the pinned instant', async () => {
    const id = await quoteAt(sb, OTHER_NOON);
    // 40 minutes after the pinned noon: fine for it, though only 2 days + 2 h 40 min after the global clock.
    const soon = await createAt(sb, OTHER_NOON, id, {
      delivery_time_type: 2,
      datetime: '2026-11-25T12:40:00+05:00',
    });
    expect(soon.statusCode).toBe(201);
    // 20 minutes after it: too soon, although it is days ahead of the global clock.
    const tooSoon = await createAt(sb, OTHER_NOON, await quoteAt(sb, OTHER_NOON), {
      delivery_time_type: 2,
      datetime: '2026-11-25T12:20:00+05:00',
    });
    expect(codeOf(tooSoon)).toBe('PLANNED_TIME_INVALID');
  });

  it('a quote issued at one pinned instant has expired at a pinned instant 31 minutes later', async () => {
    const id = await quoteAt(sb, OTHER_NOON);
    expect(codeOf(await createAt(sb, '2026-11-25T12:31:00+05:00', id))).toBe('TARIFF_NOT_FOUND');
  });

  it.each(['tomorrow', '2026-11-25 12:00', '2026-11-25T12:00:00', ''])(
    'a malformed value (%j) is a VALIDATION_ERROR naming the header',
    async (value) => {
      const r = await call(sb, 'GET', '/rocket/v0/deliveries/groups', {
        token: alma,
        headers: { 'x-sandbox-now': value },
      });
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
      expect(Object.keys(r.json().detail.fields as object)).toEqual(['X-Sandbox-Now']);
    },
  );
});

describe('outside test mode', () => {
  let normal: Sandbox;
  beforeAll(async () => {
    normal = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: false,
      // A second server over the same data accepts the first one's tokens only with its secret.
      config: { mode: 'normal', seed: false, rateLimitPerMinute: 0, jwtSecret: sb.ctx.config.jwtSecret },
    });
  });
  afterAll(async () => {
    await normal.app.close();
  });

  it('X-Sandbox-Now is ignored: the server clock decides, even for a malformed value', async () => {
    normal.ctx.clock.set(new Date(WORKING_NOW), true);
    const r = await createAt(normal, NIGHT, await quoteAt(normal, NIGHT));
    expect(r.statusCode).toBe(201);
    expect((r.json() as Group).created_at).toBe(new Date(WORKING_NOW).toISOString());
    const bad = await call(normal, 'GET', '/rocket/v0/deliveries/groups', {
      token: alma,
      headers: { 'x-sandbox-now': 'tomorrow' },
    });
    expect(bad.statusCode).toBe(200);

    normal.ctx.clock.set(new Date(NIGHT), true);
    expect(codeOf(await createAt(normal, OTHER_NOON, await quoteAt(normal, OTHER_NOON)))).toBe(
      'NON_WORKING_TIME',
    );
  });

  it('CORS lets the apps send their headers, and X-Sandbox-Now only in test mode', async () => {
    const preflight = (target: Sandbox) =>
      target.app.inject({
        method: 'OPTIONS',
        url: '/rocket/v0/deliveries/groups',
        headers: {
          origin: 'http://localhost:8082',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,x-idempotency-key,x-sandbox-now',
        },
      });
    const allowed = (answer: { headers: Record<string, unknown> }) =>
      String(answer.headers['access-control-allow-headers'])
        .split(',')
        .map((name) => name.trim().toLowerCase());
    const inTest = allowed(await preflight(sb));
    const inNormal = allowed(await preflight(normal));
    for (const name of [
      'authorization',
      'content-type',
      'accept-language',
      'x-idempotency-key',
      'x-fingerprint',
    ]) {
      expect(inTest).toContain(name);
      expect(inNormal).toContain(name);
    }
    expect(inTest).toContain('x-sandbox-now');
    expect(inNormal).not.toContain('x-sandbox-now');
  });
});
