/**
 * The provider's refresh token out of page scripts' reach (OAuth 2.0 for Browser-Based Apps): an
 * HttpOnly cookie on /api, never in a JSON body; cleared by a failed refresh and by logout.
 */
import { loadConfig } from '../config';
import type { Sandbox } from '../server';
import { call, codeOf, makeSandbox, refreshCookieOf, setCookies, USERS } from './helpers';
import {
  APP_ORIGIN,
  authorize,
  exchange,
  platformLogin,
  refreshByCookie,
  signIn,
  tokens,
} from './oauth-helpers';

let sb: Sandbox;

beforeAll(async () => {
  sb = await makeSandbox();
});
afterAll(async () => {
  await sb.app.close();
});

const CLEARED = 'refresh_token=; Path=/api; HttpOnly; SameSite=Strict; Max-Age=0';
const setCookieLine = (token: string, secure = false) =>
  `refresh_token=${token}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${sb.ctx.config.refreshTtlS}${secure ? '; Secure' : ''}`;

describe('POST /api/v2/oauth2/tokens sets the refresh token as a cookie', () => {
  it('every grant: Set-Cookie refresh_token (HttpOnly, SameSite=Strict, Path=/api), a body without it', async () => {
    const code = await exchange(sb, await authorize(sb));
    const byCookie = await refreshByCookie(sb, String(refreshCookieOf(code)));
    const trackId = (
      await call(sb, 'POST', '/__sandbox/track-ids', { body: { choco_user_id: USERS.alma } })
    ).json().track_id as string;
    const track = await tokens(sb, { grant_type: 'authorization_track_id', track_id: trackId });
    for (const r of [code, byCookie, track]) {
      expect(r.statusCode).toBe(200);
      const token = String(refreshCookieOf(r));
      expect(token).toMatch(/^prt_[A-Za-z0-9_-]{32}$/);
      expect(setCookies(r)).toEqual([setCookieLine(token)]);
      expect(Object.keys(r.json()).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
      expect(r.body).not.toContain(token);
      expect(r.headers['cache-control']).toBe('no-store');
    }
  });

  it('adds Secure when the request came over https (X-Forwarded-Proto)', async () => {
    const a = await authorize(sb);
    const r = await tokens(
      sb,
      {
        grant_type: 'authorization_code',
        code: a.code,
        redirect_uri: 'http://localhost:8080/login',
        code_verifier: a.verifier,
      },
      { 'x-forwarded-proto': 'https' },
    );
    expect(setCookies(r)).toEqual([setCookieLine(String(refreshCookieOf(r)), true)]);
    const failed = await refreshByCookie(sb, 'prt_unknownunknownunknownunknown00', {
      'x-forwarded-proto': 'https',
    });
    expect(setCookies(failed)).toEqual([`${CLEARED}; Secure`]);
  });

  it('the refresh grant reads the cookie; a body refresh_token (server-side clients) still works and wins', async () => {
    const s = await signIn(sb);
    const viaCookie = await refreshByCookie(sb, s.refresh);
    expect(viaCookie.statusCode).toBe(200);
    const current = String(refreshCookieOf(viaCookie));
    const viaBody = await tokens(sb, { grant_type: 'refresh_token', refresh_token: current });
    expect(viaBody.statusCode).toBe(200);
    const newest = String(refreshCookieOf(viaBody));
    // Body first: a stale cookie beside a good body token does not matter.
    const both = await tokens(
      sb,
      { grant_type: 'refresh_token', refresh_token: newest },
      { cookie: 'refresh_token=prt_staleOneStaleOneStaleOneStale00' },
    );
    expect(both.statusCode).toBe(200);
    // Cookies are per host, not per port: a page's own `refresh_token` cookie may come along.
    const mixed = await tokens(
      sb,
      { grant_type: 'refresh_token' },
      { cookie: `refresh_token=from-a-page; refresh_token=${String(refreshCookieOf(both))}` },
    );
    expect(mixed.statusCode).toBe(200);
  });

  it('a failed refresh (none, unknown, expired, reused, revoked) is 400 INVALID_GRANT and clears the cookie', async () => {
    const expectCleared = (r: Awaited<ReturnType<typeof tokens>>) => {
      expect(r.statusCode).toBe(400);
      expect(codeOf(r)).toBe('INVALID_GRANT');
      expect(setCookies(r)).toEqual([CLEARED]);
    };
    expectCleared(await tokens(sb, { grant_type: 'refresh_token' }));
    expectCleared(await refreshByCookie(sb, 'prt_unknownunknownunknownunknown00'));
    expectCleared(await tokens(sb, { grant_type: 'refresh_token' }, { cookie: 'refresh_token=%E0%A4%A' }));
    sb.ctx.config.refreshTtlS = -1;
    const expired = await signIn(sb);
    sb.ctx.config.refreshTtlS = loadConfig({}).refreshTtlS;
    expectCleared(await refreshByCookie(sb, expired.refresh));
    const s = await signIn(sb);
    expect((await refreshByCookie(sb, s.refresh)).statusCode).toBe(200);
    expectCleared(await refreshByCookie(sb, s.refresh)); // reused
    const revoked = await signIn(sb, USERS.kaspi);
    await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      headers: { authorization: `Bearer ${revoked.access}` },
    });
    expectCleared(await refreshByCookie(sb, revoked.refresh));
  });
});

