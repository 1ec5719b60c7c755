/** HS256 JWTs with node:crypto (the platform's tokens). */
import crypto from 'node:crypto';

interface JwtPayload {
  sub: number;
  typ: 'access' | 'refresh' | 'holding' | 'client';
  ep: number;
  iat: number;
  exp: number;
  jti: string;
  /** The token family (oauth_tokens.family_id) a platform access / refresh / holding token came from. */
  fam?: string;
  /** A client token's row (client_tokens.id): a holding token issued with the cabinet session. */
  tid?: number;
}

const b64 = (s: string | Buffer): string => Buffer.from(s).toString('base64url');

function signJwt(payload: JwtPayload, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function issueJwt(
  sub: number,
  typ: JwtPayload['typ'],
  epoch: number,
  ttlS: number,
  secret: string,
  fam?: string,
  nowS = Math.floor(Date.now() / 1000),
): string {
  const payload: JwtPayload = { sub, typ, ep: epoch, iat: nowS, exp: nowS + ttlS, jti: crypto.randomUUID() };
  return signJwt(fam === undefined ? payload : { ...payload, fam }, secret);
}

/** A company's client token (get-jwt-token with the cabinet session): a holding JWT naming its row. */
export function issueClientTokenJwt(
  sub: number,
  tokenId: number,
  ttlS: number,
  secret: string,
  nowS = Math.floor(Date.now() / 1000),
): string {
  return signJwt(
    { sub, typ: 'holding', ep: 0, iat: nowS, exp: nowS + ttlS, jti: crypto.randomUUID(), tid: tokenId },
    secret,
  );
}

type VerifyResult = { ok: true; payload: JwtPayload } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyJwt(token: string, secret: string, nowS = Math.floor(Date.now() / 1000)): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'invalid' };
  const [head = '', body = '', sig = ''] = parts;
  const expected = crypto.createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof payload !== 'object' || payload === null) return { ok: false, reason: 'invalid' };
  const p = payload as Partial<JwtPayload>;
  if (
    typeof p.sub !== 'number' ||
    typeof p.exp !== 'number' ||
    typeof p.typ !== 'string' ||
    typeof p.ep !== 'number' ||
    (p.fam !== undefined && typeof p.fam !== 'string') ||
    (p.tid !== undefined && !Number.isInteger(p.tid))
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (p.exp <= nowS) return { ok: false, reason: 'expired' };
  return { ok: true, payload: p as JwtPayload };
}
