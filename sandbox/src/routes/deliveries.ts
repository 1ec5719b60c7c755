/** Delivery groups, tariffs, validation of coordinates, cancel types, point/courier data, upload. */
import type { FastifyInstance } from 'fastify';
import {
  cancelGroupRequestSchema,
  cancelTypesQuerySchema,
  createGroupRequestSchema,
  groupListQuerySchema,
  tariffsRequestSchema,
  uploadOrdersRequestSchema,
  validateCoordinateRequestSchema,
} from '../contract';
import type { Paged, Group } from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { langOf } from '../http/lang';
import { ctxAt } from '../http/request-now';
import { checkDay, parse, parseId } from '../http/validate';
import { CANCEL_TYPES } from '../domain/catalogues';
import { almatyDayStart } from '../domain/clock';
import { cityOf, ZONES } from '../domain/geo';
import { cancelGroup, createGroup, quote } from '../domain/orders';
import type { GroupRow, PointRow } from '../domain/rows';
import { findGroup, loadGroupViews } from '../domain/rows';

/** A point whose street is blank: WRONG_INPUT_ADDRESS (the address must be exact), not a generic validation error. */
function rejectBlankStreets(body: unknown): void {
  const points = (body as { points?: unknown } | null)?.points;
  if (!Array.isArray(points)) return;
  for (const p of points) {
    const street = (p as { address?: { street?: unknown } } | null)?.address?.street;
    if (typeof street === 'string' && street.trim() === '') throw badRequest('WRONG_INPUT_ADDRESS');
  }
}

/** `%`, `_` and `\\` typed by a person are literal characters, not LIKE wildcards. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The order number, or any point's street, building, "street, building", contact name or phone:
 * `group_search.search_text` holds all of them in lower case, written by a trigger on points and
 * found through a trigram index (migration 4).
 */
function searchCondition(n: number): string {
  return `id IN (SELECT group_id FROM group_search WHERE search_text LIKE lower($${n}))`;
}

