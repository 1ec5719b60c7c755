/** users/me, company, geo city, cards, company tasks, configs, banners. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  bannersQuerySchema,
  configsRequestSchema,
  createCompanyRequestSchema,
  TASK_PRICE_TENGE,
  updateGeoCityRequestSchema,
  WORKING_HOURS,
} from '../contract';
import type { Banner, Card, Configs, UserMe } from '../contract';
import type { Ctx } from '../context';
import { isCityClosed } from '../context';
import { authenticate, requireAuth, requireCompany } from '../http/auth';
import { ApiError } from '../http/errors';
import { langOf } from '../http/lang';
import { parse } from '../http/validate';
import { deliveryZones } from '../domain/geo';
import { findTrackedGroup } from '../domain/tracking';
import { RETURN_TASK_PRICE, TASKS, taskView } from '../domain/catalogues';
import type { CompanyRow } from '../domain/rows';
import { companyView } from '../domain/rows';

export function registerProfile(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.get('/rocket/users/me', auth, async (req): Promise<UserMe> => {
    const a = requireAuth(req);
    const u = (
      await db.query<{
        choco_user_id: number;
        first_name: string;
        last_name: string;
        email: string | null;
        phone_number: string;
        avatar: string | null;
        company_id: number | null;
      }>('SELECT * FROM users WHERE id = $1', [a.userId])
    )[0];
    if (!u) throw new ApiError(401, 'NOT_AUTHENTICATED');
    return {
      choco_user_id: u.choco_user_id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      phone_number: u.phone_number,
      avatar: u.avatar,
      company_id: u.company_id,
    };
  });

  const loadCompany = async (id: number) => {
    const row = (await db.query<CompanyRow>('SELECT * FROM companies WHERE id = $1', [id]))[0];
    if (!row) throw new ApiError(404, 'COMPANY_NOT_FOUND');
    return companyView(row);
  };

  app.get('/rocket/v0/business/company', auth, async (req) => loadCompany(requireCompany(req)));

  app.post('/rocket/v0/business/company', auth, async (req, reply) => {
    const a = requireAuth(req);
    const body = parse(createCompanyRequestSchema, req.body);
    const created = await db.transaction(async (tx) => {
      const u = (
        await tx.query<{ company_id: number | null; first_name: string; last_name: string }>(
          'SELECT company_id, first_name, last_name FROM users WHERE id = $1 FOR UPDATE',
          [a.userId],
        )
      )[0];
      if (!u) throw new ApiError(401, 'NOT_AUTHENTICATED');
      if (u.company_id !== null) throw new ApiError(409, 'COMPANY_ALREADY_EXISTS');
      const name = `${u.first_name} ${u.last_name}`;
      const row = (
        await tx.query<{ id: number }>(
          `INSERT INTO companies (name, contact_name, phone_number, sender_type, cent_token, balance, city)
           VALUES ($1,$2,$3,'company',$4,0,'almaty') RETURNING id`,
          [
            body.name ?? name,
            body.contact_name ?? name,
            body.phone_number,
            `cent_${crypto.randomBytes(8).toString('hex')}`,
          ],
        )
      )[0] as { id: number };
      await tx.query('UPDATE users SET company_id = $1 WHERE id = $2', [row.id, a.userId]);
      return row.id;
    });
    return reply.code(201).send(await loadCompany(created));
  });

  app.patch('/rocket/v0/business/update-geo-city/', auth, async (req) => {
    const companyId = requireCompany(req);
    const body = parse(updateGeoCityRequestSchema, req.body);
    await db.query('UPDATE companies SET city = $1 WHERE id = $2', [body.city, companyId]);
    return { city: body.city };
  });

  app.get('/rocket/v0/payments/ioka/get-cards', auth, async (req) => {
    const companyId = requireCompany(req);
    const rows = await db.query<Card>(
      'SELECT token, pan_masked, brand, expiry, is_default FROM cards WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return { results: rows };
  });

  app.get('/rocket/v0/business/company/tasks', auth, async (req) => {
    requireCompany(req);
    const lang = langOf(req);
    return { results: TASKS.map((t) => taskView(t, lang)) };
  });

  app.post('/rocket/v0/common/configs/get', auth, async (req): Promise<Configs> => {
    requireAuth(req);
    parse(configsRequestSchema, req.body);
    const now = ctx.clock.now();
    const city = req.auth?.companyId
      ? ((
          await db.query<{ city: string }>('SELECT city FROM companies WHERE id = $1', [req.auth.companyId])
        )[0]?.city ?? 'almaty')
      : 'almaty';
    const cityId = city === 'astana' ? 'astana' : 'almaty';
    const month = now.getUTCMonth();
    const winter = month <= 2 || month >= 10;
    return {
      weather: {
        city: cityId === 'astana' ? 'Астана' : 'Алматы',
        temperature_c: winter ? (cityId === 'astana' ? -14 : -4) : 22,
        condition: winter ? 'snow' : 'clear',
        is_bad_weather: winter,
      },
      surge_percent: ctx.switches.surgePercent,
      city_closed: isCityClosed(ctx.switches, cityId),
      working_hours: { from: WORKING_HOURS.from, to: WORKING_HOURS.to, time_zone: WORKING_HOURS.timeZone },
      task_prices: {
        fitting: TASK_PRICE_TENGE.fitting,
        photo: TASK_PRICE_TENGE.photo,
        verification_code: TASK_PRICE_TENGE.verificationCode,
        destination_change: RETURN_TASK_PRICE,
        on_delivery_payment: 0,
      },
      server_time: now.toISOString(),
      delivery_zones: deliveryZones(langOf(req)),
      company_city: cityId,
    };
  });

  // No `auth` config: a tracking token (beyond the spec) stands in for the JWT on the public page.
  app.get('/rocket/v0/business/banners', async (req) => {
    const query = parse(bannersQuerySchema, req.query ?? {});
    if (query.tracking_token !== undefined) await findTrackedGroup(ctx, query.tracking_token);
    else req.auth = await authenticate(ctx, req);
    const kk = langOf(req) === 'kk';
    // Absolute URLs: the images are served by the sandbox, not by the app's origin.
    const origin = `${req.protocol}://${req.host}`;
    const results: Banner[] = [
      {
        id: 1,
        placement: 'tracking',
        title: kk ? 'Бизнеске арналған жеткізу' : 'Доставка для бизнеса',
        text: kk ? 'Бір сағатта қала бойынша жеткізу' : 'Доставим по городу за час',
        image_url: `${origin}/static/banners/tracking.svg`,
        link: null,
      },
      {
        id: 2,
        placement: 'orders',
        title: kk ? 'Kaspi Box интеграциясы' : 'Интеграция с Kaspi Box',
        text: kk ? 'Тапсырыстарды файлмен жүктеңіз' : 'Загружайте заказы файлом',
        image_url: `${origin}/static/banners/kaspi.svg`,
        link: null,
      },
    ];
    return {
      results:
        query.tracking_token === undefined
          ? results
          : results.filter((banner) => banner.placement === 'tracking'),
    };
  });
}
