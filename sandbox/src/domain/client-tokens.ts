/**
 * A company's client tokens (sandbox extension, README "Client tokens"): holding JWTs issued with the
 * cabinet session, each remembered by a row that names its company, its issuer and its label. The
 * token itself is never stored: the row keeps only its last characters, for the list.
 */
import type { ClientToken } from '../contract';
import type { Ctx } from '../context';
import type { Queryable } from '../db/db';
import { issueClientTokenJwt } from '../http/jwt';

/** How many characters of a token the list shows. */
const HINT_LENGTH = 6;

interface ClientTokenRow {
  id: number;
  label: string;
  token_hint: string;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

function view(row: ClientTokenRow): ClientToken {
  return {
    id: row.id,
    label: row.label,
    token_hint: row.token_hint,
    created_by: row.created_by,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
  };
}

const SELECT_VIEW = `SELECT t.id, t.label, t.token_hint, t.created_at, t.expires_at, t.last_used_at,
    trim(u.first_name || ' ' || u.last_name) AS created_by
  FROM client_tokens t JOIN users u ON u.id = t.user_id`;

export async function issueClientToken(
  ctx: Ctx,
  userId: number,
  companyId: number,
  label: string,
): Promise<{ token: string; view: ClientToken }> {
  const { config, db } = ctx;
  return db.transaction(async (tx) => {
    const row = (
      await tx.query<{ id: number }>(
        `INSERT INTO client_tokens (company_id, user_id, label, token_hint, expires_at)
         VALUES ($1, $2, $3, '', now() + make_interval(secs => $4::double precision)) RETURNING id`,
        [companyId, userId, label, config.clientTokenTtlS],
      )
    )[0] as { id: number };
    const token = issueClientTokenJwt(userId, row.id, config.clientTokenTtlS, config.jwtSecret);
    await tx.query('UPDATE client_tokens SET token_hint = $1 WHERE id = $2', [
      token.slice(-HINT_LENGTH),
      row.id,
    ]);
    const saved = (await tx.query<ClientTokenRow>(`${SELECT_VIEW} WHERE t.id = $1`, [row.id]))[0];
    return { token, view: view(saved as ClientTokenRow) };
  });
}

/** The company's tokens that are not revoked, newest first (expired ones too: the list says so). */
export async function listClientTokens(db: Queryable, companyId: number): Promise<ClientToken[]> {
  const rows = await db.query<ClientTokenRow>(
    `${SELECT_VIEW} WHERE t.company_id = $1 AND t.revoked_at IS NULL ORDER BY t.created_at DESC, t.id DESC LIMIT 200`,
    [companyId],
  );
  return rows.map(view);
}

/** Revokes one of the company's tokens; false when the company has no such token. Revoking twice is fine. */
export async function revokeClientToken(db: Queryable, companyId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE client_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 AND company_id = $2 RETURNING id',
    [id, companyId],
  );
  return rows.length > 0;
}
