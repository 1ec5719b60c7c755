/**
 * Idempotency by the X-Idempotency-Key header on every non-GET request that carries it.
 * Same key + same request -> the stored answer; other request -> 422; original still running ->
 * wait up to idempotencyWaitMs for it, then 409. Keys are scoped per company (or user / IP) for 24 h.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { canonicalJson } from './canonical-json';
import { ApiError } from './errors';
import { hasControlChar } from './input-guard';

const TTL_MS = 24 * 3600 * 1000;

interface InFlight {
  hash: string;
  done: Promise<void>;
  resolve: () => void;
}

interface IdemState {
  scope: string;
  key: string;
  hash: string;
  released: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idem: IdemState | null;
    /** Set by fault injection: never store this answer. */
    skipIdempotencyStore: boolean;
  }
}

function scopeOf(req: FastifyRequest): string {
  if (req.auth) return req.auth.companyId !== null ? `c:${req.auth.companyId}` : `u:${req.auth.userId}`;
  return `ip:${req.ip}`;
}

export function registerIdempotency(app: FastifyInstance, ctx: Ctx): { release(req: FastifyRequest): void } {
  const inflight = new Map<string, InFlight>();

  const release = (req: FastifyRequest): void => {
    const st = req.idem;
    if (!st || st.released) return;
    st.released = true;
    const id = `${st.scope}\u0000${st.key}`;
    const f = inflight.get(id);
    if (f) {
      inflight.delete(id);
      f.resolve();
    }
  };

  const lookup = async (scope: string, key: string) => {
    const rows = await ctx.db.query<{
      request_hash: string;
      status: number;
      body: string;
      content_type: string;
    }>(
      `SELECT request_hash, status, body, content_type FROM idempotency_keys
       WHERE scope = $1 AND key = $2 AND created_at > $3`,
      [scope, key, new Date(Date.now() - TTL_MS)],
    );
    return rows[0];
  };

  const replay = (reply: FastifyReply, row: { status: number; body: string; content_type: string }) =>
    reply
      .code(row.status)
      .header('content-type', row.content_type)
      .header('idempotent-replayed', 'true')
      .send(row.body);

  app.decorateRequest('idem', null);
  app.decorateRequest('skipIdempotencyStore', false);

  app.addHook('preHandler', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const raw = req.headers['x-idempotency-key'];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (key === undefined || key === '') return;
    if (key.length > 200)
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        'X-Idempotency-Key': 'Не длиннее 200 символов',
      });
    if (hasControlChar(key, false))
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        'X-Idempotency-Key': 'Без управляющих символов',
      });
    const scope = scopeOf(req);
    // Canonical JSON: the same body with its fields in another order is a replay, not another request.
    const hash = crypto
      .createHash('sha256')
      .update(
        `${req.method} ${req.routeOptions.url ?? req.url} ${req.url}\n${canonicalJson(req.body ?? null)}`,
      )
      .digest('hex');
    const id = `${scope}\u0000${key}`;
    const deadline = Date.now() + ctx.config.idempotencyWaitMs;
    for (;;) {
      const running = inflight.get(id);
      if (running) {
        if (running.hash !== hash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
        const left = deadline - Date.now();
        if (left <= 0) throw new ApiError(409, 'IDEMPOTENCY_KEY_IN_FLIGHT');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([running.done, new Promise<void>((r) => (timer = setTimeout(r, left)))]);
        clearTimeout(timer);
        continue;
      }
      const stored = await lookup(scope, key);
      if (stored) {
        if (stored.request_hash !== hash) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED');
        return replay(reply, stored);
      }
      if (inflight.has(id)) continue;
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((r) => (resolve = r));
      inflight.set(id, { hash, done, resolve });
      req.idem = { scope, key, hash, released: false };
      return;
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const st = req.idem;
    if (!st || st.released) return payload;
    const status = reply.statusCode;
    if (
      !req.skipIdempotencyStore &&
      status < 500 &&
      status !== 409 &&
      status !== 429 &&
      typeof payload === 'string'
    ) {
      const ct = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      await ctx.db.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, status, body, content_type, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, status = EXCLUDED.status,
           body = EXCLUDED.body, content_type = EXCLUDED.content_type, created_at = EXCLUDED.created_at`,
        [st.scope, st.key, st.hash, status, payload, ct],
      );
    }
    release(req);
    return payload;
  });

  app.addHook('onResponse', async (req) => release(req));
  app.addHook('onRequestAbort', async (req) => release(req));

  return { release };
}

export async function purgeIdempotency(ctx: Ctx): Promise<void> {
  await ctx.db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [new Date(Date.now() - TTL_MS)]);
}
