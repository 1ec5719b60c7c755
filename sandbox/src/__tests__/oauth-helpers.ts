/** The OAuth dance for tests: authorize with PKCE, exchange the code, refresh with the cookie. */
import type { LightMyRequestResponse } from 'fastify';
import type { Sandbox } from '../server';
import { call, pkce, refreshCookieOf, USERS } from './helpers';

export const REDIRECT = 'http://localhost:8080/login';
export const APP_ORIGIN = 'http://localhost:8080';

export const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

export interface Authorized {
  url: URL;
  code: string;
  verifier: string;
}

/** Allows the authorize form with a fresh PKCE pair (`extra` may override any field). */
export async function authorize(
  sb: Sandbox,
  extra: Record<string, string> = {},
  user: number = USERS.alma,
): Promise<Authorized> {
  const { verifier, challenge } = pkce();
  const r = await call(
    sb,
    'POST',
    '/oauth/authorize',
    form({
      response_type: 'code',
      client_id: '1001',
      redirect_uri: REDIRECT,
      state: 'st-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      choco_user_id: String(user),
      action: 'allow',
      ...extra,
    }),
  );
  if (r.statusCode !== 302) throw new Error(`authorize: ${r.statusCode} ${r.body}`);
  const url = new URL(String(r.headers.location));
  return { url, code: String(url.searchParams.get('code')), verifier };
}

export const tokens = (sb: Sandbox, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(sb, 'POST', '/api/v2/oauth2/tokens', { body: { client_id: '1001', ...body }, headers });

/** Exchanges an authorized code (with its verifier unless another is given). */
export const exchange = (sb: Sandbox, a: Authorized, verifier: string | null = a.verifier) =>
  tokens(sb, {
    grant_type: 'authorization_code',
    code: a.code,
    redirect_uri: REDIRECT,
    ...(verifier === null ? {} : { code_verifier: verifier }),
  });

/** The refresh grant the way a browser sends it: no token in the body, the cookie instead. */
export const refreshByCookie = (sb: Sandbox, refresh: string, headers: Record<string, string> = {}) =>
  tokens(sb, { grant_type: 'refresh_token' }, { cookie: `refresh_token=${refresh}`, ...headers });

export interface Session {
  access: string;
  refresh: string;
  answer: LightMyRequestResponse;
}

/** The whole sign-in: the access token from the body, the refresh token from its cookie. */
export async function signIn(sb: Sandbox, user: number = USERS.alma): Promise<Session> {
  const answer = await exchange(sb, await authorize(sb, {}, user));
  if (answer.statusCode !== 200) throw new Error(`sign-in: ${answer.statusCode} ${answer.body}`);
  return { access: answer.json().access_token as string, refresh: String(refreshCookieOf(answer)), answer };
}

/** choco/login: the platform JWT pair of a provider access token. */
export async function platformLogin(
  sb: Sandbox,
  access: string,
): Promise<{ access: string; refresh: string }> {
  const r = await call(sb, 'POST', '/rocket/v0/common/choco/login', { body: { access_token: access } });
  if (r.statusCode !== 200) throw new Error(`choco/login: ${r.statusCode} ${r.body}`);
  return r.json().tokens as { access: string; refresh: string };
}

export const platformRefresh = (sb: Sandbox, refresh: string) =>
  call(sb, 'POST', '/rocket/v0/common/token/refresh', { body: { refresh } });
