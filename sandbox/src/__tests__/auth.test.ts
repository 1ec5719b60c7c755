/** OAuth provider stand-in and platform JWT: every grant, PKCE, rotation, revoke, pages, CORS. */
import { platformTokensSchema, tokenResponseSchema } from '../contract';
import type { Sandbox } from '../server';
import { loadConfig } from '../config';
import { issueJwt } from '../http/jwt';
import { call, codeOf, makeSandbox, refreshCookieOf, tokenFor, USERS } from './helpers';
import {
  authorize as authorizeIn,
  exchange,
  platformLogin,
  REDIRECT,
  refreshByCookie,
  signIn,
  tokens as tokensIn,
} from './oauth-helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

const authorize = (extra: Record<string, string> = {}, user: number = USERS.alma) =>
  authorizeIn(sb, extra, user);
const tokens = (body: Record<string, unknown>) => tokensIn(sb, body);
const CHALLENGE = 'a'.repeat(43);

describe('GET /oauth/authorize', () => {
  it('renders an accessible ru/kk page listing the demo accounts', async () => {
    const r = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&state=abc&lang=kk&code_challenge=${CHALLENGE}&code_challenge_method=S256`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('<html lang="kk">');
    expect(r.body).toContain('<form method="post" action="/oauth/authorize">');
    for (const id of Object.values(USERS)) expect(r.body).toContain(`<label for="acc-${id}">`);
    expect(r.body).toContain('name="state" value="abc"');
    expect(r.body).toContain(`name="code_challenge" value="${CHALLENGE}"`);
    const ru = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${CHALLENGE}&code_challenge_method=S256`,
    );
    expect(ru.body).toContain('Войти');
  });

  it('an unknown client or redirect_uri gets an error page, never a redirect', async () => {
    const bad = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent('http://evil.example/login')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.location).toBeUndefined();
    const client = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=9&redirect_uri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(client.statusCode).toBe(400);
  });

  it('other request errors and a denial redirect back with error and state', async () => {
    const r = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=token&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s9`,
    );
    expect(r.statusCode).toBe(302);
    const u = new URL(String(r.headers.location));
    expect(u.searchParams.get('error')).toBe('unsupported_response_type');
    expect(u.searchParams.get('state')).toBe('s9');
    const plain = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${CHALLENGE}&code_challenge_method=plain`,
    );
    expect(new URL(String(plain.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const denied = await authorize({ action: 'deny' });
    expect(denied.url.searchParams.get('error')).toBe('access_denied');
  });
});

describe('POST /api/v2/oauth2/tokens', () => {
  it('authorization_code: single use, exact redirect_uri', async () => {
    const a = await authorize();
    expect(a.url.origin + a.url.pathname).toBe(REDIRECT);
    expect(a.url.searchParams.get('state')).toBe('st-1');
    const wrongRedirect = await tokens({
      grant_type: 'authorization_code',
      code: a.code,
      redirect_uri: 'http://127.0.0.1:8080/login',
      code_verifier: a.verifier,
    });
    expect(codeOf(wrongRedirect)).toBe('INVALID_GRANT');
    const a2 = await authorize();
    const ok = await exchange(sb, a2);
    expect(ok.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(ok.json());
    expect(body.token_type).toBe('Bearer');
    const again = await exchange(sb, a2);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('INVALID_GRANT');
  });

  it('enforces PKCE S256: no verifier or a wrong one is INVALID_GRANT', async () => {
    expect(codeOf(await exchange(sb, await authorize(), null))).toBe('INVALID_GRANT');
    expect(codeOf(await exchange(sb, await authorize(), 'x'.repeat(43)))).toBe('INVALID_GRANT');
    expect((await exchange(sb, await authorize())).statusCode).toBe(200);
  });

  it('refresh_token rotates; reusing an old one revokes the family', async () => {
    const first = await signIn(sb);
    const second = await refreshByCookie(sb, first.refresh);
    expect(second.statusCode).toBe(200);
    const secondRefresh = String(refreshCookieOf(second));
    expect(secondRefresh).toMatch(/^prt_/);
    expect(secondRefresh).not.toBe(first.refresh);
    const reuse = await refreshByCookie(sb, first.refresh);
    expect(codeOf(reuse)).toBe('INVALID_GRANT');
    // The whole family is revoked, including the newest pair.
    expect(codeOf(await refreshByCookie(sb, secondRefresh))).toBe('INVALID_GRANT');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/common/choco/login', {
          body: { access_token: second.json().access_token },
        }),
      ),
    ).toBe('INVALID_TOKEN');
  });

  it('authorization_track_id with a minted track id (single use)', async () => {
    const minted = await call(sb, 'POST', '/__sandbox/track-ids', { body: { choco_user_id: USERS.kaspi } });
    expect(minted.statusCode).toBe(201);
    const trackId = minted.json().track_id as string;
    const r = await tokens({ grant_type: 'authorization_track_id', track_id: trackId });
    expect(r.statusCode).toBe(200);
    expect(refreshCookieOf(r)).toMatch(/^prt_/);
    expect(codeOf(await tokens({ grant_type: 'authorization_track_id', track_id: trackId }))).toBe(
      'INVALID_GRANT',
    );
    const login = await platformLogin(sb, r.json().access_token);
    const me = await call(sb, 'GET', '/rocket/users/me', { token: login.access });
    expect(me.json().choco_user_id).toBe(USERS.kaspi);
  });

  it('INVALID_CLIENT, UNSUPPORTED grant and validation errors', async () => {
    const c = await call(sb, 'POST', '/api/v2/oauth2/tokens', {
      body: { client_id: '42', grant_type: 'refresh_token', refresh_token: 'x' },
    });
    expect(c.statusCode).toBe(401);
    expect(codeOf(c)).toBe('INVALID_CLIENT');
    expect(codeOf(await tokens({ grant_type: 'password' }))).toBe('UNSUPPORTED_GRANT_TYPE');
    expect(codeOf(await tokens({ grant_type: 42 }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await tokens({ grant_type: 'authorization_code' }))).toBe('VALIDATION_ERROR');
    expect(codeOf(await tokens({ grant_type: 'refresh_token', refresh_token: 'nope' }))).toBe(
      'INVALID_GRANT',
    );
    expect(codeOf(await call(sb, 'POST', '/api/v2/oauth2/tokens', { body: '{"client_id":' }))).toBe(
      'BAD_JSON',
    );
  });
});

