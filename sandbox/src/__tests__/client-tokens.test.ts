/** Sandbox extension: a company's client tokens (get-jwt-token with the cabinet session, list, revoke). */
import { clientTokenSchema, issuedClientTokenSchema } from '../contract';
import type { Sandbox } from '../server';
import { call, codeOf, makeSandbox, tokenFor, USERS } from './helpers';
import { platformLogin, signIn } from './oauth-helpers';

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

const issue = async (token: string, label = 'Склад на Абая') => {
  const r = await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', { token, body: { label } });
  expect(r.statusCode).toBe(200);
  return issuedClientTokenSchema.parse(r.json());
};
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const list = async (token: string) => {
  const r = await call(sb, 'GET', '/rocket/v0/common/client-tokens', { token });
  expect(r.statusCode).toBe(200);
  return (r.json() as { results: unknown[] }).results.map((t) => clientTokenSchema.parse(t));
};

describe('client tokens', () => {
  it('issues a labelled token once; the list names it by its label and its last characters, never the token', async () => {
    const issued = await issue(alma, '  1С: выгрузка  ');
    expect(issued).toMatchObject({ token_type: 'Bearer', scope: 'holding' });
    expect(issued.expires_in).toBe(sb.ctx.config.clientTokenTtlS);
    expect(issued.client_token).toMatchObject({
      label: '1С: выгрузка',
      created_by: 'Айгерим Сапарова',
      last_used_at: null,
      token_hint: issued.token.slice(-6),
    });
    const r = await call(sb, 'GET', '/rocket/v0/common/client-tokens', { token: alma });
    expect(r.body).not.toContain(issued.token);
    expect((await list(alma)).map((t) => t.id)).toContain(issued.client_token?.id);
    // Another company sees none of them.
    expect((await list(kaspi)).map((t) => t.id)).not.toContain(issued.client_token?.id);
  });

  it('works as Bearer for the platform calls, and the list tells its last use', async () => {
    const issued = await issue(alma);
    const company = await call(sb, 'GET', '/rocket/v0/business/company', bearer(issued.token));
    expect(company.statusCode).toBe(200);
    expect(company.json().id).toBe(1);
    const used = (await list(alma)).find((t) => t.id === issued.client_token?.id);
    expect(used?.last_used_at).not.toBeNull();
  });

  it('a revoked token is refused at once and leaves the list; revoking twice is fine, another company’s is not found', async () => {
    const issued = await issue(alma);
    const id = issued.client_token?.id as number;
    expect(codeOf(await call(sb, 'DELETE', `/rocket/v0/common/client-tokens/${id}`, { token: kaspi }))).toBe(
      'CLIENT_TOKEN_NOT_FOUND',
    );
    expect((await call(sb, 'GET', '/rocket/v0/business/company', bearer(issued.token))).statusCode).toBe(200);
    const revoked = await call(sb, 'DELETE', `/rocket/v0/common/client-tokens/${id}`, { token: alma });
    expect(revoked.statusCode).toBe(204);
    const refused = await call(sb, 'GET', '/rocket/v0/business/company', bearer(issued.token));
    expect(refused.statusCode).toBe(401);
    expect(codeOf(refused)).toBe('NOT_AUTHENTICATED');
    expect((await list(alma)).map((t) => t.id)).not.toContain(id);
    expect(
      (await call(sb, 'DELETE', `/rocket/v0/common/client-tokens/${id}`, { token: alma })).statusCode,
    ).toBe(204);
    for (const junk of ['0', 'abc', '99999999'])
      expect(
        codeOf(await call(sb, 'DELETE', `/rocket/v0/common/client-tokens/${junk}`, { token: alma })),
      ).toBe('CLIENT_TOKEN_NOT_FOUND');
  });

  it('only the cabinet session manages tokens: a client token can neither list, revoke nor issue', async () => {
    const issued = await issue(alma);
    const id = issued.client_token?.id as number;
    const asClient = bearer(issued.token);
    for (const [method, url, body] of [
      ['GET', '/rocket/v0/common/client-tokens', undefined],
      ['DELETE', `/rocket/v0/common/client-tokens/${id}`, undefined],
      ['POST', '/rocket/v0/common/get-jwt-token', { label: 'ещё один' }],
    ] as const) {
      const r = await call(sb, method, url, { ...asClient, ...(body ? { body } : {}) });
      expect(r.statusCode).toBe(403);
      expect(codeOf(r)).toBe('SESSION_REQUIRED');
    }
    const noCompany = await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', {
      token: await tokenFor(sb, USERS.noCompany),
      body: {},
    });
    expect(codeOf(noCompany)).toBe('COMPANY_NOT_FOUND');
  });

  it('outlives the sign-in that issued it (logout), not the expiry', async () => {
    const session = await signIn(sb, USERS.alma);
    const jwt = (await platformLogin(sb, session.access)).access;
    const issued = await issue(jwt);
    expect((await call(sb, 'DELETE', '/api/v1/oauth2/devices', { token: jwt })).statusCode).toBe(200);
    expect((await call(sb, 'GET', '/rocket/v0/business/company', bearer(issued.token))).statusCode).toBe(200);
    await sb.ctx.db.query(`UPDATE client_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      issued.client_token?.id,
    ]);
    // The JWT's own expiry is what counts for the caller; the row keeps when it ends for the list.
    const listed = (await list(await tokenFor(sb, USERS.alma))).find((t) => t.id === issued.client_token?.id);
    expect(Date.parse(listed?.expires_at ?? '')).toBeLessThan(Date.now());
  });

  it('client credentials still answer a client-scoped token without a list entry', async () => {
    const r = await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', {
      body: { client_id: '1001', client_secret: 'sandbox-client-secret', label: 'x' },
    });
    expect(r.json()).toMatchObject({ scope: 'client' });
    expect(r.json().client_token).toBeUndefined();
  });
});
