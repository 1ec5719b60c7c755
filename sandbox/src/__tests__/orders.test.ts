/** Contract tests: tariffs, delivery groups, cancellation, dispatcher, tracking, grades, idempotency, upload. */
import type { Group, RatesResponse } from '../contract';
import { groupSchema, ratesResponseSchema } from '../contract';
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import {
  ALMATY,
  ASTANA,
  call,
  codeOf,
  makeSandbox,
  OUTSIDE,
  point,
  tokenFor,
  USERS,
  WORKING_NOW,
} from './helpers';

let sb: Sandbox;
let alma: string;
let kaspi: string;
let individual: string;
let noCompany: string;

beforeAll(async () => {
  sb = await makeSandbox();
  [alma, kaspi, individual, noCompany] = await Promise.all([
    tokenFor(sb, USERS.alma),
    tokenFor(sb, USERS.kaspi),
    tokenFor(sb, USERS.individual),
    tokenFor(sb, USERS.noCompany),
  ]);
});
afterAll(async () => {
  await sb.app.close();
});
afterEach(() => {
  sb.ctx.clock.set(new Date(WORKING_NOW));
  sb.ctx.switches.cityClosed = false;
  sb.ctx.switches.surgePercent = 0;
  sb.faults.clear();
});

const tariffs = async (
  token: string,
  pts: Array<{ latitude: number; longitude: number }>,
  extra: Record<string, unknown> = {},
) => call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', { token, body: { points: pts, ...extra } });

async function quoteId(
  token: string,
  pts: Array<{ latitude: number; longitude: number }>,
  transport = 'CAR',
): Promise<number> {
  const r = await tariffs(token, pts);
  expect(r.statusCode).toBe(200);
  const t = (r.json() as RatesResponse).tariffs.find((x) => x.transport === transport);
  return (t as { id: number }).id;
}

async function balanceOf(token: string): Promise<number> {
  return (await call(sb, 'GET', '/rocket/v0/business/company', { token })).json().balance as number;
}

async function createOrder(
  token: string,
  extra: Record<string, unknown> = {},
  pts = [ALMATY.abayDostyk, ALMATY.esentai],
): Promise<Group> {
  const id = await quoteId(token, pts);
  const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
    token,
    body: { tariff_id: id, points: pts.map((p) => point(p)), ...extra },
  });
  expect(r.statusCode).toBe(201);
  return r.json() as Group;
}

