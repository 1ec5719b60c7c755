/**
 * Platform authentication: `Authorization: JWT <access>` (the cabinet session) or `Bearer <client
 * token>` (a holding token from get-jwt-token, alive until revoked or expired, whatever the session
 * that issued it does, for as long as its issuer still belongs to the company).
 */
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ApiError } from './errors';
import { verifyJwt } from './jwt';

interface AuthInfo {
  userId: number;
  chocoUserId: number;
  companyId: number | null;
  /** The token family the JWT came from (null for tokens without one). */
  family: string | null;
  /** 'session': the platform JWT of a sign-in; 'client-token': a company's client (holding) token. */
  via: 'session' | 'client-token';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    /** Route needs the platform JWT. */
    auth?: boolean;
  }
}

export async function authenticate(ctx: Ctx, req: FastifyRequest): Promise<AuthInfo> {
  const header = req.headers.authorization ?? '';
  const m = /^(JWT|Bearer)\s+(\S+)$/i.exec(header);
  if (!m || m[2] === undefined) throw new ApiError(401, 'NOT_AUTHENTICATED');
  const scheme = (m[1] ?? '').toUpperCase();
  const result = verifyJwt(m[2], ctx.config.jwtSecret);
  if (!result.ok)
    throw new ApiError(401, result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'NOT_AUTHENTICATED');
  const { payload } = result;
  const allowed = scheme === 'JWT' ? payload.typ === 'access' : payload.typ === 'holding';
  if (!allowed) throw new ApiError(401, 'NOT_AUTHENTICATED');
  if (payload.typ === 'holding') return authenticateClientToken(ctx, payload.sub, payload.tid);
  // A revoked family (refresh reuse, code replay, logout) takes its access tokens down at once too.
  const rows = await ctx.db.query<{
    id: number;
    choco_user_id: number;
    company_id: number | null;
    token_epoch: number;
    family_revoked: boolean;
  }>(
    `SELECT id, choco_user_id, company_id, token_epoch,
       EXISTS (SELECT 1 FROM revoked_families WHERE family_id = $2::text) AS family_revoked
     FROM users WHERE id = $1`,
    [payload.sub, payload.fam ?? null],
  );
  const user = rows[0];
  if (!user || user.token_epoch !== payload.ep || user.family_revoked)
    throw new ApiError(401, 'NOT_AUTHENTICATED');
  return {
    userId: user.id,
    chocoUserId: user.choco_user_id,
    companyId: user.company_id,
    family: payload.fam ?? null,
    via: 'session',
  };
}

/** A client token works while its row is not revoked and its issuer is still in the token's company. */
async function authenticateClientToken(
  ctx: Ctx,
  userId: number,
  tokenId: number | undefined,
): Promise<AuthInfo> {
  if (tokenId === undefined) throw new ApiError(401, 'NOT_AUTHENTICATED');
  const row = (
    await ctx.db.query<{
      id: number;
      choco_user_id: number;
      company_id: number | null;
      token_company: number;
      revoked: boolean;
      used_lately: boolean;
    }>(
      `SELECT u.id, u.choco_user_id, u.company_id, t.company_id AS token_company,
         t.revoked_at IS NOT NULL AS revoked,
         COALESCE(t.last_used_at > now() - interval '1 minute', FALSE) AS used_lately
       FROM client_tokens t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND t.user_id = $2`,
      [tokenId, userId],
    )
  )[0];
  if (!row || row.revoked || row.company_id !== row.token_company)
    throw new ApiError(401, 'NOT_AUTHENTICATED');
  // "Last used" to the minute: a busy integration does not write the row on every call.
  if (!row.used_lately)
    await ctx.db.query('UPDATE client_tokens SET last_used_at = now() WHERE id = $1', [tokenId]);
  return {
    userId: row.id,
    chocoUserId: row.choco_user_id,
    companyId: row.company_id,
    family: null,
    via: 'client-token',
  };
}

export function requireAuth(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new ApiError(401, 'NOT_AUTHENTICATED');
  return req.auth;
}

/** Managing the company's access (client tokens, employees) takes the cabinet session, never a client token. */
export function requireSession(req: FastifyRequest): AuthInfo {
  const auth = requireAuth(req);
  if (auth.via !== 'session') throw new ApiError(403, 'SESSION_REQUIRED');
  return auth;
}

/** The caller's company id; 404 COMPANY_NOT_FOUND when the user has none yet. */
export function requireCompany(req: FastifyRequest): number {
  const auth = requireAuth(req);
  if (auth.companyId === null) throw new ApiError(404, 'COMPANY_NOT_FOUND');
  return auth.companyId;
}
