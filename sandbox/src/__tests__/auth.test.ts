/** OAuth provider stand-in and platform JWT: every grant, PKCE, rotation, revoke, pages, CORS. */
import crypto from 'node:crypto';
import { platformTokensSchema, tokenResponseSchema } from '../contract';
import type { Sandbox } from '../server';
import { issueJwt } from '../http/jwt';
import { call, codeOf, makeSandbox, tokenFor, USERS } from './helpers';

let sb: Sandbox;
const REDIRECT = 'http://localhost:8080/login';

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

async function authorize(extra: Record<string, string> = {}, user: number = USERS.alma): Promise<URL> {
  const r = await call(
    sb,
    'POST',
    '/oauth/authorize',
    form({
      response_type: 'code',
      client_id: '1001',
      redirect_uri: REDIRECT,
      state: 'st-1',
      choco_user_id: String(user),
      action: 'allow',
      ...extra,
    }),
  );
  expect(r.statusCode).toBe(302);
  return new URL(String(r.headers.location));
}

const tokens = (body: Record<string, unknown>) =>
  call(sb, 'POST', '/api/v2/oauth2/tokens', { body: { client_id: '1001', ...body } });

describe('GET /oauth/authorize', () => {
  it('renders an accessible ru/kk page listing the demo accounts', async () => {
    const r = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&state=abc&lang=kk`,
    );
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(r.body).toContain('<html lang="kk">');
    expect(r.body).toContain('<form method="post" action="/oauth/authorize">');
    for (const id of Object.values(USERS)) expect(r.body).toContain(`<label for="acc-${id}">`);
    expect(r.body).toContain('name="state" value="abc"');
    const ru = await call(
      sb,
      'GET',
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}`,
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
      `/oauth/authorize?response_type=code&client_id=1001&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`,
    );
    expect(new URL(String(plain.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const denied = await authorize({ action: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
  });
});

describe('POST /api/v2/oauth2/tokens', () => {
  it('authorization_code: single use, exact redirect_uri', async () => {
    const u = await authorize();
    expect(u.origin + u.pathname).toBe(REDIRECT);
    expect(u.searchParams.get('state')).toBe('st-1');
    const code = String(u.searchParams.get('code'));
    const wrongRedirect = await tokens({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://127.0.0.1:8080/login',
    });
    expect(codeOf(wrongRedirect)).toBe('INVALID_GRANT');
    const u2 = await authorize();
    const code2 = String(u2.searchParams.get('code'));
    const ok = await tokens({ grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT });
    expect(ok.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(ok.json());
    expect(body.token_type).toBe('Bearer');
    const again = await tokens({ grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT });
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('INVALID_GRANT');
  });

  it('enforces PKCE S256 when a challenge was sent', async () => {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const challenge = crypto.createHash('sha256').update(verifier).digest('base64url');
    const pk = { code_challenge: challenge, code_challenge_method: 'S256' };
    const c1 = String((await authorize(pk)).searchParams.get('code'));
    expect(codeOf(await tokens({ grant_type: 'authorization_code', code: c1, redirect_uri: REDIRECT }))).toBe(
      'INVALID_GRANT',
    );
    const c2 = String((await authorize(pk)).searchParams.get('code'));
    expect(
      codeOf(
        await tokens({
          grant_type: 'authorization_code',
          code: c2,
          redirect_uri: REDIRECT,
          code_verifier: 'x'.repeat(43),
        }),
      ),
    ).toBe('INVALID_GRANT');
    const c3 = String((await authorize(pk)).searchParams.get('code'));
    expect(
      (
        await tokens({
          grant_type: 'authorization_code',
          code: c3,
          redirect_uri: REDIRECT,
          code_verifier: verifier,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refresh_token rotates; reusing an old one revokes the family', async () => {
    const code = String((await authorize()).searchParams.get('code'));
    const first = (await tokens({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).json();
    const second = await tokens({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.refresh_token);
    const reuse = await tokens({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(codeOf(reuse)).toBe('INVALID_GRANT');
    // The whole family is revoked, including the newest pair.
    expect(
      codeOf(await tokens({ grant_type: 'refresh_token', refresh_token: second.json().refresh_token })),
    ).toBe('INVALID_GRANT');
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
    expect(codeOf(await tokens({ grant_type: 'authorization_track_id', track_id: trackId }))).toBe(
      'INVALID_GRANT',
    );
    const login = await call(sb, 'POST', '/rocket/v0/common/choco/login', {
      body: { access_token: r.json().access_token },
    });
    const me = await call(sb, 'GET', '/rocket/users/me', { token: login.json().tokens.access });
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
    const code = String((await authorize()).searchParams.get('code'));
    const t = (await tokens({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).json();
    const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', {
      body: { access_token: t.access_token },
    });
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
    const code = String((await authorize()).searchParams.get('code'));
    const t = (await tokens({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).json();
    sb.ctx.config.providerAccessTtlS = 3600;
    const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', {
      body: { access_token: t.access_token },
    });
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
    const code = String((await authorize({}, USERS.individual)).searchParams.get('code'));
    const t = (await tokens({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).json();
    const jwt = (
      await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: t.access_token } })
    ).json().tokens.access;
    const r = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      token: jwt,
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().revoked).toBeGreaterThanOrEqual(1);
    expect(codeOf(await call(sb, 'GET', '/rocket/users/me', { token: jwt }))).toBe('NOT_AUTHENTICATED');
    expect(codeOf(await tokens({ grant_type: 'refresh_token', refresh_token: t.refresh_token }))).toBe(
      'INVALID_GRANT',
    );
    expect(codeOf(await call(sb, 'DELETE', '/api/v1/oauth2/devices'))).toBe('NOT_AUTHENTICATED');
    // With the provider's Bearer token.
    const code2 = String((await authorize({}, USERS.individual)).searchParams.get('code'));
    const t2 = (
      await tokens({ grant_type: 'authorization_code', code: code2, redirect_uri: REDIRECT })
    ).json();
    expect(
      (
        await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
          headers: { authorization: `Bearer ${t2.access_token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      codeOf(
        await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
          headers: { authorization: `Bearer ${t2.access_token}` },
        }),
      ),
    ).toBe('INVALID_TOKEN');
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
