/** Order (delivery group) rules: quotes, creation, cancellation. */
import crypto from 'node:crypto';
import type { z } from 'zod';
import type {
  City,
  createGroupRequestSchema,
  cancelGroupRequestSchema,
  Group,
  Lang,
  LonLat,
  RatesResponse,
  Tariff,
  Transport,
} from '../contract';
import { WORKING_HOURS } from '../contract';
import type { Ctx } from '../context';
import { isCityClosed } from '../context';
import type { Queryable } from '../db/db';
import { ApiError, badRequest } from '../http/errors';
import { COURIER_ARRIVAL_FEE, TASKS, taskView } from './catalogues';
import { isWorkingTime } from './clock';
import type { LatLon } from './geo';
import { cityOf, optimiseOrder, round2, routeKm } from './geo';
import { priceRoute, routeKey } from './tariffs';
import type { GroupRow, PointRow } from './rows';
import { findGroup, loadGroupViews, STATE_STATUS } from './rows';

export type CreateGroupBody = z.output<typeof createGroupRequestSchema>;
export type CancelGroupBody = z.output<typeof cancelGroupRequestSchema>;

const QUOTE_TTL_MS = 30 * 60 * 1000;

/** Zone rules shared by tariffs and creation: every point in a zone, all in one city, city open. */
export function checkZones(ctx: Ctx, points: LatLon[]): City {
  const cities = points.map(cityOf);
  if (cities.some((c) => c === null)) throw badRequest('WRONG_ADDRESS_ZONE');
  const first = cities[0] as City;
  if (cities.some((c) => c !== first)) throw badRequest('WRONG_ADDRESS_COORDINATE');
  if (isCityClosed(ctx.switches, first)) throw badRequest('CITY_IS_CLOSED');
  return first;
}

async function checkMaxDistance(
  db: Queryable,
  companyId: number,
  addressId: number | undefined,
  points: LatLon[],
) {
  if (addressId === undefined) return;
  const rows = await db.query<{ max_order_distance: number | null }>(
    'SELECT max_order_distance FROM addresses WHERE id = $1 AND company_id = $2',
    [addressId, companyId],
  );
  const row = rows[0];
  if (!row) throw new ApiError(404, 'ADDRESS_NOT_FOUND');
  const max = row.max_order_distance;
  if (max !== null && routeKm(points) > max) {
    throw badRequest('MAX_DISTANCE_EXCEEDED', `Максимальное расстояние заказа для этого адреса: ${max} км`);
  }
}

async function storeQuotes(
  db: Queryable,
  companyId: number,
  points: LatLon[],
  expiresAt: Date,
  drafts: ReturnType<typeof priceRoute>,
  distance: number,
): Promise<Tariff[]> {
  const key = routeKey(points);
  const rows = await db.query<{ id: number }>(
    `INSERT INTO tariff_quotes (company_id, transport, price, distance, eta_minutes, route_key, is_unavailable, expires_at)
     SELECT $1, t.transport, t.price, $2, t.eta, $3, t.unavailable, $4
     FROM jsonb_to_recordset($5::jsonb) AS t(transport text, price int, eta int, unavailable boolean)
     RETURNING id`,
    [
      companyId,
      distance,
      key,
      expiresAt,
      JSON.stringify(
        drafts.map((d) => ({
          transport: d.transport,
          price: d.price,
          eta: d.eta_minutes,
          unavailable: d.is_unavailable,
        })),
      ),
    ],
  );
  return drafts.map((d, i) => ({ id: (rows[i] as { id: number }).id, ...d }));
}

export async function quote(
  ctx: Ctx,
  companyId: number,
  points: LatLon[],
  optimize: boolean,
  addressId: number | undefined,
  lang: Lang = 'ru',
): Promise<RatesResponse> {
  checkZones(ctx, points);
  await checkMaxDistance(ctx.db, companyId, addressId, points);
  const now = ctx.clock.nowMs();
  const expiresAt = new Date(now + QUOTE_TTL_MS);
  const surge = ctx.switches.surgePercent;
  const toWaypoints = (ps: LatLon[]): LonLat[] => ps.map((p) => [p.lon, p.lat]);
  const distance = round2(routeKm(points));
  const tariffs = await storeQuotes(
    ctx.db,
    companyId,
    points,
    expiresAt,
    priceRoute(distance, points.length, surge, lang),
    distance,
  );
  let optimized: RatesResponse['optimized'] = null;
  if (optimize) {
    const order = optimiseOrder(points);
    const ordered = order.map((i) => points[i] as LatLon);
    const d2 = round2(routeKm(ordered));
    const t2 = await storeQuotes(
      ctx.db,
      companyId,
      ordered,
      expiresAt,
      priceRoute(d2, ordered.length, surge, lang),
      d2,
    );
    optimized = { tariffs: t2, distance: d2, waypoints: toWaypoints(ordered), order };
  }
  return { tariffs, distance, waypoints: toWaypoints(points), optimized };
}