describe('DELETE /api/v1/oauth2/devices clears the cookie and revokes its family', () => {
  it('with an Authorization header: the user is logged out, the cookie cleared', async () => {
    const s = await signIn(sb, USERS.individual);
    const jwt = (await platformLogin(sb, s.access)).access;
    const r = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      token: jwt,
      headers: { cookie: `refresh_token=${s.refresh}` },
    });
    expect(r.statusCode).toBe(200);
    expect(setCookies(r)).toEqual([CLEARED]);
    expect(codeOf(await refreshByCookie(sb, s.refresh))).toBe('INVALID_GRANT');
  });

  it("revokes the cookie's family even when it is not the Authorization's user, or with no header at all", async () => {
    const cookieSession = await signIn(sb, USERS.alma);
    const other = await signIn(sb, USERS.saas);
    const r = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      headers: { authorization: `Bearer ${other.access}`, cookie: `refresh_token=${cookieSession.refresh}` },
    });
    expect(r.statusCode).toBe(200);
    expect(codeOf(await refreshByCookie(sb, cookieSession.refresh))).toBe('INVALID_GRANT');

    const alone = await signIn(sb, USERS.alma);
    const still = await signIn(sb, USERS.alma);
    const onlyCookie = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      headers: { cookie: `refresh_token=${alone.refresh}` },
    });
    expect(onlyCookie.statusCode).toBe(200);
    expect(onlyCookie.json()).toEqual({ revoked: 1 });
    expect(setCookies(onlyCookie)).toEqual([CLEARED]);
    expect(codeOf(await refreshByCookie(sb, alone.refresh))).toBe('INVALID_GRANT');
    expect((await refreshByCookie(sb, still.refresh)).statusCode).toBe(200); // another sign-in

    const expiredHeader = await signIn(sb, USERS.alma);
    const bad = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      headers: { authorization: 'JWT junk', cookie: `refresh_token=${expiredHeader.refresh}` },
    });
    expect(bad.statusCode).toBe(401);
    expect(setCookies(bad)).toEqual([CLEARED]);
    expect(codeOf(await refreshByCookie(sb, expiredHeader.refresh))).toBe('INVALID_GRANT');
    const nothing = await call(sb, 'DELETE', '/api/v1/oauth2/devices');
    expect(codeOf(nothing)).toBe('NOT_AUTHENTICATED');
    expect(setCookies(nothing)).toEqual([CLEARED]);
  });
});

describe('credentials across origins', () => {
  it('preflight and actual answers of the token and logout calls allow credentials for app origins', async () => {
    for (const [method, url] of [
      ['POST', '/api/v2/oauth2/tokens'],
      ['DELETE', '/api/v1/oauth2/devices'],
    ] as const) {
      const pre = await sb.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: APP_ORIGIN,
          'access-control-request-method': method,
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(String(pre.headers['access-control-allow-methods'])).toContain(method);
      const evil = await sb.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'http://evil.example', 'access-control-request-method': method },
      });
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const s = await signIn(sb);
    const ok = await refreshByCookie(sb, s.refresh, { origin: APP_ORIGIN });
    const failed = await refreshByCookie(sb, s.refresh, { origin: APP_ORIGIN });
    const out = await call(sb, 'DELETE', '/api/v1/oauth2/devices', {
      headers: { origin: APP_ORIGIN, authorization: `Bearer ${String(ok.json().access_token)}` },
    });
    for (const r of [ok, failed, out]) {
      expect(r.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(r.headers['access-control-allow-credentials']).toBe('true');
    }
    expect([ok.statusCode, failed.statusCode, out.statusCode]).toEqual([200, 400, 401]);
  });

  it('platform access JWTs are short-lived by default (900 s)', async () => {
    expect(loadConfig({}).accessTtlS).toBe(900);
    expect(loadConfig({ SANDBOX_ACCESS_TTL_S: '120' }).accessTtlS).toBe(120);
    const s = await signIn(sb);
    const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: s.access } });
    expect(r.json().expires_in).toBe(sb.ctx.config.accessTtlS);
  });
});