describe('POST /rocket/v0/deliveries/orders/tariffs', () => {
  it('prices every transport with distance and waypoints', async () => {
    const r = await tariffs(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    expect(r.statusCode).toBe(200);
    const body = ratesResponseSchema.parse(r.json());
    expect(body.tariffs.map((t) => t.transport)).toEqual(['CAR', 'MOTORBIKE', 'FOOT']);
    expect(body.distance).toBeGreaterThan(2);
    expect(body.waypoints[0]).toEqual([ALMATY.abayDostyk.longitude, ALMATY.abayDostyk.latitude]);
    expect(body.tariffs.filter((t) => t.is_fastest)).toHaveLength(1);
    expect(body.optimized).toBeNull();
    for (const t of body.tariffs) expect(Number.isInteger(t.price)).toBe(true);
  });

  it('marks FOOT unavailable on long and multipoint routes', async () => {
    const body = (
      await tariffs(alma, [ALMATY.abayDostyk, ALMATY.raiymbek, ALMATY.rozybakiev])
    ).json() as RatesResponse;
    const foot = body.tariffs.find((t) => t.transport === 'FOOT');
    expect(foot?.is_unavailable).toBe(true);
    expect(foot?.unavailable_reason).toBe('Недоступно для маршрута длиннее 4 км');
  });

  it('explains an unavailable tariff in the language of Accept-Language', async () => {
    const body = (
      await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
        token: alma,
        headers: { 'accept-language': 'kk' },
        body: { points: [ALMATY.abayDostyk, ALMATY.raiymbek, ALMATY.rozybakiev] },
      })
    ).json() as RatesResponse;
    const foot = body.tariffs.find((t) => t.transport === 'FOOT');
    expect(foot?.unavailable_reason).toBe('4 км-ден ұзын бағытқа қолжетімсіз');
  });

  it('returns the optimised variant, never longer', async () => {
    const pts = [ALMATY.abayDostyk, ALMATY.rozybakiev, ALMATY.esentai, ALMATY.raiymbek, ALMATY.tolebi];
    const body = (await tariffs(alma, pts, { optimize_trip: true })).json() as RatesResponse;
    expect(body.optimized).not.toBeNull();
    expect(body.optimized?.distance).toBeLessThanOrEqual(body.distance);
    expect(body.optimized?.order[0]).toBe(0);
    expect(body.optimized?.order[4]).toBe(4);
    expect([...(body.optimized?.order ?? [])].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('applies the surge switch', async () => {
    const base = (await tariffs(alma, [ALMATY.abayDostyk, ALMATY.esentai])).json() as RatesResponse;
    await call(sb, 'POST', '/__sandbox/switches', { body: { surgePercent: 50 } });
    const surged = (await tariffs(alma, [ALMATY.abayDostyk, ALMATY.esentai])).json() as RatesResponse;
    expect(surged.tariffs[0]?.price).toBeGreaterThan(base.tariffs[0]?.price ?? 0);
    expect(surged.tariffs[0]?.surge_percent).toBe(50);
  });

  it.each([
    ['WRONG_ADDRESS_ZONE', [ALMATY.abayDostyk, OUTSIDE.shymkent]],
    ['WRONG_ADDRESS_COORDINATE', [ALMATY.abayDostyk, ASTANA.baiterek]],
  ])('%s', async (code, pts) => {
    const r = await tariffs(alma, pts);
    expect(r.statusCode).toBe(400);
    expect(codeOf(r)).toBe(code);
  });

  it('CITY_IS_CLOSED by switch (per city)', async () => {
    await call(sb, 'POST', '/__sandbox/switches', { body: { cityClosed: 'almaty' } });
    expect(codeOf(await tariffs(alma, [ALMATY.abayDostyk, ALMATY.esentai]))).toBe('CITY_IS_CLOSED');
    expect((await tariffs(kaspi, [ASTANA.baiterek, { latitude: 51.16, longitude: 71.42 }])).statusCode).toBe(
      200,
    );
  });

  it('MAX_DISTANCE_EXCEEDED for a saved address with a limit; ADDRESS_NOT_FOUND for a foreign one', async () => {
    const list = (await call(sb, 'GET', '/rocket/v0/common/addresses', { token: alma })).json()
      .results as Array<{
      id: number;
      max_order_distance: number | null;
      latitude: number;
      longitude: number;
    }>;
    const limited = list.find((a) => a.max_order_distance !== null);
    expect(limited).toBeDefined();
    const from = { latitude: limited?.latitude ?? 0, longitude: limited?.longitude ?? 0 };
    const r = await tariffs(alma, [from, ALMATY.raiymbek, ALMATY.esentai, ALMATY.rozybakiev], {
      address_id: limited?.id,
    });
    expect(codeOf(r)).toBe('MAX_DISTANCE_EXCEEDED');
    const ok = await tariffs(alma, [from, { latitude: from.latitude - 0.01, longitude: from.longitude }], {
      address_id: limited?.id,
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await tariffs(kaspi, [ASTANA.baiterek, { latitude: 51.16, longitude: 71.42 }], {
      address_id: limited?.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('ADDRESS_NOT_FOUND');
  });

  it('validation, auth and company errors', async () => {
    const one = await tariffs(alma, [ALMATY.abayDostyk]);
    expect(one.statusCode).toBe(400);
    expect(codeOf(one)).toBe('VALIDATION_ERROR');
    expect(one.json().detail.fields.points).toBeTruthy();
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', { body: { points: [] } })),
    ).toBe('NOT_AUTHENTICATED');
    expect(codeOf(await tariffs(noCompany, [ALMATY.abayDostyk, ALMATY.esentai]))).toBe('COMPANY_NOT_FOUND');
  });
});

describe('POST /rocket/v0/deliveries/groups', () => {
  it('creates an order paid from the balance and ignores server-owned fields', async () => {
    const before = await balanceOf(alma);
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai)],
        price: 1,
        status: 3,
        company_id: 2,
        state: 'delivered',
      },
    });
    expect(r.statusCode).toBe(201);
    const g = groupSchema.parse(r.json());
    expect(g.state).toBe('searching');
    expect(g.status).toBe(1);
    expect(g.price).toBeGreaterThan(1);
    expect(g.number).toMatch(/^R-\d{6}$/);
    expect(await balanceOf(alma)).toBe(before - g.total_price);
  });

  it('adds §9 task prices and the cash-on-delivery amount', async () => {
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [
          point(ALMATY.abayDostyk),
          point(ALMATY.esentai, {
            tasks: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
            delivery_payment_items: [
              { title: 'Платье', price: 12000 },
              { title: 'Туфли', price: 8000 },
            ],
          }),
        ],
      },
    });
    expect(r.statusCode).toBe(201);
    const g = r.json() as Group;
    expect(g.tasks_price).toBe(300 + 300 + 150);
    expect(g.points[1]?.cod_amount).toBe(20000);
    expect(g.points[1]?.tasks.find((t) => t.code === 'on_delivery_payment')?.extra_fields.price_type).toBe(
      'ON_DELIVERY_PAYMENT',
    );
  });

  it('payment task without items and items without the task are validation errors', async () => {
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const a = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai, { tasks: [{ id: 4 }] })],
      },
    });
    expect(codeOf(a)).toBe('VALIDATION_ERROR');
    expect(a.json().detail.fields['points.1.delivery_payment_items']).toBeTruthy();
    const b = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai, { tasks: [{ id: 99 }] })],
      },
    });
    expect(codeOf(b)).toBe('VALIDATION_ERROR');
  });

  it('card payment needs a saved card of the same company', async () => {
    const before = await balanceOf(alma);
    const g = await createOrder(alma, { payment_type: 5, card_token: 'card_alma_visa_4242' });
    expect(g.payment_type).toBe(5);
    expect(await balanceOf(alma)).toBe(before);
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai)],
        payment_type: 5,
        card_token: 'card_zhibek_mc_2222',
      },
    });
    expect(codeOf(r)).toBe('CARD_NOT_FOUND');
  });

  it('BALANCE_IS_NOT_ENOUGH_TO_PAY', async () => {
    const id = await quoteId(individual, [ALMATY.abayDostyk, ALMATY.raiymbek]);
    const before = await balanceOf(individual);
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: individual,
      body: { tariff_id: id, points: [point(ALMATY.abayDostyk), point(ALMATY.raiymbek)] },
    });
    expect(r.statusCode).toBe(400);
    expect(codeOf(r)).toBe('BALANCE_IS_NOT_ENOUGH_TO_PAY');
    expect(await balanceOf(individual)).toBe(before);
  });

  it('TARIFF_DOES_NOT_EXIST for unknown or foreign ids, TARIFF_NOT_FOUND for stale ones; TARIFF_UNAVAILABLE', async () => {
    const body = (tariffId: number, pts = [ALMATY.abayDostyk, ALMATY.esentai]) => ({
      tariff_id: tariffId,
      points: pts.map((p) => point(p)),
    });
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: alma, body: body(999_999) })),
    ).toBe('TARIFF_DOES_NOT_EXIST');
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
          token: alma,
          body: body(id, [ALMATY.abayDostyk, ALMATY.tolebi]),
        }),
      ),
    ).toBe('TARIFF_NOT_FOUND');
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: individual, body: body(id) })),
    ).toBe('TARIFF_DOES_NOT_EXIST');
    sb.ctx.clock.advance(31 * 60_000);
    expect(
      codeOf(await call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: alma, body: body(id) })),
    ).toBe('TARIFF_NOT_FOUND');
    sb.ctx.clock.set(new Date(WORKING_NOW));
    const foot = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.raiymbek], 'FOOT');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
          token: alma,
          body: body(foot, [ALMATY.abayDostyk, ALMATY.raiymbek]),
        }),
      ),
    ).toBe('TARIFF_UNAVAILABLE');
  });

  it('urgent orders: exactly two points and no tasks', async () => {
    const pts = [ALMATY.abayDostyk, ALMATY.esentai, ALMATY.tolebi];
    const id = await quoteId(alma, pts);
    const three = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { tariff_id: id, is_urgent: true, points: pts.map((p) => point(p)) },
    });
    expect(codeOf(three)).toBe('EXPECTED_TWO_POINTS_FOR_AN_URGENT');
    const id2 = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const withTasks = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id2,
        is_urgent: true,
        points: [point(ALMATY.abayDostyk), point(ALMATY.esentai, { tasks: [{ id: 2 }] })],
      },
    });
    expect(codeOf(withTasks)).toBe('URGENT_WITH_TASKS');
    const ok = await createOrder(alma, { is_urgent: true });
    expect(ok.is_urgent).toBe(true);
  });

  it('NON_WORKING_TIME for immediate orders; planned orders may be placed at night', async () => {
    sb.ctx.clock.set(new Date('2026-11-23T22:30:00+05:00'));
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const pts = [point(ALMATY.abayDostyk), point(ALMATY.esentai)];
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
          token: alma,
          body: { tariff_id: id, points: pts },
        }),
      ),
    ).toBe('NON_WORKING_TIME');
    const planned = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { tariff_id: id, points: pts, delivery_time_type: 2, datetime: '2026-11-24T10:30:00+05:00' },
    });
    expect(planned.statusCode).toBe(201);
    expect(planned.json()).toMatchObject({ state: 'planned', status: 5, was_planned: true });
    const night = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { tariff_id: id, points: pts, delivery_time_type: 2, datetime: '2026-11-24T03:00:00+05:00' },
    });
    expect(codeOf(night)).toBe('NON_WORKING_TIME');
    const past = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { tariff_id: id, points: pts, delivery_time_type: 2, datetime: '2026-11-20T10:30:00+05:00' },
    });
    expect(codeOf(past)).toBe('PLANNED_TIME_INVALID');
  });

  it('saves the first point as an address when asked', async () => {
    const before = (await call(sb, 'GET', '/rocket/v0/common/addresses', { token: alma })).json().results
      .length as number;
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { tariff_id: id, points: [point(ALMATY.abayDostyk, { save: true }), point(ALMATY.esentai)] },
    });
    expect(
      (await call(sb, 'GET', '/rocket/v0/common/addresses', { token: alma })).json().results,
    ).toHaveLength(before + 1);
  });
});

