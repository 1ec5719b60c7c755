/** Branches' address parts (migration 6): entrance, floor, apartment and intercom of a warehouse. */
import { branchSchema } from '../contract';
import { migrate } from '../db/migrations';
import type { Sandbox } from '../server';
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

const body = {
  name: 'Склад Есентай',
  street: 'проспект Аль-Фараби',
  building: '77/8',
  ...ALMATY.esentai,
  contact_name: 'Данияр',
  phone_number: '+77015550077',
};
const parts = { entrance: '2', floor: '5', apartment: '512', intercom: '512К' };

const create = async (payload: Record<string, unknown>) => {
  const r = await call(sb, 'POST', '/rocket/v0/business/branches', { token: alma, body: payload });
  expect(r.statusCode).toBe(201);
  return branchSchema.parse(r.json());
};
const get = async (id: number) =>
  branchSchema.parse((await call(sb, 'GET', `/rocket/v0/business/branches/${id}`, { token: alma })).json());

describe('branches: entrance, floor, apartment, intercom', () => {
  it('are stored on create, answered by get and by the list, and replaced by a PUT', async () => {
    const created = await create({ ...body, ...parts });
    expect(created).toMatchObject(parts);
    expect(await get(created.id)).toMatchObject(parts);
    const list = (
      await call(sb, 'GET', '/rocket/v0/business/branches?page=1&page_size=100', { token: alma })
    ).json() as { results: unknown[] };
    const listed = list.results.map((item) => branchSchema.parse(item)).find((b) => b.id === created.id);
    expect(listed).toMatchObject(parts);

    const put = await call(sb, 'PUT', `/rocket/v0/business/branches/${created.id}`, {
      token: alma,
      body: { ...body, entrance: ' 3 ', floor: '1', apartment: '', intercom: '' },
    });
    expect(put.statusCode).toBe(200);
    // Text is trimmed like every other text field of the branch.
    expect(branchSchema.parse(put.json())).toMatchObject({
      entrance: '3',
      floor: '1',
      apartment: '',
      intercom: '',
    });
  });

  it("are optional: left out they are '' (a PUT without them clears them)", async () => {
    const created = await create(body);
    expect(created).toMatchObject({ entrance: '', floor: '', apartment: '', intercom: '' });
    const withParts = await call(sb, 'PUT', `/rocket/v0/business/branches/${created.id}`, {
      token: alma,
      body: { ...body, ...parts },
    });
    expect(withParts.json()).toMatchObject(parts);
    const without = await call(sb, 'PUT', `/rocket/v0/business/branches/${created.id}`, {
      token: alma,
      body,
    });
    expect(without.json()).toMatchObject({ entrance: '', floor: '', apartment: '', intercom: '' });
  });

  it('the seeded branches, stored before the fields existed, answer them empty', async () => {
    const page = (await call(sb, 'GET', '/rocket/v0/business/branches?page=1', { token: alma })).json() as {
      results: Array<Record<string, unknown>>;
    };
    expect(page.results.length).toBeGreaterThan(0);
    for (const branch of page.results.slice(0, 3)) {
      expect(branch).toMatchObject({ entrance: '', floor: '', apartment: '', intercom: '' });
    }
  });

  it.each(['entrance', 'floor', 'apartment', 'intercom'])(
    '%s is at most 50 characters (MAX_LENGTH.addressPart): a longer one is a VALIDATION_ERROR of that field',
    async (field) => {
      const ok = await call(sb, 'POST', '/rocket/v0/business/branches', {
        token: alma,
        body: { ...body, [field]: 'я'.repeat(50) },
      });
      expect(ok.statusCode).toBe(201);
      const r = await call(sb, 'POST', '/rocket/v0/business/branches', {
        token: alma,
        body: { ...body, [field]: 'я'.repeat(51) },
      });
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('VALIDATION_ERROR');
      expect(Object.keys((r.json() as { detail: { fields: Record<string, string> } }).detail.fields)).toEqual(
        [field],
      );
    },
  );

  it('are not text of another type: a number is refused', async () => {
    const r = await call(sb, 'POST', '/rocket/v0/business/branches', {
      token: alma,
      body: { ...body, floor: 5 },
    });
    expect(codeOf(r)).toBe('VALIDATION_ERROR');
  });
});

describe('migration 6', () => {
  it("adds the columns to a database migrated up to 5, its branches keeping '' in them", async () => {
    const { db } = sb.ctx;
    const [before] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM branches WHERE NOT deleted AND company_id = 1',
    );
    // The database as migration 5 left it: no columns, no record of 6.
    await db.exec(`ALTER TABLE branches DROP COLUMN entrance, DROP COLUMN floor, DROP COLUMN apartment,
      DROP COLUMN intercom; DELETE FROM schema_migrations WHERE version = 6`);
    expect(await migrate(db)).toEqual([6]);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<Record<string, unknown>>(
      'SELECT entrance, floor, apartment, intercom FROM branches WHERE NOT deleted AND company_id = 1',
    );
    expect(rows).toHaveLength(before?.n ?? -1);
    for (const row of rows) expect(row).toEqual({ entrance: '', floor: '', apartment: '', intercom: '' });
    const [recorded] = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations WHERE version = 6',
    );
    expect(recorded?.name).toBe('branches: entrance, floor, apartment, intercom');
  });
});