interface PreparedPoint {
  idx: number;
  address: Omit<CreateGroupBody['points'][number]['address'], never>;
  contact: CreateGroupBody['points'][number]['contact_info'];
  lat: number;
  lon: number;
  city: City;
  tasks: ReturnType<typeof taskView>[];
  items: Array<{ id: number; title: string; price: number }>;
  cod: number;
}

function prepareTasks(body: CreateGroupBody): { points: Omit<PreparedPoint, 'city'>[]; tasksPrice: number } {
  let tasksPrice = 0;
  let returns = 0;
  const fields: Record<string, string> = {};
  const points = body.points.map((p, idx) => {
    const seen = new Set<number>();
    const tasks = p.tasks.map((t, ti) => {
      const def = TASKS.find((d) => d.id === t.id);
      if (!def) {
        fields[`points.${idx}.tasks.${ti}.id`] = 'Неизвестное задание';
        return null;
      }
      if (seen.has(def.id)) fields[`points.${idx}.tasks.${ti}.id`] = 'Задание указано дважды';
      seen.add(def.id);
      if (def.code === 'destination_change') returns += 1;
      tasksPrice += def.price;
      return taskView(def, 'ru', t.comment);
    });
    const hasPayment = tasks.some((t) => t?.code === 'on_delivery_payment');
    if (hasPayment && p.delivery_payment_items.length === 0) {
      fields[`points.${idx}.delivery_payment_items`] = 'Заполните поля для задания на оплату';
    }
    if (!hasPayment && p.delivery_payment_items.length > 0) {
      fields[`points.${idx}.delivery_payment_items`] = 'Товары к оплате требуют задания «Принять оплату»';
    }
    if (hasPayment && idx === 0) fields[`points.0.tasks`] = 'Оплату принимают только у получателя';
    const items = p.delivery_payment_items.map((it, i) => ({ id: i + 1, title: it.title, price: it.price }));
    return {
      idx,
      address: p.address,
      contact: p.contact_info,
      lat: p.address.latitude,
      lon: p.address.longitude,
      tasks: tasks.filter((t): t is NonNullable<typeof t> => t !== null),
      items,
      cod: hasPayment ? items.reduce((s, it) => s + it.price, 0) : 0,
    };
  });
  if (returns > 1) fields['points'] = 'Возврат на первый адрес можно заказать только один раз';
  if (Object.keys(fields).length > 0) throw new ApiError(400, 'VALIDATION_ERROR', undefined, fields);
  return { points, tasksPrice };
}

/** ISO date-time; without an offset it is Almaty local time ("2026-11-23 10:30" = 10:30 UTC+5). */
export function normaliseDatetime(raw: string): string {
  const s = raw.trim().replace(' ', 'T');
  if (s === '' || /(Z|[+-]\d{2}:?\d{2})$/i.test(s)) return s;
  return /T\d{2}:\d{2}/.test(s) ? `${s}+05:00` : s;
}

export interface CreateOptions {
  isApi?: boolean;
  /** Upload-orders: price the route for this transport instead of a quote id. */
  transport?: Transport;
}

