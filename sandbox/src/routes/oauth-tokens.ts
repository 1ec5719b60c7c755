/**
 * The provider's token endpoint (code with PKCE / rotating refresh / track id) and device revoke.
 * The refresh token travels only in an HttpOnly cookie (src/http/cookies.ts), never in a JSON body.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenRequestSchema } from '../contract';
import type { TokenResponse } from '../contract';
import type { Ctx } from '../context';
import type { Queryable } from '../db/db';
import { revokeFamilies } from '../domain/token-families';
import { clearedRefreshCookie, isHttps, refreshCookie, refreshTokenOf } from '../http/cookies';
import { ApiError } from '../http/errors';
import { verifyJwt } from '../http/jwt';
import { parse } from '../http/validate';

interface ProviderTokens {
  access: string;
  refresh: string;
}

const randomToken = (prefix: string): string => `${prefix}_${crypto.randomBytes(24).toString('base64url')}`;

/** base64url(sha256(verifier)) === challenge, in constant time. */
function pkceMatches(verifier: string, challenge: string): boolean {
  const digest = Buffer.from(crypto.createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return digest.length === expected.length && crypto.timingSafeEqual(digest, expected);
}

async function issueProviderTokens(
  db: Queryable,
  ctx: Ctx,
  userId: number,
  clientId: string,
  familyId: string,
): Promise<ProviderTokens> {
  const access = randomToken('pat');
  const refresh = randomToken('prt');
  const now = Date.now();
  await db.query(
    `INSERT INTO oauth_tokens (access_token, refresh_token, family_id, user_id, client_id, access_expires_at, refresh_expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [
      access,
      refresh,
      familyId,
      userId,
      clientId,
      new Date(now + ctx.config.providerAccessTtlS * 1000),
      new Date(now + ctx.config.refreshTtlS * 1000),
    ],
  );
  return { access, refresh };
}

type Outcome = { ok: ProviderTokens } | { error: string };

export function registerOauthTokens(app: FastifyInstance, ctx: Ctx): void {
  const { config, db } = ctx;

  /** 200 with the access token in the body and the refresh token in its cookie. */
  const sendTokens = (req: FastifyRequest, reply: FastifyReply, tokens: ProviderTokens) => {
    const body: TokenResponse = {
      access_token: tokens.access,
      token_type: 'Bearer',
      expires_in: config.providerAccessTtlS,
    };
    return reply
      .header('set-cookie', refreshCookie(tokens.refresh, config.refreshTtlS, isHttps(req)))
      .header('cache-control', 'no-store')
      .send(body);
  };
  const invalid = (message: string, req?: FastifyRequest) =>
    new ApiError(
      400,
      'INVALID_GRANT',
      message,
      undefined,
      req ? { 'set-cookie': clearedRefreshCookie(isHttps(req)) } : undefined,
    );

  /** Single use: the code is spent by any attempt, and a replay revokes what it issued (RFC 6749 §4.1.2). */
  const exchangeCode = (body: {
    client_id: string;
    code: string;
    redirect_uri: string;
    code_verifier?: string | undefined;
  }): Promise<Outcome> =>
    db.transaction(async (tx): Promise<Outcome> => {
      const row = (
        await tx.query<{
          user_id: number;
          client_id: string;
          redirect_uri: string;
          code_challenge: string | null;
          expires_at: Date;
          used: boolean;
          family_id: string | null;
        }>('SELECT * FROM oauth_codes WHERE code = $1 FOR UPDATE', [body.code])
      )[0];
      if (!row) return { error: 'Код авторизации недействителен' };
      if (row.used) {
        if (row.family_id !== null) await revokeFamilies(tx, [row.family_id]);
        return { error: 'Код авторизации уже использован: выданные по нему токены отозваны' };
      }
      await tx.query('UPDATE oauth_codes SET used = TRUE WHERE code = $1', [body.code]);
      if (new Date(row.expires_at).getTime() < Date.now()) return { error: 'Срок действия кода истёк' };
      if (row.client_id !== body.client_id || row.redirect_uri !== body.redirect_uri)
        return { error: 'redirect_uri не совпадает' };
      if (row.code_challenge === null || !body.code_verifier) return { error: 'Нужен code_verifier (PKCE)' };
      if (!pkceMatches(body.code_verifier, row.code_challenge))
        return { error: 'code_verifier не подходит к code_challenge' };
      const familyId = crypto.randomUUID();
      await tx.query('UPDATE oauth_codes SET family_id = $2 WHERE code = $1', [body.code, familyId]);
      return { ok: await issueProviderTokens(tx, ctx, row.user_id, body.client_id, familyId) };
    });

  /** Rotation: a refresh token works once; presenting a rotated one revokes its whole family. */
  const rotate = (refreshToken: string, clientId: string): Promise<Outcome> =>
    db.transaction(async (tx): Promise<Outcome> => {
      const row = (
        await tx.query<{
          id: number;
          family_id: string;
          user_id: number;
          client_id: string;
          rotated: boolean;
          revoked: boolean;
          refresh_expires_at: Date;
        }>('SELECT * FROM oauth_tokens WHERE refresh_token = $1 FOR UPDATE', [refreshToken])
      )[0];
      if (!row || row.revoked || row.client_id !== clientId) return { error: 'Refresh-токен недействителен' };
      if (row.rotated) {
        await revokeFamilies(tx, [row.family_id]);
        return { error: 'Refresh-токен уже использован: все токены этой сессии отозваны' };
      }
      if (new Date(row.refresh_expires_at).getTime() < Date.now())
        return { error: 'Срок действия refresh-токена истёк' };
      await tx.query('UPDATE oauth_tokens SET rotated = TRUE WHERE id = $1', [row.id]);
      return { ok: await issueProviderTokens(tx, ctx, row.user_id, clientId, row.family_id) };
    });

  const trackGrant = (trackId: string, clientId: string): Promise<Outcome> =>
    db.transaction(async (tx): Promise<Outcome> => {
      const row = (
        await tx.query<{ user_id: number; expires_at: Date; used: boolean }>(
          'SELECT * FROM track_ids WHERE track_id = $1 FOR UPDATE',
          [trackId],
        )
      )[0];
      if (!row || row.used || new Date(row.expires_at).getTime() < Date.now())
        return { error: 'track_id недействителен' };
      await tx.query('UPDATE track_ids SET used = TRUE WHERE track_id = $1', [trackId]);
      return { ok: await issueProviderTokens(tx, ctx, row.user_id, clientId, crypto.randomUUID()) };
    });

  app.post('/api/v2/oauth2/tokens', async (req, reply) => {
    const grant = (req.body as { grant_type?: unknown } | null)?.grant_type;
    if (
      typeof grant === 'string' &&
      !['authorization_code', 'refresh_token', 'authorization_track_id'].includes(grant)
    ) {
      throw new ApiError(400, 'UNSUPPORTED_GRANT_TYPE');
    }
    const body = parse(tokenRequestSchema, req.body);
    if (body.client_id !== config.oauthClientId) throw new ApiError(401, 'INVALID_CLIENT');
    if (body.grant_type === 'authorization_code') {
      const outcome = await exchangeCode(body);
      if ('error' in outcome) throw invalid(outcome.error);
      return sendTokens(req, reply, outcome.ok);
    }
    if (body.grant_type === 'refresh_token') {
      // A browser's refresh token is in its cookie; a server-side client may still send it in the body.
      const presented = body.refresh_token ?? refreshTokenOf(req);
      if (presented === null) throw invalid('Нет refresh-токена', req);
      const outcome = await rotate(presented, body.client_id);
      if ('error' in outcome) throw invalid(outcome.error, req);
      return sendTokens(req, reply, outcome.ok);
    }
    const outcome = await trackGrant(body.track_id, body.client_id);
    if ('error' in outcome) throw invalid(outcome.error);
    return sendTokens(req, reply, outcome.ok);
  });

  /** The user of the Authorization header (platform JWT or provider access token). */
  const userOf = async (header: string | undefined): Promise<number> => {
    const m = /^(Bearer|JWT)\s+(\S+)$/i.exec(header ?? '');
    if (!m || m[2] === undefined) throw new ApiError(401, 'NOT_AUTHENTICATED');
    const token = m[2];
    if ((m[1] ?? '').toUpperCase() === 'JWT' || token.split('.').length === 3) {
      const v = verifyJwt(token, config.jwtSecret);
      if (!v.ok) throw new ApiError(401, v.reason === 'expired' ? 'TOKEN_EXPIRED' : 'NOT_AUTHENTICATED');
      return v.payload.sub;
    }
    const row = (
      await db.query<{ user_id: number; revoked: boolean; access_expires_at: Date }>(
        'SELECT * FROM oauth_tokens WHERE access_token = $1',
        [token],
      )
    )[0];
    if (!row || row.revoked || new Date(row.access_expires_at).getTime() < Date.now())
      throw new ApiError(401, 'INVALID_TOKEN');
    return row.user_id;
  };

  /**
   * Logout of every device: all provider tokens of the user, every platform JWT issued so far (the
   * user's token epoch) and the family of the refresh cookie. The cookie is cleared and its family
   * revoked whatever the Authorization header says; without a header the cookie alone is enough.
   */
  app.delete('/api/v1/oauth2/devices', async (req, reply) => {
    const cleared = { 'set-cookie': clearedRefreshCookie(isHttps(req)) };
    const cookieToken = refreshTokenOf(req);
    const cookieFamily =
      cookieToken === null
        ? undefined
        : (
            await db.query<{ family_id: string }>(
              'SELECT family_id FROM oauth_tokens WHERE refresh_token = $1',
              [cookieToken],
            )
          )[0]?.family_id;
    const fromCookie = cookieFamily === undefined ? 0 : await revokeFamilies(db, [cookieFamily]);
    if (req.headers.authorization === undefined && cookieFamily !== undefined)
      return reply.headers(cleared).send({ revoked: fromCookie });
    let userId: number;
    try {
      userId = await userOf(req.headers.authorization);
    } catch (err) {
      if (err instanceof ApiError) throw new ApiError(err.status, err.code, undefined, undefined, cleared);
      throw err;
    }
    const revoked = await db.transaction(async (tx) => {
      const families = await tx.query<{ family_id: string }>(
        'SELECT DISTINCT family_id FROM oauth_tokens WHERE user_id = $1 AND revoked = FALSE',
        [userId],
      );
      const n = await revokeFamilies(
        tx,
        families.map((f) => f.family_id),
      );
      await tx.query('UPDATE users SET token_epoch = token_epoch + 1 WHERE id = $1', [userId]);
      return n;
    });
    return reply.headers(cleared).send({ revoked: revoked + fromCookie });
  });
}
