/**
 * The platform's JWTs: choco/login (provider token -> JWT pair), token refresh, get-jwt-token.
 * Refresh JWTs rotate: each one works once; a used one presented again revokes its whole family.
 */
import type { FastifyInstance } from 'fastify';
import {
  chocoLoginRequestSchema,
  issueClientTokenRequestSchema,
  platformRefreshRequestSchema,
} from '../contract';
import type { IssuedClientToken } from '../contract';
import type { Ctx } from '../context';
import { isFamilyRevoked, issuePlatformTokens, revokeFamilies } from '../domain/token-families';
import { issueClientToken } from '../domain/client-tokens';
import { authenticate } from '../http/auth';
import { ApiError } from '../http/errors';
import { issueJwt, verifyJwt } from '../http/jwt';
import { parse } from '../http/validate';

export function registerPlatformAuth(app: FastifyInstance, ctx: Ctx): void {
  const { config, db } = ctx;

  app.post('/rocket/v0/common/choco/login', async (req) => {
    const body = parse(chocoLoginRequestSchema, req.body);
    const row = (
      await db.query<{
        user_id: number;
        family_id: string;
        revoked: boolean;
        access_expires_at: Date;
        token_epoch: number;
      }>(
        `SELECT t.user_id, t.family_id, t.revoked, t.access_expires_at, u.token_epoch FROM oauth_tokens t
         JOIN users u ON u.id = t.user_id WHERE t.access_token = $1`,
        [body.access_token],
      )
    )[0];
    if (!row || row.revoked) throw new ApiError(401, 'INVALID_TOKEN');
    if (new Date(row.access_expires_at).getTime() < Date.now()) throw new ApiError(401, 'TOKEN_EXPIRED');
    return issuePlatformTokens(config, { id: row.user_id, token_epoch: row.token_epoch }, row.family_id);
  });

  app.post('/rocket/v0/common/token/refresh', async (req) => {
    const body = parse(platformRefreshRequestSchema, req.body);
    const v = verifyJwt(body.refresh, config.jwtSecret);
    if (!v.ok) throw new ApiError(401, v.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    const { payload } = v;
    const family = payload.fam;
    if (payload.typ !== 'refresh' || typeof payload.jti !== 'string' || family === undefined)
      throw new ApiError(401, 'INVALID_TOKEN');
    const outcome = await db.transaction(async (tx) => {
      const user = (
        await tx.query<{ id: number; token_epoch: number }>(
          'SELECT id, token_epoch FROM users WHERE id = $1',
          [payload.sub],
        )
      )[0];
      if (!user || user.token_epoch !== payload.ep || (await isFamilyRevoked(tx, family))) return null;
      const fresh = await tx.query(
        `INSERT INTO used_refresh_jtis (jti, family_id, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (jti) DO NOTHING RETURNING jti`,
        [payload.jti, family, new Date(payload.exp * 1000)],
      );
      if (fresh.length === 0) {
        // Reuse: the token was stolen or replayed; end the whole sign-in, provider tokens included.
        await revokeFamilies(tx, [family]);
        return null;
      }
      await tx.query('DELETE FROM used_refresh_jtis WHERE expires_at < now()');
      return user;
    });
    if (outcome === null) throw new ApiError(401, 'INVALID_TOKEN');
    return issuePlatformTokens(config, outcome, family);
  });

  app.post('/rocket/v0/common/get-jwt-token', async (req): Promise<IssuedClientToken> => {
    const body = parse(issueClientTokenRequestSchema, req.body);
    if (body.client_id !== undefined || body.client_secret !== undefined) {
      if (body.client_id !== config.oauthClientId || body.client_secret !== config.clientSecret)
        throw new ApiError(401, 'INVALID_CLIENT');
      return {
        token: issueJwt(0, 'client', 0, config.accessTtlS, config.jwtSecret),
        token_type: 'Bearer',
        expires_in: config.accessTtlS,
        scope: 'client',
      };
    }
    // A company's client token: issued with the cabinet session only, never with another client token.
    const auth = await authenticate(ctx, req);
    if (auth.via !== 'session') throw new ApiError(403, 'SESSION_REQUIRED');
    if (auth.companyId === null) throw new ApiError(404, 'COMPANY_NOT_FOUND');
    const issued = await issueClientToken(ctx, auth.userId, auth.companyId, body.label ?? '');
    return {
      token: issued.token,
      token_type: 'Bearer',
      expires_in: config.clientTokenTtlS,
      scope: 'holding',
      client_token: issued.view,
    };
  });
}