export async function createGroup(
  ctx: Ctx,
  companyId: number,
  body: CreateGroupBody,
  opts: CreateOptions = {},
): Promise<Group> {
  const now = ctx.clock.now();
  const hasTasks = body.points.some((p) => p.tasks.length > 0);
  if (body.is_urgent && body.points.length !== 2) throw badRequest('EXPECTED_TWO_POINTS_FOR_AN_URGENT');
  if (body.is_urgent && hasTasks) throw badRequest('URGENT_WITH_TASKS');
  const { points: prepared, tasksPrice } = prepareTasks(body);
  const latlons = prepared.map((p) => ({ lat: p.lat, lon: p.lon }));
  const city = checkZones(ctx, latlons);

  let plannedAt: Date | null = null;
  if (body.delivery_time_type === 2) {
    const raw = normaliseDatetime(body.datetime ?? '');
    const t = Date.parse(raw);
    if (raw === '' || Number.isNaN(t)) {
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        datetime: 'Укажите время запланированного заказа',
      });
    }
    plannedAt = new Date(t);
    if (
      plannedAt.getTime() < now.getTime() + 30 * 60_000 ||
      plannedAt.getTime() > now.getTime() + 30 * 86_400_000
    ) {
      throw badRequest(
        'PLANNED_TIME_INVALID',
        'Запланировать заказ можно не раньше чем через 30 минут и не позже чем через 30 дней',
      );
    }
    if (!isWorkingTime(plannedAt, WORKING_HOURS.from, WORKING_HOURS.to)) throw badRequest('NON_WORKING_TIME');
  } else if (!isWorkingTime(now, WORKING_HOURS.from, WORKING_HOURS.to)) {
    throw badRequest('NON_WORKING_TIME');
  }
  const firstAddressId = body.points[0]?.address_id;
  await checkMaxDistance(ctx.db, companyId, firstAddressId, latlons);

  let transport: Transport;
  let price: number;
  let tariffId: number;
  let eta: number;
  const distance = round2(routeKm(latlons));
  if (opts.transport) {
    const draft = priceRoute(distance, latlons.length, ctx.switches.surgePercent).find(
      (d) => d.transport === opts.transport,
    );
    if (!draft || draft.is_unavailable) throw badRequest('TARIFF_UNAVAILABLE');
    transport = draft.transport;
    price = draft.price;
    tariffId = 0;
    eta = draft.eta_minutes;
  } else {
    const q = (
      await ctx.db.query<{
        id: number;
        transport: Transport;
        price: number;
        route_key: string;
        expires_at: Date;
        is_unavailable: boolean;
        eta_minutes: number;
      }>('SELECT * FROM tariff_quotes WHERE id = $1 AND company_id = $2', [body.tariff_id, companyId])
    )[0];
    // Never issued to this company: TARIFF_DOES_NOT_EXIST; issued but stale (expired or another route): TARIFF_NOT_FOUND.
    if (!q) throw badRequest('TARIFF_DOES_NOT_EXIST');
    if (q.route_key !== routeKey(latlons) || new Date(q.expires_at).getTime() < now.getTime()) {
      throw badRequest('TARIFF_NOT_FOUND');
    }
    if (q.is_unavailable) throw badRequest('TARIFF_UNAVAILABLE');
    transport = q.transport;
    price = q.price;
    tariffId = q.id;
    eta = q.eta_minutes;
  }
  const total = price + tasksPrice;
  const cod = prepared.reduce((s, p) => s + p.cod, 0);

  return ctx.db.transaction(async (tx) => {
    let cardToken: string | null = null;
    if (body.payment_type === 5) {
      const token = body.card_token ?? '';
      const card = (
        await tx.query<{ token: string }>('SELECT token FROM cards WHERE token = $1 AND company_id = $2', [
          token,
          companyId,
        ])
      )[0];
      if (!card) throw badRequest('CARD_NOT_FOUND');
      cardToken = card.token;
    } else {
      const paid = await tx.query(
        'UPDATE companies SET balance = balance - $1 WHERE id = $2 AND balance >= $1 RETURNING balance',
        [total, companyId],
      );
      if (paid.length === 0)
        throw badRequest(opts.isApi ? 'NOT_ENOUGH_FUNDS_ON_THE_BALANCE' : 'BALANCE_IS_NOT_ENOUGH_TO_PAY');
    }
    const idRow = (await tx.query<{ id: number }>("SELECT nextval('groups_id_seq')::int AS id"))[0] as {
      id: number;
    };
    const id = idRow.id;
    const state = plannedAt ? 'planned' : 'searching';
    const token = crypto.randomBytes(12).toString('base64url');
    const waypoints = latlons.map((p) => [p.lon, p.lat]);
    await tx.query(
      `INSERT INTO groups (id, company_id, number, tracking_token, state, status, was_planned, planned_at, delivery_time_type,
        payment_type, card_token, is_urgent, is_api, transport, tariff_id, price, tasks_price, cod_amount, distance, waypoints,
        batching, eta_minutes, comment, started_at, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20::jsonb,$21,$22,$23,$24,$25,$25)`,
      [
        id,
        companyId,
        `R-${String(id).padStart(6, '0')}`,
        token,
        state,
        STATE_STATUS[state],
        plannedAt !== null,
        plannedAt,
        body.delivery_time_type,
        body.payment_type,
        cardToken,
        body.is_urgent,
        opts.isApi ?? false,
        transport,
        tariffId,
        price,
        tasksPrice,
        cod,
        distance,
        JSON.stringify(waypoints),
        id % 7 === 0,
        eta,
        body.comment,
        plannedAt ? null : now,
        now,
      ],
    );
    await tx.query(
      `INSERT INTO points (group_id, idx, address, contact_info, latitude, longitude, city, tasks, items, cod_amount)
       SELECT $1, p.idx, p.address, p.contact_info, p.lat, p.lon, $2, p.tasks, p.items, p.cod
       FROM jsonb_to_recordset($3::jsonb) AS p(idx int, address jsonb, contact_info jsonb, lat float8, lon float8, tasks jsonb, items jsonb, cod int)`,
      [
        id,
        city,
        JSON.stringify(
          prepared.map((p) => ({
            idx: p.idx,
            address: p.address,
            contact_info: p.contact,
            lat: p.lat,
            lon: p.lon,
            tasks: p.tasks,
            items: p.items,
            cod: p.cod,
          })),
        ),
      ],
    );
    const first = body.points[0];
    if (first?.save && first.address_id === undefined) {
      const a = first.address;
      await tx.query(
        `INSERT INTO addresses (company_id, street, building, entrance, floor, apartment, intercom, extra_info, latitude, longitude, city, contact_name, phone_number)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
        [
          companyId,
          a.street,
          a.building,
          a.entrance,
          a.floor,
          a.apartment,
          a.intercom,
          a.extra_info,
          a.latitude,
          a.longitude,
          city,
          first.contact_info.contact_name,
          first.contact_info.phone_number,
        ],
      );
    }
    const row = (await findGroup(tx, companyId, id)) as GroupRow;
    const [view] = await loadGroupViews(tx, [row]);
    return view as Group;
  });
}

/** Fee for cancelling the whole order in its current state (§9: free before arrival). */
export function cancelFee(g: GroupRow): number {
  const total = g.price + g.tasks_price;
  switch (g.state) {
    case 'arrived_to_sender':
      return Math.min(total, COURIER_ARRIVAL_FEE);
    case 'picked_up':
    case 'arrived_to_client':
      return Math.min(total, COURIER_ARRIVAL_FEE + Math.max(500, Math.round((g.price * 0.5) / 10) * 10));
    default:
      return 0;
  }
}

export async function cancelGroup(
  ctx: Ctx,
  companyId: number,
  id: number,
  body: CancelGroupBody,
  reason: string | null,
): Promise<Group> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const g = (
      await tx.query<GroupRow>('SELECT * FROM groups WHERE id = $1 AND company_id = $2 FOR UPDATE', [
        id,
        companyId,
      ])
    )[0];
    if (!g) throw new ApiError(404, 'GROUP_DOES_NOT_EXIST');
    if (g.state === 'cancelled') throw badRequest('ORDER_HAS_BEEN_CANCELED');
    if (g.state === 'delivered') throw badRequest('ORDER_HAS_BEEN_DELIVERED');
    const points = await tx.query<PointRow>('SELECT * FROM points WHERE group_id = $1 ORDER BY idx', [id]);
    let cancelWhole = body.point_ids === undefined;
    if (body.point_ids !== undefined) {
      const targets = body.point_ids.map((pid) => points.find((p) => p.id === pid));
      if (targets.some((p) => p === undefined || p.idx === 0))
        throw new ApiError(404, 'POINT_DOES_NOT_EXIST');
      const live = (targets as PointRow[]).filter((p) => p.state !== 'cancelled');
      if (live.length === 0) throw badRequest('ALL_POINTS_HAVE_BEEN_CANCELED');
      if (live.some((p) => p.state === 'done'))
        throw badRequest('ORDER_HAS_BEEN_DELIVERED', 'Точка уже доставлена');
      const refundTasks = live.reduce(
        (s, p) => s + p.tasks.reduce((t, task) => t + task.extra_fields.price, 0),
        0,
      );
      await tx.query("UPDATE points SET state = 'cancelled' WHERE id = ANY($1::int[])", [
        live.map((p) => p.id),
      ]);
      const remaining = points.filter((p) => p.idx > 0 && p.state !== 'cancelled' && !live.includes(p));
      if (remaining.length === 0) cancelWhole = true;
      else {
        await tx.query(
          'UPDATE groups SET tasks_price = tasks_price - $1, refunded_amount = refunded_amount + $1, updated_at = $2 WHERE id = $3',
          [refundTasks, now, id],
        );
        if (g.payment_type === 2 && refundTasks > 0) {
          await tx.query('UPDATE companies SET balance = balance + $1 WHERE id = $2', [
            refundTasks,
            companyId,
          ]);
        }
      }
    }
    if (cancelWhole) {
      const fresh = (await tx.query<GroupRow>('SELECT * FROM groups WHERE id = $1', [id]))[0] as GroupRow;
      const fee = cancelFee(fresh);
      const refund = fresh.price + fresh.tasks_price - fee;
      await tx.query(
        `UPDATE groups SET state = 'cancelled', status = 4, cancel_fee = $1, refunded_amount = refunded_amount + $2,
           cancel_reason = $3, cancelled_at = $4, updated_at = $4, eta_minutes = NULL WHERE id = $5`,
        [fee, refund, reason, now, id],
      );
      await tx.query("UPDATE points SET state = 'cancelled' WHERE group_id = $1 AND state <> 'done'", [id]);
      if (fresh.payment_type === 2 && refund > 0) {
        await tx.query('UPDATE companies SET balance = balance + $1 WHERE id = $2', [refund, companyId]);
      }
    }
    const row = (await findGroup(tx, companyId, id)) as GroupRow;
    const [view] = await loadGroupViews(tx, [row]);
    return view as Group;
  });
}
