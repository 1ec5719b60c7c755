/**
 * The orders list beyond the spec (search, a range of creation days) and the test-mode bulk endpoint
 * that fills a company with thousands of real orders.
 */
import fc from 'fast-check';
import type { Group, OrderState, Paged } from '../contract';
import { BULK_ORDERS_MAX, ENDPOINTS } from '../contract';
import { almatyDate } from '../domain/clock';
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import { call, codeOf, makeSandbox, tokenFor, USERS, WORKING_NOW } from './helpers';

interface BulkAnswer {
  choco_user_id: number;
  company_id: number;
  created: number;
  by_state: Partial<Record<OrderState, number>>;
  finished_planned: number;
  newest_created_at: string;
  oldest_created_at: string;
  took_ms: number;
  tokens: { access: string; refresh: string };
}

let sb: Sandbox;
/** A fresh company with 400 bulk orders, and its token. */
let bulk: BulkAnswer;
let token: string;
/** Every order of that company, newest first (read once through the plain list). */
let all: Group[];

async function bulkOrders(body: unknown): Promise<BulkAnswer> {
  const r = await call(sb, 'POST', '/__sandbox/orders/bulk', { body });
  if (r.statusCode !== 201) throw new Error(`bulk: ${r.statusCode} ${r.body}`);
  return r.json() as BulkAnswer;
}

