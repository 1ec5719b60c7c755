/**
 * Token families (RFC 6749 §4.1.2, RFC 9700): PKCE S256 required, codes burnt by any attempt, a
 * replayed code or refresh token revokes everything of its sign-in, platform refresh JWTs rotate.
 */
import type { Sandbox } from '../server';
import { buildServer } from '../server';
import { call, codeOf, makeSandbox, pkce, refreshCookieOf, USERS } from './helpers';
import {
  authorize,
  exchange,
  form,
  platformLogin,
  platformRefresh,
  REDIRECT,
  refreshByCookie,
  signIn,
} from './oauth-helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

const claims = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const familyOf = async (providerAccess: string): Promise<string> =>
  (
    await sb.ctx.db.query<{ family_id: string }>(
      'SELECT family_id FROM oauth_tokens WHERE access_token = $1',
      [providerAccess],
    )
  )[0]?.family_id ?? '';

const me = (access: string) => call(sb, 'GET', '/rocket/users/me', { token: access });
const chocoLogin = (access: string) =>
  call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: access } });

describe('PKCE S256 is required at the provider', () => {
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({
      response_type: 'code',
      client_id: '1001',
      redirect_uri: REDIRECT,
      state: 'st',
      ...extra,
    });

  it('GET and POST /oauth/authorize without a code_challenge redirect with error=invalid_request', async () => {
    const extras: Array<Record<string, string>> = [
      {},
      { code_challenge_method: 'S256' },
      { code_challenge: '', code_challenge_method: 'S256' },
    ];
    for (const extra of extras) {
      const get = await call(sb, 'GET', `/oauth/authorize?${query(extra).toString()}`);
      expect(get.statusCode).toBe(302);
      const to = new URL(String(get.headers.location));
      expect(to.origin + to.pathname).toBe(REDIRECT);
      expect(to.searchParams.get('error')).toBe('invalid_request');
      expect(to.searchParams.get('state')).toBe('st');
      const post = await call(
        sb,
        'POST',
        '/oauth/authorize',
        form({ ...Object.fromEntries(query(extra)), choco_user_id: String(USERS.alma), action: 'allow' }),
      );
      expect(post.statusCode).toBe(302);
      const back = new URL(String(post.headers.location));
      expect(back.searchParams.get('error')).toBe('invalid_request');
      expect(back.searchParams.get('code')).toBeNull();
    }
    // A challenge without its method is the RFC's "plain": refused too.
    const plain = await call(
      sb,
      'GET',
      `/oauth/authorize?${query({ code_challenge: pkce().challenge }).toString()}`,
    );
    expect(new URL(String(plain.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it('a missing or wrong code_verifier burns the code: the right verifier then fails too', async () => {
    const a = await authorize(sb);
    const none = await exchange(sb, a, null);
    expect(none.statusCode).toBe(400);
    expect(codeOf(none)).toBe('INVALID_GRANT');
    expect(codeOf(await exchange(sb, a))).toBe('INVALID_GRANT');
    const b = await authorize(sb);
    expect(codeOf(await exchange(sb, b, pkce().verifier))).toBe('INVALID_GRANT');
    expect(codeOf(await exchange(sb, b))).toBe('INVALID_GRANT');
    // A malformed verifier (not RFC 7636 characters) is a validation error.
    expect(codeOf(await exchange(sb, await authorize(sb), `${'x'.repeat(42)}!`))).toBe('VALIDATION_ERROR');
  });
});

describe('a replayed code revokes what it issued', () => {
  it('provider tokens, platform JWTs and refresh JWTs of that code die; other sign-ins live on', async () => {
    const a = await authorize(sb);
    const first = await exchange(sb, a);
    expect(first.statusCode).toBe(200);
    const access = first.json().access_token as string;
    const stored = (
      await sb.ctx.db.query<{ family_id: string | null }>(
        'SELECT family_id FROM oauth_codes WHERE code = $1',
        [a.code],
      )
    )[0];
    expect(stored?.family_id).toBe(await familyOf(access));
    const platform = await platformLogin(sb, access);
    expect(claims(platform.refresh).fam).toBe(stored?.family_id);
    const other = await signIn(sb);
    const otherPlatform = await platformLogin(sb, other.access);

    const replay = await exchange(sb, a);
    expect(replay.statusCode).toBe(400);
    expect(codeOf(replay)).toBe('INVALID_GRANT');

    expect(codeOf(await chocoLogin(access))).toBe('INVALID_TOKEN');
    expect(codeOf(await refreshByCookie(sb, String(refreshCookieOf(first))))).toBe('INVALID_GRANT');
    expect(codeOf(await me(platform.access))).toBe('NOT_AUTHENTICATED');
    const refreshed = await platformRefresh(sb, platform.refresh);
    expect(refreshed.statusCode).toBe(401);
    expect(codeOf(refreshed)).toBe('INVALID_TOKEN');

    expect((await me(otherPlatform.access)).statusCode).toBe(200);
    expect((await platformRefresh(sb, otherPlatform.refresh)).statusCode).toBe(200);
    expect((await refreshByCookie(sb, other.refresh)).statusCode).toBe(200);
  });
});

describe('platform refresh JWTs rotate', () => {
  it('carry jti and fam; a used one is refused and takes its whole family down', async () => {
    const session = await signIn(sb);
    const family = await familyOf(session.access);
    const p1 = await platformLogin(sb, session.access);
    const c1 = claims(p1.refresh);
    expect(c1).toMatchObject({ typ: 'refresh', fam: family, jti: expect.any(String) });
    expect(claims(p1.access).fam).toBe(family);

    const second = await platformRefresh(sb, p1.refresh);
    expect(second.statusCode).toBe(200);
    const p2 = second.json().tokens as { access: string; refresh: string };
    expect(p2.refresh).not.toBe(p1.refresh);
    expect(claims(p2.refresh).jti).not.toBe(c1.jti);
    expect(claims(p2.refresh).fam).toBe(family);
    expect(await sb.ctx.db.query('SELECT 1 FROM used_refresh_jtis WHERE jti = $1', [c1.jti])).toHaveLength(1);

    const reuse = await platformRefresh(sb, p1.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(codeOf(reuse)).toBe('INVALID_TOKEN');
    // The whole family: the rotated refresh JWT, the platform access JWTs and the provider tokens.
    expect(codeOf(await platformRefresh(sb, p2.refresh))).toBe('INVALID_TOKEN');
    expect(codeOf(await me(p2.access))).toBe('NOT_AUTHENTICATED');
    expect(codeOf(await chocoLogin(session.access))).toBe('INVALID_TOKEN');
    expect(codeOf(await refreshByCookie(sb, session.refresh))).toBe('INVALID_GRANT');
    expect(
      await sb.ctx.db.query('SELECT 1 FROM revoked_families WHERE family_id = $1', [family]),
    ).toHaveLength(1);
  });

  it('a provider family revoked by refresh-token reuse or logout invalidates its platform refresh JWTs', async () => {
    const s = await signIn(sb, USERS.kaspi);
    const p = await platformLogin(sb, s.access);
    expect((await refreshByCookie(sb, s.refresh)).statusCode).toBe(200);
    expect(codeOf(await refreshByCookie(sb, s.refresh))).toBe('INVALID_GRANT'); // reuse: family revoked
    expect(codeOf(await platformRefresh(sb, p.refresh))).toBe('INVALID_TOKEN');

    const s2 = await signIn(sb, USERS.kaspi);
    const p2 = await platformLogin(sb, s2.access);
    const out = await call(sb, 'DELETE', '/api/v1/oauth2/devices', { token: p2.access });
    expect(out.statusCode).toBe(200);
    expect(codeOf(await platformRefresh(sb, p2.refresh))).toBe('INVALID_TOKEN');
    expect(
      await sb.ctx.db.query('SELECT 1 FROM revoked_families WHERE family_id = $1', [
        await familyOf(s2.access),
      ]),
    ).toHaveLength(1);
  });

  it('/__sandbox/tokens mints a family of its own that rotates the same way', async () => {
    const minted = await call(sb, 'POST', '/__sandbox/tokens', { body: { choco_user_id: USERS.individual } });
    const t = minted.json().tokens as { access: string; refresh: string };
    const fam = claims(t.refresh).fam;
    expect(fam).toMatch(/^sbx_/);
    expect(claims(t.access).fam).toBe(fam);
    const next = await platformRefresh(sb, t.refresh);
    expect(next.statusCode).toBe(200);
    expect(claims(next.json().tokens.refresh).fam).toBe(fam);
    expect(codeOf(await platformRefresh(sb, t.refresh))).toBe('INVALID_TOKEN');
    expect(codeOf(await platformRefresh(sb, next.json().tokens.refresh))).toBe('INVALID_TOKEN');
    // Another mint is another family, untouched.
    const other = (
      await call(sb, 'POST', '/__sandbox/tokens', { body: { choco_user_id: USERS.individual } })
    ).json();
    expect((await platformRefresh(sb, other.tokens.refresh)).statusCode).toBe(200);
  });

  it('used jtis and revoked families are in the database: a restart still refuses a reuse', async () => {
    const s = await signIn(sb, USERS.saas);
    const p = await platformLogin(sb, s.access);
    expect((await platformRefresh(sb, p.refresh)).statusCode).toBe(200);
    const again = await buildServer({
      db: sb.ctx.db,
      logger: false,
      startDispatcher: false,
      config: { mode: 'test', seed: false, rateLimitPerMinute: 0, jwtSecret: sb.ctx.config.jwtSecret },
    });
    try {
      const reuse = await again.app.inject({
        method: 'POST',
        url: '/rocket/v0/common/token/refresh',
        payload: { refresh: p.refresh },
      });
      expect(reuse.statusCode).toBe(401);
      expect(codeOf(await chocoLogin(s.access))).toBe('INVALID_TOKEN');
    } finally {
      await again.app.close();
    }
  });
});
