/** Sandbox extension: a company's employees (list, invite by phone, remove) and /__sandbox/companies. */
import { employeeSchema } from '../contract';
import type { Sandbox } from '../server';
import { call, codeOf, makeSandbox, tokenFor, USERS } from './helpers';
import { platformLogin, refreshByCookie, signIn } from './oauth-helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

interface TestCompany {
  choco_user_id: number;
  company_id: number;
  access_token: string;
}

const newCompany = async (body: Record<string, unknown> = {}): Promise<TestCompany> => {
  const r = await call(sb, 'POST', '/__sandbox/companies', { body });
  expect(r.statusCode).toBe(201);
  return r.json() as TestCompany;
};
const employees = async (token: string) => {
  const r = await call(sb, 'GET', '/rocket/v0/business/employees', { token });
  expect(r.statusCode).toBe(200);
  return (r.json() as { results: unknown[] }).results.map((e) => employeeSchema.parse(e));
};
const invite = (token: string, body: Record<string, unknown>) =>
  call(sb, 'POST', '/rocket/v0/business/employees', { token, body });
const remove = (token: string, id: number) =>
  call(sb, 'DELETE', `/rocket/v0/business/employees/${id}`, { token });

describe('/__sandbox/companies', () => {
  it('makes a new user and company of its own, Kaspi Box on request; its user owns it', async () => {
    const plain = await newCompany();
    const kaspi = await newCompany({ is_kaspi_box: true, city: 'astana', balance: 5000 });
    expect(kaspi.company_id).not.toBe(plain.company_id);
    const company = (
      await call(sb, 'GET', '/rocket/v0/business/company', { token: kaspi.access_token })
    ).json();
    expect(company).toMatchObject({ is_kaspi_box: true, city: 'astana', balance: 5000 });
    expect(
      (await call(sb, 'GET', '/rocket/v0/business/company', { token: plain.access_token })).json()
        .is_kaspi_box,
    ).toBe(false);
    const named = await newCompany({ name: 'ТОО «Очень длинное название»' });
    expect(
      (await call(sb, 'GET', '/rocket/v0/business/company', { token: named.access_token })).json().name,
    ).toBe('ТОО «Очень длинное название»');
    const [owner, ...others] = await employees(kaspi.access_token);
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ role: 'owner', is_me: true, name: `Тест ${kaspi.choco_user_id}` });
  });
});