async function list(query: string, as = token): Promise<Paged<Group>> {
  const r = await call(sb, 'GET', `/rocket/v0/deliveries/groups?${query}`, { token: as });
  if (r.statusCode !== 200) throw new Error(`list ${query}: ${r.statusCode} ${r.body}`);
  const parsed = ENDPOINTS.listGroups.response.safeParse(r.json());
  if (!parsed.success) throw new Error(`list ${query}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
  return r.json() as Paged<Group>;
}

async function everything(query: string): Promise<Group[]> {
  const out: Group[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(`${query}&page=${page}&page_size=100`);
    out.push(...answer.results);
    if (answer.next === null) return out;
  }
}

/** What a person could search an order by, in lower case (the contract's `search`). */
function haystacks(order: Group): string[] {
  return [
    order.number,
    ...order.points.flatMap((p) => [
      p.address.street,
      p.address.building,
      `${p.address.street}, ${p.address.building}`,
      `${p.address.street} ${p.address.building}`,
      p.contact_info.contact_name,
      p.contact_info.phone_number,
    ]),
  ].map((text) => text.toLowerCase());
}

beforeAll(async () => {
  sb = await makeSandbox();
  bulk = await bulkOrders({ count: 400 });
  token = bulk.tokens.access;
  all = await everything('status=1,2,3,4,5');
});
afterAll(async () => {
  await sb.app.close();
});

describe('POST /__sandbox/orders/bulk', () => {
  it('makes a new user and company with real, varied orders and answers its tokens', async () => {
    expect(bulk.choco_user_id).toBeGreaterThan(USERS.noCompany);
    expect(bulk.created).toBe(400);
    const me = await call(sb, 'GET', '/rocket/users/me', { token });
    expect(me.statusCode).toBe(200);
    const company = (await call(sb, 'GET', '/rocket/v0/business/company', { token })).json() as {
      id: number;
    };
    expect(company.id).toBe(bulk.company_id);

    expect(all).toHaveLength(400);
    const states = new Set(all.map((order) => order.state));
    for (const state of ['searching', 'planned', 'delivered', 'cancelled'] as const)
      expect(states).toContain(state);
    expect(Object.values(bulk.by_state).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(400);
    for (const order of all) {
      expect(order.points.length).toBeGreaterThanOrEqual(2);
      expect(order.points.length).toBeLessThanOrEqual(4);
      expect(order.points[0]?.address.street).toBeTruthy();
      expect(order.total_price).toBeGreaterThan(0);
    }
    // Spread over the past months, newest first.
    const days = new Set(all.map((order) => almatyDate(new Date(order.created_at))));
    expect(days.size).toBeGreaterThan(60);
    const ageDays = (Date.parse(WORKING_NOW) - Date.parse(bulk.oldest_created_at)) / 86_400_000;
    expect(ageDays).toBeGreaterThan(90);
    const times = all.map((order) => Date.parse(order.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Live orders are started so that the dispatcher keeps their state.
    const live = all.filter((order) => [1, 2].includes(order.status));
    expect(live.length).toBeGreaterThan(0);
    await call(sb, 'POST', '/__sandbox/dispatcher/tick');
    const after = await everything('status=1,2,3,4,5');
    for (const order of live) expect(after.find((o) => o.id === order.id)?.state).toBe(order.state);
  });

  it('adds orders to the company of a given user, and never touches other companies', async () => {
    const alma = await tokenFor(sb, USERS.saas);
    const before = (await list('page_size=1', alma)).count;
    const answer = await bulkOrders({ count: 30, choco_user_id: USERS.saas });
    expect(answer.choco_user_id).toBe(USERS.saas);
    expect((await list('page_size=1', alma)).count).toBe(before + 30);
    expect((await list('page_size=1')).count).toBe(400);
  });

  it('rejects bad bodies, unknown users and users without a company', async () => {
    const bad = [
      {},
      { count: 0 },
      { count: BULK_ORDERS_MAX + 1 },
      { count: 1.5 },
      { count: 5, choco_user_id: 'x' },
    ];
    for (const body of bad) {
      const r = await call(sb, 'POST', '/__sandbox/orders/bulk', { body });
      expect(r.statusCode).toBe(400);
    }
    const unknown = await call(sb, 'POST', '/__sandbox/orders/bulk', {
      body: { count: 5, choco_user_id: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const noCompany = await call(sb, 'POST', '/__sandbox/orders/bulk', {
      body: { count: 5, choco_user_id: USERS.noCompany },
    });
    expect(codeOf(noCompany)).toBe('COMPANY_NOT_FOUND');
  });

  it('does not exist outside test mode', async () => {
    const normal = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: false,
      config: { mode: 'normal', seed: false },
    });
    try {
      expect((await call(normal, 'POST', '/__sandbox/orders/bulk', { body: { count: 1 } })).statusCode).toBe(
        404,
      );
    } finally {
      await normal.app.close();
    }
  });
});

describe('the planned tab query (was_planned=true, statuses 1, 2, 5)', () => {
  it('holds pending planned orders only; planned orders that finished are in the finished tab', async () => {
    const planned = await everything('status=1,2,5&was_planned=true');
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.every((order) => order.was_planned && [1, 2, 5].includes(order.status))).toBe(true);
    expect(planned.length).toBe(all.filter((o) => o.was_planned && [1, 2, 5].includes(o.status)).length);

    expect(bulk.finished_planned).toBeGreaterThan(0);
    const finished = await everything('status=3,4');
    expect(finished.filter((order) => order.was_planned)).toHaveLength(bulk.finished_planned);
  });
});

describe('search (beyond the spec)', () => {
  it('finds an order deep in the list by its number, in any case', async () => {
    const deep = all[350] as Group;
    for (const needle of [deep.number, deep.number.toLowerCase(), deep.number.slice(2)]) {
      const answer = await list(`search=${encodeURIComponent(needle)}&page_size=50`);
      expect(answer.results.map((order) => order.id)).toEqual([deep.id]);
      expect(answer.count).toBe(1);
    }
  });

  it('matches streets, "street, building", contact names and phones, case-insensitively', async () => {
    const order = all[120] as Group;
    const point = order.points[1] as Group['points'][number];
    const needles = [
      point.address.street.toUpperCase(),
      `${point.address.street}, ${point.address.building}`,
      point.contact_info.contact_name.toLowerCase(),
      point.contact_info.phone_number.slice(-7),
    ];
    for (const needle of needles) {
      const found = await everything(`status=1,2,3,4,5&search=${encodeURIComponent(needle)}`);
      const expected = all.filter((o) => haystacks(o).some((text) => text.includes(needle.toLowerCase())));
      expect(found.map((o) => o.id)).toEqual(expected.map((o) => o.id));
      expect(found.map((o) => o.id)).toContain(order.id);
    }
  });

  it('combines with the tab and pages through the matches', async () => {
    const street = (all[0] as Group).points[0]?.address.street ?? '';
    const answer = await list(`status=3,4&search=${encodeURIComponent(street)}&page=2&page_size=10`);
    const expected = all.filter(
      (o) => [3, 4].includes(o.status) && haystacks(o).some((text) => text.includes(street.toLowerCase())),
    );
    expect(answer.count).toBe(expected.length);
    expect(answer.results.map((o) => o.id)).toEqual(expected.slice(10, 20).map((o) => o.id));
  });

  it('treats %, _ and a backslash as plain characters and never shows another company’s orders', async () => {
    for (const needle of ['%', '_', '\\', "' OR 1=1 --"]) {
      expect((await list(`search=${encodeURIComponent(needle)}`)).count).toBe(0);
    }
    const alma = await tokenFor(sb, USERS.alma);
    const foreign = (await list('page_size=1', alma)).results[0] as Group;
    expect((await list(`search=${encodeURIComponent(foreign.number)}`)).count).toBe(0);
    // Blank is no search at all.
    expect((await list('search=%20%20')).count).toBe(400);
    // A character that is in no order's text matches none, whatever the stored text joins fields with.
    expect((await list('search=%7C')).count).toBe(0);
  });

  it('any search string: every match contains it, and nothing that contains it is missed', async () => {
    const fragments = all.flatMap((o) => haystacks(o)).slice(0, 200);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 6 }),
          fc
            .constantFrom(...fragments)
            .chain((text) =>
              fc
                .tuple(fc.nat(text.length), fc.integer({ min: 1, max: 8 }))
                .map(([start, len]) => text.slice(start, start + len)),
            ),
        ),
        async (needle) => {
          const r = await call(
            sb,
            'GET',
            `/rocket/v0/deliveries/groups?page_size=100&search=${encodeURIComponent(needle)}`,
            { token },
          );
          expect(r.statusCode).toBeLessThan(500);
          if (r.statusCode !== 200) return;
          const q = needle.trim().toLowerCase();
          const expected = all.filter((o) => q === '' || haystacks(o).some((text) => text.includes(q)));
          expect((r.json() as Paged<Group>).count).toBe(expected.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('rejects a search longer than 100 characters or with a NUL character', async () => {
    for (const bad of ['a'.repeat(101), 'a%00b']) {
      const r = await call(sb, 'GET', `/rocket/v0/deliveries/groups?search=${bad}`, { token });
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
    }
  });
});

describe('created_from / created_to (beyond the spec)', () => {
  const dayOf = (order: Group) => almatyDate(new Date(order.created_at));

  it('keeps orders created on Almaty days inside the range, both ends included', async () => {
    const days = [...new Set(all.map(dayOf))].sort();
    const from = days[Math.floor(days.length / 3)] as string;
    const to = days[Math.floor((days.length * 2) / 3)] as string;
    const found = await everything(`status=1,2,3,4,5&created_from=${from}&created_to=${to}`);
    const expected = all.filter((o) => dayOf(o) >= from && dayOf(o) <= to);
    expect(found.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(found.some((o) => dayOf(o) === from)).toBe(true);
    expect(found.some((o) => dayOf(o) === to)).toBe(true);

    const onlyFrom = await list(`created_from=${to}&page_size=1`);
    expect(onlyFrom.count).toBe(all.filter((o) => dayOf(o) >= to).length);
    const onlyTo = await list(`created_to=${from}&page_size=1`);
    expect(onlyTo.count).toBe(all.filter((o) => dayOf(o) <= from).length);
    expect((await list(`created_from=${to}&created_to=${from}`)).count).toBe(
      from === to ? onlyFrom.count : 0,
    );
  });

  it('counts a late evening order on its Almaty day, not on the UTC one', async () => {
    const order = all[200] as Group;
    // 18:30 UTC on 1 Oct is 23:30 in Almaty, still 1 Oct there.
    await sb.ctx.db.query('UPDATE groups SET created_at = $1 WHERE id = $2', [
      '2026-10-01T18:30:00Z',
      order.id,
    ]);
    const ids = async (query: string) => (await everything(`status=1,2,3,4,5&${query}`)).map((o) => o.id);
    expect(await ids('created_from=2026-10-01&created_to=2026-10-01')).toContain(order.id);
    expect(await ids('created_from=2026-10-02&created_to=2026-10-02')).not.toContain(order.id);
    // 00:30 in Almaty on 2 Oct is 19:30 UTC on 1 Oct: it belongs to 2 Oct.
    await sb.ctx.db.query('UPDATE groups SET created_at = $1 WHERE id = $2', [
      '2026-10-01T19:30:00Z',
      order.id,
    ]);
    expect(await ids('created_from=2026-10-02&created_to=2026-10-02')).toContain(order.id);
    expect(await ids('created_to=2026-10-01')).not.toContain(order.id);
    await sb.ctx.db.query('UPDATE groups SET created_at = $1 WHERE id = $2', [order.created_at, order.id]);
  });

  it('rejects days that are not YYYY-MM-DD or do not exist', async () => {
    for (const bad of ['2026-02-30', '01.10.2026', '2026-1-1', 'yesterday']) {
      const r = await call(sb, 'GET', `/rocket/v0/deliveries/groups?created_from=${bad}`, { token });
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
    }
  });
});

describe('10 000 orders of one company', () => {
  it('insert in a few seconds and every list call stays fast', async () => {
    const started = Date.now();
    const big = await bulkOrders({ count: 10_000 });
    const insertMs = Date.now() - started;
    // A few seconds alone; the bound leaves room for a machine busy with other builds.
    expect(insertMs).toBeLessThan(30_000);
    const as = big.tokens.access;
    const first = await list('status=3,4&page_size=50', as);
    const lastPage = Math.ceil(first.count / 50);
    const timed = async (query: string) => {
      const t = Date.now();
      const answer = await list(query, as);
      return { answer, ms: Date.now() - t };
    };
    const last = await timed(`status=3,4&page_size=50&page=${lastPage}`);
    expect(last.answer.next).toBeNull();
    expect(last.answer.results.at(-1)?.created_at).toBe(big.oldest_created_at);
    const deep = last.answer.results[3] as Group;
    const search = await timed(`status=3,4&page_size=50&search=${encodeURIComponent(deep.number)}`);
    expect(search.answer.results.map((o) => o.id)).toEqual([deep.id]);
    // Measured at ~25 ms each on 2 cores (sandbox/bench/list-query.ts); generous bounds for a loaded machine.
    expect(last.ms).toBeLessThan(1_000);
    expect(search.ms).toBeLessThan(1_000);
  });
});