describe('platform JWT', () => {
  it('choco/login trades the provider token for {tokens:{access, refresh}}', async () => {
    const t = await signIn(sb);
    const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: t.access } });
    expect(r.statusCode).toBe(200);
    const body = platformTokensSchema.parse(r.json());
    expect(body.access_token).toBe(body.tokens.access);
    const me = await call(sb, 'GET', '/rocket/users/me', { token: body.tokens.access });
    expect(me.json()).toMatchObject({
      choco_user_id: USERS.alma,
      first_name: 'Айгерим',
      company_id: expect.any(Number),
    });
    const refreshed = await call(sb, 'POST', '/rocket/v0/common/token/refresh', {
      body: { refresh: body.tokens.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/common/token/refresh', { body: { refresh: body.tokens.access } }),
      ),
    ).toBe('INVALID_TOKEN');
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: 'pat_unknown' } }),
      ),
    ).toBe('INVALID_TOKEN');
    expect(codeOf(await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: {} }))).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('TOKEN_EXPIRED for an expired provider token (choco/login) or platform token (devices)', async () => {
    sb.ctx.config.providerAccessTtlS = -1;
    const t = await signIn(sb);
    sb.ctx.config.providerAccessTtlS = 3600;
    const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: t.access } });
    expect(r.statusCode).toBe(401);
    expect(codeOf(r)).toBe('TOKEN_EXPIRED');
    const expired = await tokenFor(sb, USERS.kaspi, -5);
    expect(codeOf(await call(sb, 'DELETE', '/api/v1/oauth2/devices', { token: expired }))).toBe(
      'TOKEN_EXPIRED',
    );
  });

  it('NOT_AUTHENTICATED for missing / forged tokens, TOKEN_EXPIRED for expired ones', async () => {
    const none = await call(sb, 'GET', '/rocket/users/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: { code: 'NOT_AUTHENTICATED', message: expect.any(String) } });
    const forged = issueJwt(1, 'access', 0, 3600, 'another-secret');
    expect(codeOf(await call(sb, 'GET', '/rocket/users/me', { token: forged }))).toBe('NOT_AUTHENTICATED');
    expect(
      codeOf(await call(sb, 'GET', '/rocket/users/me', { headers: { authorization: 'Bearer abc' } })),
    ).toBe('NOT_AUTHENTICATED');
    const expired = await tokenFor(sb, USERS.alma, -10);
    const r = await call(sb, 'GET', '/rocket/users/me', { token: expired });
    expect(r.statusCode).toBe(401);
    expect(codeOf(r)).toBe('TOKEN_EXPIRED');
  });

  it('the JWT secret is random per start: tokens signed with the old fixed default are refused', async () => {
    const oldDefault = 'sandbox-dev-jwt-secret-not-for-production';
    expect(sb.ctx.config.jwtSecret).not.toBe(oldDefault);
    expect(loadConfig({}).jwtSecret).not.toBe(loadConfig({}).jwtSecret);
    expect(loadConfig({}).jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ SANDBOX_JWT_SECRET: 'pinned' }).jwtSecret).toBe('pinned');
    const user = (
      await sb.ctx.db.query<{ id: number; token_epoch: number }>(
        'SELECT id, token_epoch FROM users WHERE choco_user_id = $1',
        [USERS.alma],
      )
    )[0] as { id: number; token_epoch: number };
    for (const secret of [oldDefault, 'forged-secret']) {
      const access = issueJwt(user.id, 'access', user.token_epoch, 600, secret);
      const me = await call(sb, 'GET', '/rocket/users/me', { token: access });
      expect(me.statusCode).toBe(401);
      expect(codeOf(me)).toBe('NOT_AUTHENTICATED');
      const holding = issueJwt(user.id, 'holding', user.token_epoch, 600, secret);
      expect(
        (
          await call(sb, 'GET', '/rocket/v0/business/company', {
            headers: { authorization: `Bearer ${holding}` },
          })
        ).statusCode,
      ).toBe(401);
      const refresh = issueJwt(user.id, 'refresh', user.token_epoch, 600, secret, 'fam');
      const r = await call(sb, 'POST', '/rocket/v0/common/token/refresh', { body: { refresh } });
      expect(r.statusCode).toBe(401);
      expect(codeOf(r)).toBe('INVALID_TOKEN');
      expect((await call(sb, 'DELETE', '/api/v1/oauth2/devices', { token: access })).statusCode).toBe(401);
    }
  });

  it('get-jwt-token: client credentials or a holding token usable as Bearer', async () => {
    const client = await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', {
      body: { client_id: '1001', client_secret: 'sandbox-client-secret' },
    });
    expect(client.json()).toMatchObject({ token_type: 'Bearer', scope: 'client' });
    expect(
      codeOf(
        await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', {
          body: { client_id: '1001', client_secret: 'bad' },
        }),
      ),
    ).toBe('INVALID_CLIENT');
    expect(codeOf(await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', { body: {} }))).toBe(
      'NOT_AUTHENTICATED',
    );
    const access = await tokenFor(sb, USERS.saas);
    const holding = await call(sb, 'POST', '/rocket/v0/common/get-jwt-token', { token: access, body: {} });
    expect(holding.json().scope).toBe('holding');
    const company = await call(sb, 'GET', '/rocket/v0/business/company', {
      headers: { authorization: `Bearer ${holding.json().token}` },
    });
    expect(company.json().use_chocofood_SaaS).toBe(true);
  });

  it('DELETE /api/v1/oauth2/devices revokes provider and platform tokens', async () => {
    const t = await signIn(sb, USERS.individual);
    const jwt = (await platformLogin(sb, t.access)).access;
    const r = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      token: jwt,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().revoked).toBeGreaterThanOrEqual(1);
    expect(codeOf(await call(sb, 'GET', '/rocket/users/me', { token: jwt }))).toBe('NOT_AUTHENTICATED');
    expect(codeOf(await refreshByCookie(sb, t.refresh))).toBe('INVALID_GRANT');
    expect(codeOf(await call(sb, 'DELETE', '/api/v1/oauth2/devices'))).toBe('NOT_AUTHENTICATED');
    // With the provider's Bearer token.
    const t2 = await signIn(sb, USERS.individual);
    const bearer = { headers: { authorization: `Bearer ${t2.access}` } };
    expect((await call(sb, 'DELETE', '/api/v1/oauth2/devices', bearer)).statusCode).toBe(200);
    expect(codeOf(await call(sb, 'DELETE', '/api/v1/oauth2/devices', bearer))).toBe('INVALID_TOKEN');
  });

  it('logout page clears the session and links back only to the app', async () => {
    const r = await call(
      sb,
      'GET',
      `/oauth/logout?redirect_uri=${encodeURIComponent('http://localhost:8080/')}`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('href="http://localhost:8080/"');
    expect(String(r.headers['set-cookie'])).toContain('Max-Age=0');
    const evil = await call(
      sb,
      'GET',
      `/oauth/logout?redirect_uri=${encodeURIComponent('http://evil.example/')}`,
    );
    expect(evil.body).not.toContain('evil.example');
  });
});

describe('CORS', () => {
  it('allows exactly the configured origins with credentials and exposes Retry-After', async () => {
    const ok = await sb.app.inject({
      method: 'OPTIONS',
      url: '/rocket/users/me',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const get = await sb.app.inject({
      method: 'GET',
      url: '/geoip',
      headers: { origin: 'http://127.0.0.1:8083' },
    });
    expect(String(get.headers['access-control-expose-headers'])).toContain('Retry-After');
    const bad = await sb.app.inject({
      method: 'OPTIONS',
      url: '/rocket/users/me',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });
});