describe('GET /rocket/v0/deliveries/groups and /{id}', () => {
  it('lists with paging, status and was_planned filters', async () => {
    const r = await call(sb, 'GET', '/rocket/v0/deliveries/groups?page=2&page_size=5&status=3', {
      token: alma,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json() as {
      count: number;
      results: Group[];
      next: number | null;
      previous: number | null;
    };
    expect(body.results).toHaveLength(5);
    expect(body.previous).toBe(1);
    expect(body.results.every((g) => g.status === 3)).toBe(true);
    const planned = (
      await call(sb, 'GET', '/rocket/v0/deliveries/groups?was_planned=true&status=1&status=2&status=5', {
        token: alma,
      })
    ).json() as { results: Group[] };
    expect(planned.results.every((g) => g.was_planned && [1, 2, 5].includes(g.status))).toBe(true);
    const axiosStyle = (
      await call(sb, 'GET', '/rocket/v0/deliveries/groups?status[]=3&status[]=4&page_size=50', {
        token: alma,
      })
    ).json() as { results: Group[] };
    expect(axiosStyle.results.length).toBeGreaterThan(0);
    expect(axiosStyle.results.every((g) => [3, 4].includes(g.status))).toBe(true);
    expect(
      codeOf(await call(sb, 'GET', '/rocket/v0/deliveries/groups?page_size=1000', { token: alma })),
    ).toBe('VALIDATION_ERROR');
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/deliveries/groups?status=9', { token: alma }))).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('detail of an own order; another company gets GROUP_DOES_NOT_EXIST', async () => {
    const g = await createOrder(alma);
    const r = await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma });
    expect(r.statusCode).toBe(200);
    expect(r.json().id).toBe(g.id);
    for (const path of [
      `/rocket/v0/deliveries/groups/${g.id}`,
      '/rocket/v0/deliveries/groups/abc',
      '/rocket/v0/deliveries/groups/99999999',
    ]) {
      const other = await call(sb, 'GET', path, { token: kaspi });
      expect(other.statusCode).toBe(404);
      expect(codeOf(other)).toBe('GROUP_DOES_NOT_EXIST');
    }
  });
});

