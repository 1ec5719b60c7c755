/**
 * Token families (RFC 9700): everything one sign-in issued, the provider's rotating tokens
 * (oauth_tokens.family_id) and the platform JWTs traded for them (claim `fam`). A family dies as a
 * whole when a refresh token or an authorization code is replayed, or at logout.
 */
import crypto from 'node:crypto';
import type { PlatformTokens } from '../contract';
import type { SandboxConfig } from '../config';
import type { Queryable } from '../db/db';
import { issueJwt } from '../http/jwt';

/** A family of its own for platform tokens minted without the OAuth dance (/__sandbox/*). */
export const sandboxFamily = (): string => `sbx_${crypto.randomUUID()}`;

/** Revokes the provider tokens of these families and, by the revoked_families row, their platform JWTs. */
export async function revokeFamilies(db: Queryable, familyIds: readonly string[]): Promise<number> {
  const ids = [...new Set(familyIds)];
  if (ids.length === 0) return 0;
  const revoked = await db.query(
    'UPDATE oauth_tokens SET revoked = TRUE WHERE family_id = ANY($1::text[]) AND revoked = FALSE RETURNING id',
    [ids],
  );
  await db.query(
    'INSERT INTO revoked_families (family_id) SELECT unnest($1::text[]) ON CONFLICT (family_id) DO NOTHING',
    [ids],
  );
  return revoked.length;
}

export async function isFamilyRevoked(db: Queryable, familyId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM revoked_families WHERE family_id = $1', [familyId]);
  return rows.length > 0;
}

/** The platform's JWT pair of one family (choco/login, token/refresh, /__sandbox/tokens). */
export function issuePlatformTokens(
  config: Pick<SandboxConfig, 'accessTtlS' | 'refreshTtlS' | 'jwtSecret'>,
  user: { id: number; token_epoch: number },
  familyId: string,
  accessTtlS = config.accessTtlS,
): PlatformTokens {
  const access = issueJwt(user.id, 'access', user.token_epoch, accessTtlS, config.jwtSecret, familyId);
  const refresh = issueJwt(
    user.id,
    'refresh',
    user.token_epoch,
    config.refreshTtlS,
    config.jwtSecret,
    familyId,
  );
  return { tokens: { access, refresh }, access_token: access, expires_in: accessTtlS };
}
