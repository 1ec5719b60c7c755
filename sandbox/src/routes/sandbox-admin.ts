/** Test-mode endpoints (/__sandbox/*): registered only when SANDBOX_MODE=test. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  botRateLimitSchema,
  bulkOrdersRequestSchema,
  clockSchema,
  faultSchema,
  switchesSchema,
  testCompanyRequestSchema,
  timeScaleSchema,
  trackIdRequestSchema,
} from '../contract';
import { z } from 'zod';
import type { Ctx } from '../context';
import type { Dispatcher } from '../dispatcher/dispatcher';
import { createBulkOrders } from '../domain/bulk-orders';
import { issuePlatformTokens, sandboxFamily } from '../domain/token-families';
import type { City } from '../contract';
import { ApiError } from '../http/errors';
import type { FaultRegistry } from '../http/faults';
import { instantInRange, parse } from '../http/validate';

interface AdminDeps {
  faults: FaultRegistry;
  dispatcher: Dispatcher;
  reset(): Promise<void>;
}

const tokensSchema = z.object({
  choco_user_id: z.number().int(),
  ttl_s: z
    .number()
    .int()
    .min(-86_400)
    .max(86_400 * 30)
    .optional(),
});
const balanceSchema = z.object({
  company_id: z.number().int(),
  balance: z.number().int().min(0).max(1_000_000_000),
});

/** Choco user ids of users made by the bulk endpoint start here, far from the demo accounts. */
const BULK_USER_BASE = 900_000;

