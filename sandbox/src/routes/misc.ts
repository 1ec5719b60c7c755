/** The bot sink (/bot/sendMessage), IP geolocation (/geoip) and public order tracking. */
import type { FastifyInstance } from 'fastify';
import { botSendMessageRequestSchema } from '../contract';
import type { Ctx } from '../context';
import { ApiError } from '../http/errors';
import { parse } from '../http/validate';
import { ZONES } from '../domain/geo';
import type { PointRow } from '../domain/rows';
import { searchEstimate } from '../domain/rows';
import { findTrackedGroup } from '../domain/tracking';

export function registerMisc(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;

  // Only the cabinet's pages may report errors: a browser always names their origin on this POST.
  app.post('/bot/sendMessage', async (req, reply) => {
    const origin = req.headers.origin;
    if (origin === undefined || !ctx.config.appOrigins.includes(origin))
      throw new ApiError(
        403,
        'ORIGIN_NOT_ALLOWED',
        'Отправлять сообщения боту можно только со страниц кабинета',
      );
    if (ctx.bot.rateLimitTimes > 0) {
      ctx.bot.rateLimitTimes -= 1;
      req.skipIdempotencyStore = true;
      const retry = ctx.bot.retryAfter;
      return reply
        .code(429)
        .header('retry-after', String(retry))
        .send({
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${retry}`,
          parameters: { retry_after: retry },
        });
    }
    const body = parse(botSendMessageRequestSchema, req.body, { wideIntegers: true });
    const row = (
      await db.query<{ id: number; created_at: Date }>(
        'INSERT INTO bot_messages (chat_id, text) VALUES ($1, $2) RETURNING id, created_at',
        [String(body.chat_id), body.text],
      )
    )[0] as { id: number; created_at: Date };
    return {
      ok: true,
      result: {
        message_id: row.id,
        chat: { id: body.chat_id },
        date: Math.floor(new Date(row.created_at).getTime() / 1000),
        text: body.text,
      },
    };
  });

  app.get('/geoip', async (req) => {
    const z = ZONES.almaty;
    return {
      ip: req.ip,
      country_code: 'KZ',
      city: z.name,
      city_id: 'almaty',
      latitude: z.center.lat,
      longitude: z.center.lon,
    };
  });

  app.get('/rocket/v0/tracking/:token', async (req) => {
    const g = await findTrackedGroup(ctx, (req.params as { token: string }).token);
    const points = await db.query<PointRow>('SELECT * FROM points WHERE group_id = $1 ORDER BY idx', [g.id]);
    return {
      number: g.number,
      state: g.state,
      status: g.status,
      company_name: g.company_name,
      eta_minutes: g.eta_minutes,
      courier: g.courier
        ? {
            name: g.courier.name,
            phone_number: g.courier.phone_number,
            transport: g.courier.transport,
            latitude: g.courier.latitude,
            longitude: g.courier.longitude,
          }
        : null,
      points: points.map((p) => ({
        index: p.idx,
        state: p.state,
        street: p.address.street,
        building: p.address.building,
        geo_data: [p.longitude, p.latitude],
      })),
      created_at: new Date(g.created_at).toISOString(),
      delivered_at: g.delivered_at ? new Date(g.delivered_at).toISOString() : null,
      updated_at: new Date(g.updated_at).toISOString(),
      search_estimate_minutes: searchEstimate(g.state),
      batching: g.batching,
    };
  });
}
