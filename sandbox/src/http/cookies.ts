/**
 * Cookies of the provider stand-in. The refresh token lives in an HttpOnly cookie scoped to /api
 * (OAuth 2.0 for Browser-Based Apps): page scripts never see it, only the token and logout calls carry it.
 */
import type { FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_ATTRIBUTES = 'Path=/api; HttpOnly; SameSite=Strict';
/** The shape of the provider's refresh tokens (`prt_` + 24 random bytes, base64url). */
const REFRESH_TOKEN = /^prt_[A-Za-z0-9_-]{16,128}$/;

/** Every decodable value of a cookie in a Cookie header (one per path it was set for, longest path first). */
function cookieValues(header: string | undefined, name: string): string[] {
  const values: string[] = [];
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      values.push(decodeURIComponent(v.join('=')));
    } catch {
      // not percent-decodable: not ours
    }
  }
  return values;
}

/** A cookie's value from a Cookie header; null when absent or not decodable. */
export function cookieOf(header: string | undefined, name: string): string | null {
  return cookieValues(header, name)[0] ?? null;
}

/** The request came over https (directly, or through a proxy that says so in X-Forwarded-Proto). */
export function isHttps(req: FastifyRequest): boolean {
  const raw = req.headers['x-forwarded-proto'];
  const forwarded = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || req.protocol === 'https';
}

export function refreshCookie(token: string, maxAgeS: number, secure: boolean): string {
  return `${REFRESH_COOKIE}=${token}; ${REFRESH_COOKIE_ATTRIBUTES}; Max-Age=${Math.max(0, Math.floor(maxAgeS))}${secure ? '; Secure' : ''}`;
}

export function clearedRefreshCookie(secure: boolean): string {
  return `${REFRESH_COOKIE}=; ${REFRESH_COOKIE_ATTRIBUTES}; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * The refresh token of the request's cookie, if one has the shape of one. Cookies are not isolated by
 * port: a page of another port on the same host may have set a `refresh_token` cookie of its own.
 */
export function refreshTokenOf(req: FastifyRequest): string | null {
  return cookieValues(req.headers.cookie, REFRESH_COOKIE).find((v) => REFRESH_TOKEN.test(v)) ?? null;
}
