/** Statistics, API / COD report lists and details, CSV generation. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COD_PAYOUT,
  generateReportQuerySchema,
  reportListQuerySchema,
  reportRangeQuerySchema,
} from '../contract';
import type { ApiReportRow, CodReportRow, OrderState, Statistics, Transport } from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { parse, parseId } from '../http/validate';
import { almatyDate, almatyDayStart } from '../domain/clock';
import type { GroupRow, PointRow } from '../domain/rows';
import { STATE_STATUS } from '../domain/rows';
import type { Cell } from '../domain/xlsx';
import { xlsx } from '../domain/xlsx';

const MAX_RANGE_DAYS = 366;

interface ReportGroup extends GroupRow {
  points_count: number;
  sender_street: string | null;
  recipient_street: string | null;
}

export function registerReports(app: FastifyInstance, ctx: Ctx): void {
  const { db } = ctx;
  const auth = { config: { auth: true } };

  const companyFor = async (req: FastifyRequest): Promise<number> => {
    const companyId = requireCompany(req);
    const c = (
      await db.query<{ use_chocofood_saas: boolean }>(
        'SELECT use_chocofood_saas FROM companies WHERE id = $1',
        [companyId],
      )
    )[0];
    if (c?.use_chocofood_saas) throw forbidden('REPORTS_NOT_AVAILABLE');
    return companyId;
  };

  const range = (q: { start_date?: string | undefined; end_date?: string | undefined }) => {
    const today = almatyDate(ctx.clock.now());
    const end = q.end_date ?? today;
    let start = q.start_date;
    if (start === undefined) {
      const d = new Date(`${end}T00:00:00Z`);
      d.setUTCMonth(d.getUTCMonth() - 1);
      start = d.toISOString().slice(0, 10);
    }
    const from = almatyDayStart(start);
    const to = almatyDayStart(end);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, { start_date: 'Некорректная дата' });
    }
    if (to < from)
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        end_date: 'Дата окончания раньше даты начала',
      });
    if ((to.getTime() - from.getTime()) / 86_400_000 > MAX_RANGE_DAYS) {
      throw new ApiError(400, 'VALIDATION_ERROR', undefined, {
        start_date: `Период не длиннее ${MAX_RANGE_DAYS} дней`,
      });
    }
    return { start, end, from, toExclusive: new Date(to.getTime() + 86_400_000) };
  };

  const selectRows = `SELECT g.*, (SELECT count(*)::int FROM points p WHERE p.group_id = g.id) AS points_count,
      (SELECT p.address->>'street' || ' ' || (p.address->>'building') FROM points p WHERE p.group_id = g.id AND p.idx = 0) AS sender_street,
      (SELECT p.address->>'street' || ' ' || (p.address->>'building') FROM points p WHERE p.group_id = g.id ORDER BY p.idx DESC LIMIT 1) AS recipient_street
    FROM groups g`;

  const apiRow = (g: ReportGroup): ApiReportRow => ({
    id: g.id,
    number: g.number,
    created_at: new Date(g.created_at).toISOString(),
    state: g.state,
    status: g.status,
    transport: g.transport,
    price: g.price,
    tasks_price: g.tasks_price,
    total_price: g.price + g.tasks_price,
    cancel_fee: g.cancel_fee,
    distance: g.distance,
    points_count: g.points_count,
    sender_address: g.sender_street ?? '',
    recipient_address: g.recipient_street ?? '',
  });

  const codRow = (g: ReportGroup): CodReportRow => {
    const commission = Math.round((g.cod_amount * COD_PAYOUT.commissionPercent) / 100);
    const delivered = g.delivered_at ? new Date(g.delivered_at) : null;
    let payoutDate: string | null = null;
    let status: CodReportRow['payout_status'] = 'pending';
    if (delivered && g.state === 'delivered') {
      const payout = new Date(delivered.getTime() + COD_PAYOUT.everyDays * 86_400_000);
      payoutDate = almatyDate(payout);
      status = payout.getTime() <= ctx.clock.nowMs() ? 'paid' : 'scheduled';
    }
    return {
      ...apiRow(g),
      cod_amount: g.cod_amount,
      commission,
      payout_amount: g.cod_amount - commission,
      payout_status: status,
      payout_date: payoutDate,
    };
  };

  app.get('/rocket/v0/reports/statistics', auth, async (req): Promise<Statistics> => {
    const companyId = await companyFor(req);
    const r = range(parse(reportRangeQuerySchema, req.query));
    const rows = await db.query<{
      day: string;
      state: OrderState;
      transport: Transport;
      n: number;
      amount: number;
      distance: number;
    }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Almaty', 'YYYY-MM-DD') AS day, state, transport, count(*)::int AS n,
         sum(CASE WHEN state = 'cancelled' THEN cancel_fee ELSE price + tasks_price END)::int AS amount, sum(distance)::float8 AS distance
       FROM groups WHERE company_id = $1 AND created_at >= $2 AND created_at < $3 GROUP BY 1, 2, 3 ORDER BY 1`,
      [companyId, r.from, r.toExclusive],
    );
    const byDay = new Map<
      string,
      { date: string; count: number; delivered: number; cancelled: number; amount: number }
    >();
    const byState = new Map<OrderState, { count: number; amount: number }>();
    const byTransport = new Map<Transport, { count: number; amount: number }>();
    const total = { count: 0, delivered: 0, cancelled: 0, amount: 0, distance: 0 };
    for (const row of rows) {
      const d = byDay.get(row.day) ?? { date: row.day, count: 0, delivered: 0, cancelled: 0, amount: 0 };
      d.count += row.n;
      d.amount += row.amount;
      if (row.state === 'delivered') d.delivered += row.n;
      if (row.state === 'cancelled') d.cancelled += row.n;
      byDay.set(row.day, d);
      const s = byState.get(row.state) ?? { count: 0, amount: 0 };
      s.count += row.n;
      s.amount += row.amount;
      byState.set(row.state, s);
      const t = byTransport.get(row.transport) ?? { count: 0, amount: 0 };
      t.count += row.n;
      t.amount += row.amount;
      byTransport.set(row.transport, t);
      total.count += row.n;
      total.amount += row.amount;
      total.distance += row.distance;
      if (row.state === 'delivered') total.delivered += row.n;
      if (row.state === 'cancelled') total.cancelled += row.n;
    }
    total.distance = Math.round(total.distance * 100) / 100;
    return {
      start_date: r.start,
      end_date: r.end,
      total,
      by_day: [...byDay.values()],
      by_status: [...byState.entries()].map(([state, v]) => ({ status: STATE_STATUS[state], state, ...v })),
      by_transport: [...byTransport.entries()].map(([transport, v]) => ({ transport, ...v })),
    };
  });

  const list = (cod: boolean) => async (req: FastifyRequest) => {
    const companyId = await companyFor(req);
    const q = parse(reportListQuerySchema, req.query);
    const r = range(q);
    const where = `g.company_id = $1 AND g.created_at >= $2 AND g.created_at < $3 ${cod ? 'AND g.cod_amount > 0' : 'AND g.is_api'}`;
    const count =
      (
        await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM groups g WHERE ${where}`, [
          companyId,
          r.from,
          r.toExclusive,
        ])
      )[0]?.n ?? 0;
    const offset = (q.page - 1) * q.page_size;
    const rows = await db.query<ReportGroup>(
      `${selectRows} WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ${q.page_size} OFFSET ${offset}`,
      [companyId, r.from, r.toExclusive],
    );
    return {
      count,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < count ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: rows.map(cod ? codRow : apiRow),
    };
  };

  const detail = (cod: boolean) => async (req: FastifyRequest) => {
    const companyId = await companyFor(req);
    const id = parseId((req.params as { id: string }).id, 'REPORT_NOT_FOUND');
    const row = (
      await db.query<ReportGroup>(
        `${selectRows} WHERE g.company_id = $1 AND g.id = $2 ${cod ? 'AND g.cod_amount > 0' : 'AND g.is_api'}`,
        [companyId, id],
      )
    )[0];
    if (!row) throw new ApiError(404, 'REPORT_NOT_FOUND');
    const points = await db.query<PointRow>('SELECT * FROM points WHERE group_id = $1 ORDER BY idx', [id]);
    return {
      ...(cod ? codRow(row) : apiRow(row)),
      points: points.map((p) => ({
        index: p.idx,
        street: p.address.street,
        building: p.address.building,
        contact_name: p.contact_info.contact_name,
        phone_number: p.contact_info.phone_number,
        state: p.state,
        cod_amount: p.cod_amount,
      })),
    };
  };

  app.get('/rocket/v0/reports/api', auth, list(false));
  app.get('/rocket/v0/reports/api-cod', auth, list(true));
  app.get('/rocket/v0/reports/api/:id', auth, detail(false));
  app.get('/rocket/v0/reports/api-cod/:id', auth, detail(true));

  app.get('/rocket/v0/reports/generate', auth, async (req, reply) => {
    const companyId = await companyFor(req);
    // `is_cod=true` (the flag the lists use) is accepted as an alias of type=cod.
    const raw = (req.query ?? {}) as Record<string, unknown>;
    if (typeof raw.format === 'string' && !['csv', 'xlsx'].includes(raw.format)) {
      throw badRequest('UNSUPPORTED_FORMAT', 'Доступны форматы csv и xlsx');
    }
    const q = parse(
      generateReportQuerySchema,
      raw.is_cod === 'true' && raw.type === undefined ? { ...raw, type: 'cod' } : raw,
    );
    const r = range(q);
    const cod = q.type === 'cod';
    const where = `g.company_id = $1 AND g.created_at >= $2 AND g.created_at < $3 ${cod ? 'AND g.cod_amount > 0' : ''}`;
    const rows = await db.query<ReportGroup>(
      `${selectRows} WHERE ${where} ORDER BY g.created_at, g.id LIMIT 50000`,
      [companyId, r.from, r.toExclusive],
    );
    const common = ['Номер', 'Создан', 'Статус', 'Транспорт', 'Откуда', 'Куда'];
    const header = cod
      ? [...common, 'Сумма к оплате', 'Комиссия', 'К выплате', 'Выплата', 'Дата выплаты']
      : [...common, 'Точек', 'Расстояние, км', 'Доставка', 'Задания', 'Итого', 'Штраф за отмену'];
    const table: Cell[][] = [header];
    for (const g of rows) {
      const a = apiRow(g);
      const head: Cell[] = [
        a.number,
        a.created_at,
        a.state,
        a.transport,
        a.sender_address,
        a.recipient_address,
      ];
      if (cod) {
        const c = codRow(g);
        table.push([...head, c.cod_amount, c.commission, c.payout_amount, c.payout_status, c.payout_date]);
      } else {
        table.push([
          ...head,
          a.points_count,
          a.distance,
          a.price,
          a.tasks_price,
          a.total_price,
          a.cancel_fee,
        ]);
      }
    }
    const filename = `report-${q.type}-${r.start}_${r.end}.${q.format}`;
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    if (q.format === 'xlsx') {
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(xlsx(table));
    }
    const cell = (v: Cell): string => {
      const s = v === null ? '' : String(v);
      // Spreadsheet formula injection guard, then RFC 4180 quoting.
      const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
      return /[";\n\r,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .send(`\uFEFF${table.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`);
  });
}