export function registerDeliveries(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  app.post('/rocket/v0/deliveries/orders/tariffs', auth, async (req) => {
    const companyId = requireCompany(req);
    const body = parse(tariffsRequestSchema, req.body);
    const points = body.points.map((p) =>
      'address' in p
        ? { lat: p.address.latitude, lon: p.address.longitude }
        : { lat: p.latitude, lon: p.longitude },
    );
    return quote(ctxAt(ctx, req), companyId, points, body.optimize_trip, body.address_id, langOf(req));
  });

  app.post('/rocket/v0/deliveries/groups', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    rejectBlankStreets(req.body);
    const body = parse(createGroupRequestSchema, req.body);
    return reply.code(201).send(await createGroup(ctxAt(ctx, req), companyId, body));
  });

  app.get('/rocket/v0/deliveries/groups', auth, async (req): Promise<Paged<Group>> => {
    const companyId = requireCompany(req);
    // Axios serialises arrays as status[]=1&status[]=2: accept that too.
    const raw = (req.query ?? {}) as Record<string, unknown>;
    const q = parse(groupListQuerySchema, { ...raw, status: raw.status ?? raw['status[]'] });
    const where = ['company_id = $1'];
    const params: unknown[] = [companyId];
    if (q.status.length > 0) {
      params.push(q.status);
      where.push(`status = ANY($${params.length}::int[])`);
    }
    if (q.was_planned !== undefined) {
      params.push(q.was_planned === 'true');
      where.push(`was_planned = $${params.length}`);
    }
    // Extensions beyond the spec (see groupListQuerySchema): search and a range of Almaty days.
    if (q.search) {
      params.push(`%${likeEscape(q.search)}%`);
      where.push(searchCondition(params.length));
    }
    if (q.created_from) {
      params.push(almatyDayStart(checkDay('created_from', q.created_from)));
      where.push(`created_at >= $${params.length}`);
    }
    if (q.created_to) {
      params.push(new Date(almatyDayStart(checkDay('created_to', q.created_to)).getTime() + 86_400_000));
      where.push(`created_at < $${params.length}`);
    }
    const filter = where.join(' AND ');
    const offset = (q.page - 1) * q.page_size;
    const order = `ORDER BY created_at DESC, id DESC LIMIT ${q.page_size} OFFSET ${offset}`;
    const countQuery = () =>
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM groups WHERE ${filter}`, params);
    // The page's ids first, from the list index alone (company, created_at, id + status, was_planned),
    // then only those rows: a deep page never reads the rows it skips. A search reads every row of
    // the company anyway, so it takes the total from the same scan (a window count).
    let ids: Array<{ id: number; total?: number }>;
    let count: number;
    if (q.search) {
      ids = await db.query(
        `SELECT id, count(*) OVER ()::int AS total FROM groups WHERE ${filter} ${order}`,
        params,
      );
      count = ids[0]?.total ?? (offset > 0 ? ((await countQuery())[0]?.n ?? 0) : 0);
    } else {
      count = (await countQuery())[0]?.n ?? 0;
      ids = await db.query(`SELECT id FROM groups WHERE ${filter} ${order}`, params);
    }
    const rows =
      ids.length === 0
        ? []
        : await db.query<GroupRow>(
            'SELECT * FROM groups WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC',
            [ids.map((row) => row.id)],
          );
    return {
      count,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < count ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: await loadGroupViews(db, rows),
    };
  });

  app.get('/rocket/v0/deliveries/groups/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'GROUP_DOES_NOT_EXIST');
    const g = await findGroup(db, companyId, id);
    if (!g) throw new ApiError(404, 'GROUP_DOES_NOT_EXIST');
    return (await loadGroupViews(db, [g]))[0];
  });

  app.patch('/rocket/v0/deliveries/groups/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'GROUP_DOES_NOT_EXIST');
    const body = parse(cancelGroupRequestSchema, req.body);
    let reason: string | null = body.comment === '' ? null : body.comment;
    if (body.cancel_type_id !== undefined) {
      const t = CANCEL_TYPES.find((c) => c.id === body.cancel_type_id);
      if (!t)
        throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
          cancel_type_id: 'Неизвестная причина отмены',
        });
      reason = body.comment === '' ? t.ru : `${t.ru}: ${body.comment}`;
    }
    return cancelGroup(ctxAt(ctx, req), companyId, id, body, reason);
  });

  app.post('/rocket/v0/deliveries/address/validate-coordinate', auth, async (req) => {
    requireCompany(req);
    const body = parse(validateCoordinateRequestSchema, req.body);
    const city = cityOf({ lat: body.latitude, lon: body.longitude });
    if (city === null) throw badRequest('WRONG_ADDRESS_ZONE');
    return { is_valid: true, city, city_name: ZONES[city].name };
  });

  app.get('/rocket/v0/deliveries/cancel-types', auth, async (req) => {
    requireCompany(req);
    const q = parse(cancelTypesQuerySchema, req.query);
    const kk = langOf(req) === 'kk';
    return {
      results: CANCEL_TYPES.filter((c) => c.type === q.type).map((c) => ({
        id: c.id,
        type: c.type,
        name: kk ? c.kk : c.ru,
      })),
    };
  });

  app.get('/rocket/v0/deliveries/get-point-data/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'POINT_DOES_NOT_EXIST');
    const row = (
      await db.query<
        PointRow & {
          order_state: GroupRow['state'];
          courier: GroupRow['courier'];
          eta_minutes: number | null;
        }
      >(
        `SELECT p.*, g.state AS order_state, g.courier, g.eta_minutes FROM points p JOIN groups g ON g.id = p.group_id
         WHERE p.id = $1 AND g.company_id = $2`,
        [id, companyId],
      )
    )[0];
    if (!row) throw new ApiError(404, 'POINT_DOES_NOT_EXIST');
    return {
      id: row.id,
      group_id: row.group_id,
      index: row.idx,
      state: row.state,
      order_state: row.order_state,
      contact_name: row.courier?.name ?? null,
      phone_number: row.courier?.phone_number ?? null,
      courier_latitude: row.courier?.latitude ?? null,
      courier_longitude: row.courier?.longitude ?? null,
      eta_minutes: row.eta_minutes,
    };
  });

  app.get('/rocket/v0/deliveries/get-courier-data/:id', auth, async (req) => {
    const companyId = requireCompany(req);
    const id = parseId((req.params as { id: string }).id, 'GROUP_DOES_NOT_EXIST');
    const g = await findGroup(db, companyId, id);
    if (!g) throw new ApiError(404, 'GROUP_DOES_NOT_EXIST');
    if (!g.courier) throw new ApiError(404, 'COURIER_NOT_ASSIGNED');
    return g.courier;
  });

  app.post('/rocket/v0/deliveries/upload-orders/', auth, async (req, reply) => {
    const companyId = requireCompany(req);
    const company = (
      await db.query<{ is_kaspi_box: boolean }>('SELECT is_kaspi_box FROM companies WHERE id = $1', [
        companyId,
      ])
    )[0];
    if (!company?.is_kaspi_box) throw forbidden('UPLOAD_NOT_ALLOWED');
    const body = parse(uploadOrdersRequestSchema, req.body);
    const results = [];
    for (const [index, o] of body.orders.entries()) {
      try {
        rejectBlankStreets(o);
        const g = await createGroup(
          ctxAt(ctx, req),
          companyId,
          {
            tariff_id: 1,
            points: o.points,
            delivery_time_type: o.delivery_time_type,
            datetime: o.datetime ?? null,
            payment_type: 2,
            card_token: null,
            comment: o.comment,
            is_urgent: false,
          },
          { isApi: true, transport: o.transport },
        );
        results.push({ index, external_id: o.external_id ?? null, id: g.id, number: g.number, error: null });
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        results.push({
          index,
          external_id: o.external_id ?? null,
          id: null,
          number: null,
          error: { code: e.code, message: e.message },
        });
      }
    }
    const created = results.filter((r) => r.id !== null).length;
    return reply.code(200).send({ created, failed: results.length - created, results });
  });
}
