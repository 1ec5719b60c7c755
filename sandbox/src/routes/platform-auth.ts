/** The platform's JWTs: choco/login (provider token -> JWT pair), token refresh, get-jwt-token. */
import type { FastifyInstance } from 'fastify';
import { chocoLoginRequestSchema, jwtTokenRequestSchema, platformRefreshRequestSchema } from '../contract';
import type { JwtTokenResponse, PlatformTokens } from '../contract';
import type { Ctx } from '../context';
import { authenticate } from '../http/auth';
import { ApiError } from '../http/errors';
import { issueJwt, verifyJwt } from '../http/jwt';
import { parse } from '../http/validate';

export function registerPlatformAuth(app: FastifyInstance, ctx: Ctx): void {
  const { config, db } = ctx;
  const pair = (userId: number, epoch: number): PlatformTokens => {
    const access = issueJwt(userId, 'access', epoch, config.accessTtlS, config.jwtSecret);
    const refresh = issueJwt(userId, 'refresh', epoch, config.refreshTtlS, config.jwtSecret);
    return { tokens: { access, refresh }, access_token: access, expires_in: config.accessTtlS };
  };

  app.post('/rocket/v0/common/choco/login', async (req) => {
    const body = parse(chocoLoginRequestSchema, req.body);
    const row = (
      await db.query<{ user_id: number; revoked: boolean; access_expires_at: Date; token_epoch: number }>(
        `SELECT t.user_id, t.revoked, t.access_expires_at, u.token_epoch FROM oauth_tokens t JOIN users u ON u.id = t.user_id
         WHERE t.access_token = $1`,
        [body.access_token],
      )
    )[0];
    if (!row || row.revoked) throw new ApiError(401, 'INVALID_TOKEN');
    if (new Date(row.access_expires_at).getTime() < Date.now()) throw new ApiError(401, 'TOKEN_EXPIRED');
    return pair(row.user_id, row.token_epoch);
  });

  app.post('/rocket/v0/common/token/refresh', async (req) => {
    const body = parse(platformRefreshRequestSchema, req.body);
    const v = verifyJwt(body.refresh, config.jwtSecret);
    if (!v.ok) throw new ApiError(401, v.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    if (v.payload.typ !== 'refresh') throw new ApiError(401, 'INVALID_TOKEN');
    const user = (
      await db.query<{ id: number; token_epoch: number }>('SELECT id, token_epoch FROM users WHERE id = $1', [
        v.payload.sub,
      ])
    )[0];
    if (!user || user.token_epoch !== v.payload.ep) throw new ApiError(401, 'INVALID_TOKEN');
    return pair(user.id, user.token_epoch);
  });

  app.post('/rocket/v0/common/get-jwt-token', async (req): Promise<JwtTokenResponse> => {
    const body = parse(jwtTokenRequestSchema, req.body);
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
    const auth = await authenticate(ctx, req);
    const user = (
      await db.query<{ token_epoch: number }>('SELECT token_epoch FROM users WHERE id = $1', [auth.userId])
    )[0];
    return {
      token: issueJwt(auth.userId, 'holding', user?.token_epoch ?? 0, config.accessTtlS, config.jwtSecret),
      token_type: 'Bearer',
      expires_in: config.accessTtlS,
      scope: 'holding',
    };
  });
}
