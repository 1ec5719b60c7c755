/** Platform authentication: `Authorization: JWT <access>` (or `Bearer <holding token>`). */
import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ApiError } from './errors';
import { verifyJwt } from './jwt';

interface AuthInfo {
  userId: number;
  chocoUserId: number;
  companyId: number | null;
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
  const rows = await ctx.db.query<{
    id: number;
    choco_user_id: number;
    company_id: number | null;
    token_epoch: number;
  }>('SELECT id, choco_user_id, company_id, token_epoch FROM users WHERE id = $1', [payload.sub]);
  const user = rows[0];
  if (!user || user.token_epoch !== payload.ep) throw new ApiError(401, 'NOT_AUTHENTICATED');
  return { userId: user.id, chocoUserId: user.choco_user_id, companyId: user.company_id };
}

export function requireAuth(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new ApiError(401, 'NOT_AUTHENTICATED');
  return req.auth;
}

/** The caller's company id; 404 COMPANY_NOT_FOUND when the user has none yet. */
export function requireCompany(req: FastifyRequest): number {
  const auth = requireAuth(req);
  if (auth.companyId === null) throw new ApiError(404, 'COMPANY_NOT_FOUND');
  return auth.companyId;
}
