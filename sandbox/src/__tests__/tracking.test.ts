/** Beyond-spec fields of order tracking: search estimate, grade on the group, link expiry, public banners. */
import type { Group, RatesResponse } from '../contract';
import { groupSchema, trackingSchema } from '../contract';
import { SEARCH_ESTIMATE_MINUTES } from '../domain/rows';
import { TRACKING_LINK_TTL_HOURS } from '../domain/tracking';
import type { Sandbox } from '../server';
import { ALMATY, call, codeOf, makeSandbox, point, tokenFor, USERS, WORKING_NOW } from './helpers';

let sb: Sandbox;
let alma: string;
let kaspi: string;

beforeAll(async () => {
  sb = await makeSandbox();
  [alma, kaspi] = await Promise.all([tokenFor(sb, USERS.alma), tokenFor(sb, USERS.kaspi)]);
});
afterAll(async () => {
  await sb.app.close();
});
afterEach(() => {
  sb.ctx.clock.set(new Date(WORKING_NOW));
});

const HOUR = 3_600_000;

async function createOrder(token = alma): Promise<Group> {
  const pts = [ALMATY.abayDostyk, ALMATY.esentai];
  const rates = await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
    token,
    body: { points: pts },
  });
  const tariff = (rates.json() as RatesResponse).tariffs.find((t) => t.transport === 'CAR');
  const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
    token,
    body: { tariff_id: tariff?.id, points: pts.map((p) => point(p)) },
  });
  expect(r.statusCode).toBe(201);
  return groupSchema.parse(r.json()) as Group;
}

const getGroup = async (id: number): Promise<Group> =>
  groupSchema.parse(
    (await call(sb, 'GET', `/rocket/v0/deliveries/groups/${id}`, { token: alma })).json(),
  ) as Group;

/** Moves the clock a minute at a time until the dispatcher has delivered the order. */
async function deliver(id: number): Promise<Group> {
  for (let i = 0; i < 180; i++) {
    await sb.dispatcher.tick();
    const g = await getGroup(id);
    if (g.state === 'delivered') return g;
    sb.ctx.clock.advance(60_000);
  }
  throw new Error('never delivered');
}

describe('search estimate', () => {
  it('is announced while searching and gone once a courier has the order', async () => {
    const g = await createOrder();
    expect(g.state).toBe('searching');
    expect(g.search_estimate_minutes).toBe(SEARCH_ESTIMATE_MINUTES);
    const tracking = trackingSchema.parse(
      (await call(sb, 'GET', `/rocket/v0/tracking/${g.tracking_token}`)).json(),
    );
    expect(tracking.search_estimate_minutes).toBe(SEARCH_ESTIMATE_MINUTES);
    expect(tracking.updated_at).toBe(g.updated_at);
    expect(tracking.batching).toBe(g.batching);
    // The dispatcher never searches longer than the estimate.
    sb.ctx.clock.advance(SEARCH_ESTIMATE_MINUTES * 60_000);
    await sb.dispatcher.tick();
    const accepted = await getGroup(g.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.search_estimate_minutes).toBeNull();
  });
});

describe('grade on the group view', () => {
  it('is null until rated, then the rating, tags and comment, in the list too', async () => {
    const g = await createOrder();
    expect(g.grade).toBeNull();
    await deliver(g.id);
    expect((await getGroup(g.id)).grade).toBeNull();
    const sent = await call(sb, 'POST', '/rocket/v0/grades/estimate', {
      token: alma,
      body: { group_id: g.id, rating: 4, tags: [1], comment: 'Хорошо' },
    });
    expect(sent.statusCode).toBe(201);
    expect((await getGroup(g.id)).grade).toEqual({
      rating: 4,
      tags: [1],
      comment: 'Хорошо',
      created_at: sent.json().created_at,
    });
    const list = (
      await call(sb, 'GET', '/rocket/v0/deliveries/groups?status=3&page_size=100', { token: alma })
    ).json() as { results: Group[] };
    expect(list.results.find((row) => row.id === g.id)?.grade?.rating).toBe(4);
  });
});

describe('tracking link expiry', () => {
  it('works while live and for the TTL after delivery, then answers 410 TRACKING_EXPIRED', async () => {
    const g = await createOrder();
    const delivered = await deliver(g.id);
    const url = `/rocket/v0/tracking/${g.tracking_token}`;
    expect((await call(sb, 'GET', url)).statusCode).toBe(200);
    const deliveredAt = new Date(delivered.delivered_at as string).getTime();
    sb.ctx.clock.set(new Date(deliveredAt + TRACKING_LINK_TTL_HOURS * HOUR - 60_000));
    expect((await call(sb, 'GET', url)).statusCode).toBe(200);
    sb.ctx.clock.set(new Date(deliveredAt + TRACKING_LINK_TTL_HOURS * HOUR));
    const expired = await call(sb, 'GET', url);
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('TRACKING_EXPIRED');
    // An unknown link stays a distinct 404.
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/tracking/unknown-token-123'))).toBe('TRACKING_NOT_FOUND');
  });

  it('counts from the cancellation of a cancelled order', async () => {
    const g = await createOrder();
    const cancelled = await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
      token: alma,
      body: {},
    });
    expect(cancelled.json().state).toBe('cancelled');
    sb.ctx.clock.advance(TRACKING_LINK_TTL_HOURS * HOUR + 1000);
    expect(codeOf(await call(sb, 'GET', `/rocket/v0/tracking/${g.tracking_token}`))).toBe('TRACKING_EXPIRED');
  });
});

describe('banners for a tracking link', () => {
  it('answers the tracking banner without a JWT for a working link only', async () => {
    const g = await createOrder();
    const answer = await call(sb, 'GET', `/rocket/v0/business/banners?tracking_token=${g.tracking_token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results.map((b: { placement: string }) => b.placement)).toEqual(['tracking']);

    expect(
      codeOf(await call(sb, 'GET', '/rocket/v0/business/banners?tracking_token=unknown-token-123')),
    ).toBe('TRACKING_NOT_FOUND');
    expect((await call(sb, 'GET', '/rocket/v0/business/banners')).statusCode).toBe(401);
    // Another company's order still gives only the public banner, never more.
    const other = await createOrder(kaspi);
    const foreign = await call(
      sb,
      'GET',
      `/rocket/v0/business/banners?tracking_token=${other.tracking_token}`,
    );
    expect(foreign.json().results).toHaveLength(1);

    await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma, body: {} });
    sb.ctx.clock.advance(TRACKING_LINK_TTL_HOURS * HOUR + 1000);
    const expired = await call(sb, 'GET', `/rocket/v0/business/banners?tracking_token=${g.tracking_token}`);
    expect(expired.statusCode).toBe(410);
  });
});