describe('address exactness and bulk balance', () => {
  it('WRONG_INPUT_ADDRESS for a blank street', async () => {
    const id = await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]);
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: {
        tariff_id: id,
        points: [
          point(ALMATY.abayDostyk),
          { ...point(ALMATY.esentai), address: { street: '  ', ...ALMATY.esentai } },
        ],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(codeOf(r)).toBe('WRONG_INPUT_ADDRESS');
  });

  it('upload-orders rows fail with NOT_ENOUGH_FUNDS_ON_THE_BALANCE when the balance runs out', async () => {
    const company = (await call(sb, 'GET', '/rocket/v0/business/company', { token: kaspi })).json();
    await call(sb, 'POST', '/__sandbox/balance', { body: { company_id: company.id, balance: 0 } });
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/upload-orders/', {
      token: kaspi,
      body: { orders: [{ points: [point(ASTANA.baiterek), point({ latitude: 51.16, longitude: 71.42 })] }] },
    });
    expect(r.json().results[0].error.code).toBe('NOT_ENOUGH_FUNDS_ON_THE_BALANCE');
    await call(sb, 'POST', '/__sandbox/balance', {
      body: { company_id: company.id, balance: company.balance },
    });
  });
});

describe('PATCH /rocket/v0/deliveries/groups/{id} (cancel)', () => {
  it('free cancel before arrival refunds the balance; then ORDER_HAS_BEEN_CANCELED', async () => {
    const before = await balanceOf(alma);
    const g = await createOrder(alma);
    const r = await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
      token: alma,
      body: { cancel_type_id: 2 },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      state: 'cancelled',
      status: 4,
      cancel_fee: 0,
      refunded_amount: g.total_price,
      cancel_reason: 'Клиент отменил заказ',
    });
    expect(await balanceOf(alma)).toBe(before);
    expect(
      codeOf(await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma, body: {} })),
    ).toBe('ORDER_HAS_BEEN_CANCELED');
  });

  it('a fee after the courier arrived, more after pickup', async () => {
    const g = await createOrder(alma);
    sb.ctx.clock.advance(16 * 60_000);
    await sb.dispatcher.tick();
    const mid = (
      await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma })
    ).json() as Group;
    expect(['arrived_to_sender', 'picked_up']).toContain(mid.state);
    const c = (
      await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma, body: {} })
    ).json() as Group;
    expect(c.cancel_fee).toBeGreaterThanOrEqual(500);
    expect(c.refunded_amount).toBe(g.total_price - c.cancel_fee);

    const g2 = await createOrder(alma, {}, [ALMATY.abayDostyk, ALMATY.raiymbek]);
    sb.ctx.clock.advance(30 * 60_000);
    await sb.dispatcher.tick();
    const c2 = (
      await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g2.id}`, { token: alma, body: {} })
    ).json() as Group;
    expect(c2.cancel_fee).toBeGreaterThan(500);
  });

  it('points: ALL_POINTS_HAVE_BEEN_CANCELED, POINT_DOES_NOT_EXIST, last point cancels the order', async () => {
    const g = await createOrder(alma, {}, [ALMATY.abayDostyk, ALMATY.esentai, ALMATY.tolebi]);
    const [, p1, p2] = g.points;
    const r1 = await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
      token: alma,
      body: { point_ids: [p1?.id] },
    });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().state).toBe('searching');
    expect(
      codeOf(
        await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
          token: alma,
          body: { point_ids: [p1?.id] },
        }),
      ),
    ).toBe('ALL_POINTS_HAVE_BEEN_CANCELED');
    expect(
      codeOf(
        await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
          token: alma,
          body: { point_ids: [g.points[0]?.id] },
        }),
      ),
    ).toBe('POINT_DOES_NOT_EXIST');
    const r2 = await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, {
      token: alma,
      body: { point_ids: [p2?.id] },
    });
    expect(r2.json().state).toBe('cancelled');
  });

  it('GROUP_DOES_NOT_EXIST for a foreign order; ORDER_HAS_BEEN_DELIVERED', async () => {
    const g = await createOrder(alma);
    expect(
      codeOf(await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, { token: kaspi, body: {} })),
    ).toBe('GROUP_DOES_NOT_EXIST');
    sb.ctx.clock.advance(300 * 60_000);
    await sb.dispatcher.tick();
    expect(
      codeOf(await call(sb, 'PATCH', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma, body: {} })),
    ).toBe('ORDER_HAS_BEEN_DELIVERED');
  });
});

describe('dispatcher, courier, point data, tracking, grades', () => {
  it('walks an order through every state with a courier moving along the route', async () => {
    const g = await createOrder(alma, {}, [ALMATY.abayDostyk, ALMATY.raiymbek]);
    expect(
      codeOf(await call(sb, 'GET', `/rocket/v0/deliveries/get-courier-data/${g.id}`, { token: alma })),
    ).toBe('COURIER_NOT_ASSIGNED');
    const seen: string[] = [];
    for (let i = 0; i < 120; i++) {
      await sb.dispatcher.tick();
      const cur = (
        await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma })
      ).json() as Group;
      if (seen[seen.length - 1] !== cur.state) seen.push(cur.state);
      if (cur.state === 'delivered') break;
      sb.ctx.clock.advance(60_000);
    }
    expect(seen).toEqual([
      'searching',
      'accepted',
      'arrived_to_sender',
      'picked_up',
      'arrived_to_client',
      'delivered',
    ]);
    const courier = await call(sb, 'GET', `/rocket/v0/deliveries/get-courier-data/${g.id}`, { token: alma });
    expect(courier.statusCode).toBe(200);
    expect(courier.json()).toMatchObject({
      name: expect.any(String),
      phone_number: expect.stringMatching(/^\+7/),
    });
    const pd = await call(sb, 'GET', `/rocket/v0/deliveries/get-point-data/${g.points[1]?.id}`, {
      token: alma,
    });
    expect(pd.json()).toMatchObject({ group_id: g.id, state: 'done', contact_name: courier.json().name });
    expect(
      codeOf(
        await call(sb, 'GET', `/rocket/v0/deliveries/get-point-data/${g.points[1]?.id}`, { token: kaspi }),
      ),
    ).toBe('POINT_DOES_NOT_EXIST');
    expect(
      codeOf(await call(sb, 'GET', `/rocket/v0/deliveries/get-courier-data/${g.id}`, { token: kaspi })),
    ).toBe('GROUP_DOES_NOT_EXIST');

    const tr = await call(sb, 'GET', `/rocket/v0/tracking/${g.tracking_token}`);
    expect(tr.statusCode).toBe(200);
    expect(tr.json()).toMatchObject({ number: g.number, state: 'delivered', status: 3 });
    expect(JSON.stringify(tr.json())).not.toContain('+77010000000');
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/tracking/unknown-token-123'))).toBe('TRACKING_NOT_FOUND');

    const tags = await call(sb, 'GET', '/rocket/v0/grades/tags', { token: alma });
    expect(tags.json().results.length).toBeGreaterThan(3);
    const est = await call(sb, 'POST', '/rocket/v0/grades/estimate', {
      token: alma,
      body: { group_id: g.id, rating: 5, tags: [1, 2], comment: 'Спасибо' },
    });
    expect(est.statusCode).toBe(201);
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/grades/estimate', {
          token: alma,
          body: { group_id: g.id, rating: 4 },
        }),
      ),
    ).toBe('GRADE_ALREADY_EXISTS');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/grades/estimate', {
          token: kaspi,
          body: { group_id: g.id, rating: 4 },
        }),
      ),
    ).toBe('GROUP_DOES_NOT_EXIST');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/grades/estimate', {
          token: alma,
          body: { group_id: g.id, rating: 9 },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
  });

  it('ORDER_NOT_DELIVERED when rating an active order', async () => {
    const g = await createOrder(alma);
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/grades/estimate', {
          token: alma,
          body: { group_id: g.id, rating: 3 },
        }),
      ),
    ).toBe('ORDER_NOT_DELIVERED');
  });

  it('starts a planned order at its time', async () => {
    const g = await createOrder(alma, { delivery_time_type: 2, datetime: '2026-11-23T14:00:00+05:00' });
    await sb.dispatcher.tick();
    expect(
      (await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma })).json().state,
    ).toBe('planned');
    sb.ctx.clock.set(new Date('2026-11-23T13:50:00+05:00'));
    await sb.dispatcher.tick();
    expect(
      (await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma })).json().state,
    ).toBe('searching');
  });
});

describe('dispatcher timer loop', () => {
  it('with SANDBOX_TIME_SCALE a whole delivery happens in real time, and close() stops the loop', async () => {
    const g = await createOrder(alma);
    const fast = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: true,
      config: { mode: 'test', seed: false, timeScale: 20_000, dispatcherTickMs: 25 },
    });
    fast.ctx.clock.set(new Date(WORKING_NOW));
    try {
      let state = '';
      const deadline = Date.now() + 20_000;
      while (state !== 'delivered' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        state = (
          (await call(sb, 'GET', `/rocket/v0/deliveries/groups/${g.id}`, { token: alma })).json() as Group
        ).state;
      }
      expect(state).toBe('delivered');
    } finally {
      await fast.app.close();
    }
    const ticks = jest.spyOn(fast.dispatcher, 'tick');
    await new Promise((r) => setTimeout(r, 100));
    expect(ticks).not.toHaveBeenCalled();
  });
});

describe('validate-coordinate, cancel-types, upload-orders', () => {
  it('validate-coordinate', async () => {
    const ok = await call(sb, 'POST', '/rocket/v0/deliveries/address/validate-coordinate', {
      token: alma,
      body: ASTANA.baiterek,
    });
    expect(ok.json()).toEqual({ is_valid: true, city: 'astana', city_name: 'Астана' });
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/deliveries/address/validate-coordinate', {
          token: alma,
          body: OUTSIDE.shymkent,
        }),
      ),
    ).toBe('WRONG_ADDRESS_ZONE');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/deliveries/address/validate-coordinate', {
          token: alma,
          body: { latitude: 'x' },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
  });

  it('cancel-types in ru and kk', async () => {
    const ru = await call(sb, 'GET', '/rocket/v0/deliveries/cancel-types?type=group', { token: alma });
    expect(ru.json().results[0]).toMatchObject({ id: 1, type: 'group' });
    const kk = await call(sb, 'GET', '/rocket/v0/deliveries/cancel-types?type=point', {
      token: alma,
      headers: { 'accept-language': 'kk' },
    });
    expect(kk.json().results[0].name).toBe('Алушы бас тартты');
    expect(
      codeOf(await call(sb, 'GET', '/rocket/v0/deliveries/cancel-types?type=zzz', { token: alma })),
    ).toBe('VALIDATION_ERROR');
  });

  it('upload-orders for a Kaspi Box company only', async () => {
    const order = {
      external_id: 'kaspi-1',
      points: [point(ASTANA.baiterek), point({ latitude: 51.16, longitude: 71.42 })],
    };
    const bad = { external_id: 'kaspi-2', points: [point(ASTANA.baiterek), point(ALMATY.esentai)] };
    const r = await call(sb, 'POST', '/rocket/v0/deliveries/upload-orders/', {
      token: kaspi,
      body: { orders: [order, bad] },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ created: 1, failed: 1 });
    expect(r.json().results[1].error.code).toBe('WRONG_ADDRESS_COORDINATE');
    const denied = await call(sb, 'POST', '/rocket/v0/deliveries/upload-orders/', {
      token: alma,
      body: { orders: [order] },
    });
    expect(denied.statusCode).toBe(403);
    expect(codeOf(denied)).toBe('UPLOAD_NOT_ALLOWED');
  });
});

describe('idempotency', () => {
  const body = async () => ({
    tariff_id: await quoteId(alma, [ALMATY.abayDostyk, ALMATY.esentai]),
    points: [point(ALMATY.abayDostyk), point(ALMATY.esentai)],
  });

  it('replays the stored answer for the same key and body; 422 for another body', async () => {
    const b = await body();
    const headers = { 'X-Idempotency-Key': 'idem-replay-1' };
    const a = await call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: alma, body: b, headers });
    const again = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: b,
      headers: { 'x-idempotency-key': 'idem-replay-1' },
    });
    expect(again.statusCode).toBe(a.statusCode);
    expect(again.body).toBe(a.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token: alma,
      body: { ...b, comment: 'другое' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    // Keys are per company: another company may use the same key.
    const k = await call(sb, 'POST', '/rocket/v0/deliveries/address/validate-coordinate', {
      token: kaspi,
      body: ASTANA.baiterek,
      headers,
    });
    expect(k.statusCode).toBe(200);
  });

  it('50 concurrent POSTs with one key create exactly one order with identical answers', async () => {
    const b = await body();
    const countBefore = (
      await call(sb, 'GET', '/rocket/v0/deliveries/groups?page_size=1', { token: alma })
    ).json().count as number;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(sb, 'POST', '/rocket/v0/deliveries/groups', {
          token: alma,
          body: b,
          headers: { 'X-Idempotency-Key': 'idem-50' },
        }),
      ),
    );
    const countAfter = (
      await call(sb, 'GET', '/rocket/v0/deliveries/groups?page_size=1', { token: alma })
    ).json().count as number;
    expect(countAfter).toBe(countBefore + 1);
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]?.statusCode).toBe(201);
  });

  it('409 while the original is still in flight', async () => {
    const b = await body();
    sb.ctx.config.idempotencyWaitMs = 50;
    await call(sb, 'POST', '/__sandbox/faults', {
      body: { path: '/rocket/v0/deliveries/groups', method: 'POST', delayMs: 1500, times: 1 },
    });
    const headers = { 'X-Idempotency-Key': 'idem-409' };
    const first = call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: alma, body: b, headers });
    // The fault is consumed once the first request holds the key (idempotency runs before faults).
    while (sb.faults.list().length > 0) await new Promise((r) => setTimeout(r, 5));
    const second = await call(sb, 'POST', '/rocket/v0/deliveries/groups', { token: alma, body: b, headers });
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
    expect((await first).statusCode).toBe(201);
    sb.ctx.config.idempotencyWaitMs = 20_000;
  });
});