export function registerSandboxAdmin(app: FastifyInstance, ctx: Ctx, deps: AdminDeps): void {
  const { db } = ctx;

  // Each mint is a family of its own (no provider tokens behind it), rotating like a real sign-in's.
  const tokensOf = (user: { id: number; token_epoch: number }, ttl: number) =>
    issuePlatformTokens(ctx.config, user, sandboxFamily(), ttl);

  /** A user with a company of its own, for tests that must not share the demo companies. */
  const createTestCompany = async (
    title: { ru: string; kk: string },
    opts: { kaspi: boolean; city: City; balance: number; name?: string } = {
      kaspi: false,
      city: 'almaty',
      balance: 1_000_000,
    },
  ) => {
    return db.transaction(async (tx) => {
      const choco = (
        await tx.query<{ n: number }>(
          'SELECT GREATEST(COALESCE(max(choco_user_id), 0), $1::int) + 1 AS n FROM users',
          [BULK_USER_BASE],
        )
      )[0]?.n as number;
      const name = opts.name ?? `ТОО «Тест ${choco}»`;
      const company = (
        await tx.query<{ id: number }>(
          `INSERT INTO companies (name, contact_name, phone_number, sender_type, is_kaspi_box, cent_token, balance, city, created_at)
           VALUES ($1, 'Тестовый отправитель', $2, 'company', $3, $4, $5, $6, $7) RETURNING id`,
          [
            name,
            `+7700${String(choco).padStart(7, '0').slice(-7)}`,
            opts.kaspi,
            `cent_${choco}`,
            opts.balance,
            opts.city,
            ctx.clock.now(),
          ],
        )
      )[0] as { id: number };
      const user = (
        await tx.query<{ id: number; token_epoch: number }>(
          `INSERT INTO users (choco_user_id, first_name, last_name, email, phone_number, company_id, demo_title_ru, demo_title_kk)
           VALUES ($1, 'Тест', $2, NULL, $3, $4, $5, $6) RETURNING id, token_epoch`,
          [
            choco,
            String(choco),
            `+7700${String(choco).padStart(7, '0').slice(-7)}`,
            company.id,
            title.ru,
            title.kk,
          ],
        )
      )[0] as { id: number; token_epoch: number };
      return {
        choco,
        user,
        company: { id: company.id, city: opts.city, contactName: 'Тестовый отправитель' },
      };
    });
  };

  app.get('/__sandbox/state', async () => ({
    mode: ctx.config.mode,
    now: ctx.clock.now().toISOString(),
    time_scale: ctx.config.timeScale,
    switches: ctx.switches,
    bot: ctx.bot,
    faults: deps.faults.list(),
  }));

  app.post('/__sandbox/faults', async (req, reply) =>
    reply.code(201).send(deps.faults.add(parse(faultSchema, req.body))),
  );
  app.get('/__sandbox/faults', async () => ({ results: deps.faults.list() }));
  app.delete('/__sandbox/faults', async (_req, reply) => {
    deps.faults.clear();
    return reply.code(204).send();
  });

  app.post('/__sandbox/reset', async () => {
    await deps.reset();
    return { ok: true };
  });

  app.post('/__sandbox/clock', async (req) => {
    const body = parse(clockSchema, req.body);
    if (body.now === null) ctx.clock.set(null);
    else {
      const t = Date.parse(body.now);
      if (Number.isNaN(t) || !instantInRange(t))
        throw new ApiError(400, 'VALIDATION_ERROR', undefined, { now: 'ISO 8601, годы 2000…2099' });
      ctx.clock.set(new Date(t), body.frozen);
    }
    return { now: ctx.clock.now().toISOString() };
  });

  app.post('/__sandbox/switches', async (req) => {
    const body = parse(switchesSchema, req.body);
    if (body.cityClosed !== undefined) ctx.switches.cityClosed = body.cityClosed;
    if (body.surgePercent !== undefined) ctx.switches.surgePercent = body.surgePercent;
    return ctx.switches;
  });

  app.post('/__sandbox/time-scale', async (req) => {
    ctx.config.timeScale = parse(timeScaleSchema, req.body).scale;
    return { scale: ctx.config.timeScale };
  });

  app.post('/__sandbox/dispatcher/tick', async () => ({ changed: await deps.dispatcher.tick() }));

  app.post('/__sandbox/track-ids', async (req, reply) => {
    const body = parse(trackIdRequestSchema, req.body);
    const user = (
      await db.query<{ id: number }>('SELECT id FROM users WHERE choco_user_id = $1', [body.choco_user_id])
    )[0];
    if (!user) throw new ApiError(404, 'NOT_FOUND', 'Пользователь не найден');
    const trackId = `trk_${crypto.randomBytes(18).toString('base64url')}`;
    await db.query('INSERT INTO track_ids (track_id, user_id, expires_at) VALUES ($1, $2, $3)', [
      trackId,
      user.id,
      new Date(Date.now() + 5 * 60_000),
    ]);
    return reply.code(201).send({ track_id: trackId, expires_in: 300 });
  });

  app.post('/__sandbox/tokens', async (req, reply) => {
    const body = parse(tokensSchema, req.body);
    const user = (
      await db.query<{ id: number; token_epoch: number }>(
        'SELECT id, token_epoch FROM users WHERE choco_user_id = $1',
        [body.choco_user_id],
      )
    )[0];
    if (!user) throw new ApiError(404, 'NOT_FOUND', 'Пользователь не найден');
    return reply.code(201).send(tokensOf(user, body.ttl_s ?? ctx.config.accessTtlS));
  });

  app.post('/__sandbox/orders/bulk', async (req, reply) => {
    const body = parse(bulkOrdersRequestSchema, req.body);
    let target: Awaited<ReturnType<typeof createTestCompany>>;
    if (body.choco_user_id === undefined)
      target = await createTestCompany({
        ru: `Тестовая компания: ${body.count} заказов`,
        kk: `Сынақ компаниясы: ${body.count} тапсырыс`,
      });
    else {
      const row = (
        await db.query<{
          id: number;
          token_epoch: number;
          company_id: number | null;
          city: City | 'all' | null;
          contact_name: string | null;
        }>(
          `SELECT u.id, u.token_epoch, u.company_id, c.city, c.contact_name
           FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.choco_user_id = $1`,
          [body.choco_user_id],
        )
      )[0];
      if (!row) throw new ApiError(404, 'NOT_FOUND', 'Пользователь не найден');
      if (row.company_id === null) throw new ApiError(404, 'COMPANY_NOT_FOUND');
      target = {
        choco: body.choco_user_id,
        user: row,
        company: {
          id: row.company_id,
          city: row.city === 'astana' ? 'astana' : 'almaty',
          contactName: row.contact_name || 'Отправитель',
        },
      };
    }
    const started = Date.now();
    const summary = await createBulkOrders(ctx, target.company, body.count);
    // Fresh statistics, so the planner sees the company's thousands of rows at once, and a visibility
    // map, so the list's count and page ids come from its index alone (PGlite has no autovacuum).
    await db.exec('VACUUM ANALYZE groups');
    await db.exec('ANALYZE points');
    // Also moves the new orders' search entries out of the trigram index's pending list.
    await db.exec('VACUUM ANALYZE group_search');
    return reply.code(201).send({
      choco_user_id: target.choco,
      company_id: target.company.id,
      ...summary,
      took_ms: Date.now() - started,
      ...tokensOf(target.user, ctx.config.accessTtlS),
    });
  });

  // A brand-new user and company with no orders (a Kaspi Box one on request), for a test that writes.
  app.post('/__sandbox/companies', async (req, reply) => {
    const body = parse(testCompanyRequestSchema, req.body ?? {});
    const target = await createTestCompany(
      body.is_kaspi_box
        ? { ru: 'Тестовая компания Kaspi Box', kk: 'Kaspi Box сынақ компаниясы' }
        : { ru: 'Тестовая компания', kk: 'Сынақ компаниясы' },
      { kaspi: body.is_kaspi_box, city: body.city, balance: body.balance, name: body.name },
    );
    return reply.code(201).send({
      choco_user_id: target.choco,
      company_id: target.company.id,
      ...tokensOf(target.user, ctx.config.accessTtlS),
    });
  });

  app.post('/__sandbox/balance', async (req) => {
    const body = parse(balanceSchema, req.body);
    const rows = await db.query('UPDATE companies SET balance = $1 WHERE id = $2 RETURNING id', [
      body.balance,
      body.company_id,
    ]);
    if (rows.length === 0) throw new ApiError(404, 'COMPANY_NOT_FOUND');
    return body;
  });

  app.get('/__sandbox/bot/messages', async () => {
    const rows = await db.query<{ id: number; chat_id: string; text: string; created_at: Date }>(
      'SELECT * FROM bot_messages ORDER BY id',
    );
    return { results: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })) };
  });
  app.delete('/__sandbox/bot/messages', async (_req, reply) => {
    await db.query('DELETE FROM bot_messages');
    return reply.code(204).send();
  });
  app.post('/__sandbox/bot/rate-limit', async (req) => {
    const body = parse(botRateLimitSchema, req.body);
    ctx.bot.rateLimitTimes = body.times;
    ctx.bot.retryAfter = body.retryAfter;
    return ctx.bot;
  });
}