describe('employees', () => {
  it('the seeded owner is listed first as the owner, since the company was created', async () => {
    const [owner] = await employees(await tokenFor(sb, USERS.alma));
    expect(owner).toMatchObject({
      name: 'Айгерим Сапарова',
      role: 'owner',
      is_me: true,
      phone_number: '+77011110001',
    });
    expect(Date.parse(owner?.added_at ?? '')).toBeLessThan(Date.now() - 100 * 86_400_000);
  });

  it('invites a new number: the person signs in with the provider and works in the same company', async () => {
    const company = await newCompany();
    const owner = company.access_token;
    const r = await invite(owner, { phone_number: '+77015550101', name: '  Асель   Нурланова ' });
    expect(r.statusCode).toBe(201);
    const employee = employeeSchema.parse(r.json());
    expect(employee).toMatchObject({ name: 'Асель Нурланова', role: 'employee', is_me: false });
    expect((await employees(owner)).map((e) => e.id)).toEqual([expect.any(Number), employee.id]);

    const page = await call(sb, 'GET', '/oauth/authorize', {
      query: {
        response_type: 'code',
        client_id: '1001',
        redirect_uri: 'http://localhost:8080/login',
        state: 's',
        code_challenge: 'a'.repeat(43),
        code_challenge_method: 'S256',
      },
    });
    expect(page.body).toContain('Асель Нурланова');
    const choco = (
      await sb.ctx.db.query<{ choco_user_id: number }>('SELECT choco_user_id FROM users WHERE id = $1', [
        employee.id,
      ])
    )[0]?.choco_user_id as number;
    const jwt = (await platformLogin(sb, (await signIn(sb, choco)).access)).access;
    const me = (await call(sb, 'GET', '/rocket/users/me', { token: jwt })).json();
    expect(me.company_id).toBe(company.company_id);
    const seen = await employees(jwt);
    expect(seen.find((e) => e.is_me)).toMatchObject({ id: employee.id, role: 'employee' });
    // The employee sees the company's orders, not only their own.
    await call(sb, 'POST', '/__sandbox/orders/bulk', {
      body: { count: 3, choco_user_id: company.choco_user_id },
    });
    const orders = (await call(sb, 'GET', '/rocket/v0/deliveries/groups', { token: jwt })).json();
    expect(orders.count).toBe(3);
  });

  it('an existing user without a company joins it; the same number twice or another company’s is refused', async () => {
    const company = await newCompany();
    const owner = company.access_token;
    const joined = await invite(owner, { phone_number: '+77011110005' });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().name).toBe('Дана Касымова');
    expect(codeOf(await invite(owner, { phone_number: '+77011110005' }))).toBe('EMPLOYEE_ALREADY_ADDED');
    expect(codeOf(await invite(owner, { phone_number: '+77011110003' }))).toBe('EMPLOYEE_IN_ANOTHER_COMPANY');
    for (const phone_number of ['87015550101', '+7701555010', '+1 202 555 0101', ''])
      expect(codeOf(await invite(owner, { phone_number }))).toBe('VALIDATION_ERROR');
    const dana = await tokenFor(sb, USERS.noCompany);
    expect((await call(sb, 'GET', '/rocket/v0/business/company', { token: dana })).json().id).toBe(
      company.company_id,
    );
  });

  it('only the owner invites and removes, and nobody removes the owner', async () => {
    const company = await newCompany();
    const owner = company.access_token;
    const a = employeeSchema.parse((await invite(owner, { phone_number: '+77015550102', name: 'А' })).json());
    const b = employeeSchema.parse((await invite(owner, { phone_number: '+77015550103', name: 'Б' })).json());
    const choco = async (id: number) =>
      (await sb.ctx.db.query<{ c: number }>('SELECT choco_user_id AS c FROM users WHERE id = $1', [id]))[0]
        ?.c as number;
    const asA = await tokenFor(sb, await choco(a.id));
    expect((await employees(asA)).length).toBe(3);
    expect(codeOf(await invite(asA, { phone_number: '+77015550104' }))).toBe('EMPLOYEES_OWNER_ONLY');
    expect(codeOf(await remove(asA, b.id))).toBe('EMPLOYEES_OWNER_ONLY');
    const ownerId = (await employees(owner)).find((e) => e.role === 'owner')?.id as number;
    expect(codeOf(await remove(asA, ownerId))).toBe('EMPLOYEES_OWNER_ONLY');
    const self = await remove(owner, ownerId);
    expect(self.statusCode).toBe(403);
    expect(codeOf(self)).toBe('OWNER_CANNOT_BE_REMOVED');
    // Another company's person, or nobody, is not found.
    expect(codeOf(await remove(owner, 1))).toBe('EMPLOYEE_NOT_FOUND');
    expect(codeOf(await remove(owner, 99_999_999))).toBe('EMPLOYEE_NOT_FOUND');
    expect(codeOf(await remove(owner, 0))).toBe('EMPLOYEE_NOT_FOUND');
  });

  it('a removed employee is refused on the next call, their sign-in cannot be renewed and their client tokens die', async () => {
    const company = await newCompany();
    const owner = company.access_token;
    const employee = employeeSchema.parse(
      (await invite(owner, { phone_number: '+77015550105', name: 'Ерасыл' })).json(),
    );
    const choco = (
      await sb.ctx.db.query<{ c: number }>('SELECT choco_user_id AS c FROM users WHERE id = $1', [
        employee.id,
      ])
    )[0]?.c as number;
    const session = await signIn(sb, choco);
    const jwt = (await platformLogin(sb, session.access)).access;
    const clientToken = (
      await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', { token: jwt, body: { label: 'его' } })
    ).json().token as string;
    expect((await call(sb, 'GET', '/rocket/v0/deliveries/groups', { token: jwt })).statusCode).toBe(200);

    expect((await remove(owner, employee.id)).statusCode).toBe(204);
    const next = await call(sb, 'GET', '/rocket/v0/deliveries/groups', { token: jwt });
    expect(next.statusCode).toBe(401);
    expect(codeOf(next)).toBe('NOT_AUTHENTICATED');
    expect(codeOf(await refreshByCookie(sb, session.refresh))).toBe('INVALID_GRANT');
    expect(
      (
        await call(sb, 'GET', '/rocket/v0/business/company', {
          headers: { authorization: `Bearer ${clientToken}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await employees(owner)).map((e) => e.id)).not.toContain(employee.id);
    expect(codeOf(await remove(owner, employee.id))).toBe('EMPLOYEE_NOT_FOUND');
    // Signing in again works, but without the company.
    const again = (await platformLogin(sb, (await signIn(sb, choco)).access)).access;
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/business/company', { token: again }))).toBe(
      'COMPANY_NOT_FOUND',
    );
  });

  it('a client token cannot invite or remove', async () => {
    const company = await newCompany();
    const issued = (
      await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', { token: company.access_token, body: {} })
    ).json().token as string;
    const r = await call(sb, 'POST', '/rocket/v0/business/employees', {
      headers: { authorization: `Bearer ${issued}` },
      body: { phone_number: '+77015550106' },
    });
    expect(codeOf(r)).toBe('SESSION_REQUIRED');
  });
});
