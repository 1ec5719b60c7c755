/**
 * Statistics, the orders and cash-on-delivery reports with their details, their files (CSV, XLSX) and,
 * beyond the spec, the cash-on-delivery payout periods (`cod-payouts`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COD_PAYOUT,
  codPayoutsQuerySchema,
  DEFAULT_REPORT_ORDERING,
  generateReportQuerySchema,
  reportListQuerySchema,
  reportRangeQuerySchema,
} from '../contract';
import type {
  ApiReportRow,
  ApiReportTotals,
  CodReportRow,
  CodReportTotals,
  Lang,
  OrderState,
  ReportOrdering,
  Statistics,
  Transport,
} from '../contract';
import type { Ctx } from '../context';
import { requireCompany } from '../http/auth';
import { ApiError, badRequest, forbidden } from '../http/errors';
import { langOf } from '../http/lang';
import { checkDay, parse, parseId } from '../http/validate';
import { almatyDate, almatyDayStart } from '../domain/clock';
import { commissionOf, payoutLedger, weekStart } from '../domain/cod-payouts';
import type { CodSettlement, PayoutLedger } from '../domain/cod-payouts';
import type { GroupRow, PointRow } from '../domain/rows';
import { STATE_STATUS } from '../domain/rows';
import type { Cell, SheetColumn } from '../domain/xlsx';
import { xlsx } from '../domain/xlsx';

const MAX_RANGE_DAYS = 366;
const COD_PAYOUT_PERCENT = COD_PAYOUT.commissionPercent;

interface ReportGroup extends GroupRow {
  points_count: number;
  sender_street: string | null;
  recipient_street: string | null;
}

/** SQL of each row order (the sandbox's `ordering` extension); the id breaks ties. */
const ORDER_BY: Record<ReportOrdering, string> = {
  '-created_at': 'g.created_at DESC, g.id DESC',
  created_at: 'g.created_at ASC, g.id ASC',
  '-total_price': '(g.price + g.tasks_price) DESC, g.created_at DESC, g.id DESC',
  total_price: '(g.price + g.tasks_price) ASC, g.created_at ASC, g.id ASC',
};

/** Names in the files, in the caller's language (Accept-Language). */
const FILE_TEXTS: Record<
  Lang,
  {
    headers: Record<string, string>;
    states: Record<OrderState, string>;
    transports: Record<Transport, string>;
    payout: Record<CodReportRow['payout_status'], string>;
    sheet: string;
  }
> = {
  ru: {
    headers: {
      number: 'Номер',
      created: 'Создан',
      state: 'Статус',
      transport: 'Транспорт',
      from: 'Откуда',
      to: 'Куда',
      points: 'Точек',
      distance: 'Расстояние, км',
      price: 'Доставка',
      tasks: 'Задания',
      total: 'Итого',
      fee: 'Штраф за отмену',
      cod: 'Сумма к оплате',
      collected: 'Собрано',
      commission: 'Комиссия',
      payout: 'К выплате',
      payoutStatus: 'Выплата',
      payoutDate: 'Дата выплаты',
    },
    states: {
      planned: 'Запланирован',
      searching: 'Поиск курьера',
      accepted: 'Курьер едет к отправителю',
      arrived_to_sender: 'Курьер у отправителя',
      picked_up: 'Курьер едет к получателю',
      arrived_to_client: 'Курьер у получателя',
      delivered: 'Доставлен',
      cancelled: 'Отменён',
    },
    transports: { CAR: 'Автомобиль', MOTORBIKE: 'Мотоцикл', FOOT: 'Пеший' },
    payout: {
      pending: 'Ожидает',
      carried_over: 'Перенесена',
      scheduled: 'Запланирована',
      paid: 'Выплачено',
      cancelled: 'Нет (заказ отменён)',
    },
    sheet: 'Отчёт',
  },
  kk: {
    headers: {
      number: 'Нөмірі',
      created: 'Құрылған',
      state: 'Мәртебесі',
      transport: 'Көлік',
      from: 'Қайдан',
      to: 'Қайда',
      points: 'Нүктелер',
      distance: 'Қашықтық, км',
      price: 'Жеткізу',
      tasks: 'Тапсырмалар',
      total: 'Барлығы',
      fee: 'Бас тарту айыппұлы',
      cod: 'Төленетін сома',
      collected: 'Жиналды',
      commission: 'Комиссия',
      payout: 'Төленетіні',
      payoutStatus: 'Төлем',
      payoutDate: 'Төлем күні',
    },
    states: {
      planned: 'Жоспарланған',
      searching: 'Курьер ізделуде',
      accepted: 'Курьер жіберушіге бара жатыр',
      arrived_to_sender: 'Курьер жіберушіде',
      picked_up: 'Курьер алушыға бара жатыр',
      arrived_to_client: 'Курьер алушыда',
      delivered: 'Жеткізілді',
      cancelled: 'Бас тартылды',
    },
    transports: { CAR: 'Көлік', MOTORBIKE: 'Мотоцикл', FOOT: 'Жаяу' },
    payout: {
      pending: 'Күтілуде',
      carried_over: 'Ауыстырылды',
      scheduled: 'Жоспарланды',
      paid: 'Төленді',
      cancelled: 'Жоқ (тапсырыс тоқтатылды)',
    },
    sheet: 'Есеп',
  },
};

/** A UTC instant as the wall-clock time in Almaty (UTC+5): what a spreadsheet should show. */
const almatyWallClock = (iso: string): Date => new Date(Date.parse(iso) + 5 * 3_600_000);
const wallClockText = (wall: Date): string => wall.toISOString().slice(0, 16).replace('T', ' ');

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
    if (q.start_date !== undefined) checkDay('start_date', q.start_date);
    const end = q.end_date === undefined ? today : checkDay('end_date', q.end_date);
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

  /** Orders of a report kind: every order of the range, or those with cash on delivery. */
  const kindFilter = (cod: boolean) => (cod ? 'AND g.cod_amount > 0' : '');

  /** The company's cash-on-delivery payout periods as of the sandbox's today. */
  const ledgerOf = async (companyId: number): Promise<PayoutLedger> => {
    const rows = await db.query<{ id: number; delivered_at: Date; cod_amount: number }>(
      `SELECT id, delivered_at, cod_amount FROM groups
        WHERE company_id = $1 AND state = 'delivered' AND cod_amount > 0 AND delivered_at IS NOT NULL`,
      [companyId],
    );
    return payoutLedger(
      rows.map((r) => ({ id: r.id, delivered_at: new Date(r.delivered_at), cod_amount: r.cod_amount })),
      almatyDate(ctx.clock.now()),
    );
  };

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

  const codRow = (g: ReportGroup, settlements: Map<number, CodSettlement>): CodReportRow => {
    const delivered = g.state === 'delivered';
    const collected = delivered ? g.cod_amount : 0;
    const commission = commissionOf(collected);
    const settled = settlements.get(g.id);
    return {
      ...apiRow(g),
      cod_amount: g.cod_amount,
      collected,
      commission,
      payout_amount: collected - commission,
      payout_status: g.state === 'cancelled' ? 'cancelled' : (settled?.status ?? 'pending'),
      payout_date: settled?.payout_date ?? null,
    };
  };

  const totalsOf = async (
    companyId: number,
    r: { from: Date; toExclusive: Date },
    cod: boolean,
  ): Promise<CodReportTotals> => {
    const row = (
      await db.query<CodReportTotals>(
        `SELECT count(*)::int AS count,
           count(*) FILTER (WHERE g.state = 'delivered')::int AS delivered,
           count(*) FILTER (WHERE g.state = 'cancelled')::int AS cancelled,
           coalesce(sum(CASE WHEN g.state = 'cancelled' THEN g.cancel_fee ELSE g.price + g.tasks_price END), 0)::int AS amount,
           coalesce(sum(g.cancel_fee) FILTER (WHERE g.state = 'cancelled'), 0)::int AS cancel_fee,
           coalesce(sum(g.distance), 0)::float8 AS distance,
           coalesce(sum(g.cod_amount) FILTER (WHERE g.state = 'delivered'), 0)::int AS collected,
           coalesce(sum(round(g.cod_amount * $4::numeric / 100)) FILTER (WHERE g.state = 'delivered'), 0)::int AS commission
         FROM groups g WHERE g.company_id = $1 AND g.created_at >= $2 AND g.created_at < $3 ${kindFilter(cod)}`,
        [companyId, r.from, r.toExclusive, COD_PAYOUT_PERCENT],
      )
    )[0] as CodReportTotals;
    return {
      ...row,
      distance: Math.round(row.distance * 100) / 100,
      payout_amount: row.collected - row.commission,
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
    const where = `g.company_id = $1 AND g.created_at >= $2 AND g.created_at < $3 ${kindFilter(cod)}`;
    const totals = await totalsOf(companyId, r, cod);
    const offset = (q.page - 1) * q.page_size;
    const rows = await db.query<ReportGroup>(
      `${selectRows} WHERE ${where} ORDER BY ${ORDER_BY[q.ordering ?? DEFAULT_REPORT_ORDERING]} LIMIT ${q.page_size} OFFSET ${offset}`,
      [companyId, r.from, r.toExclusive],
    );
    const settlements = cod ? (await ledgerOf(companyId)).settlements : new Map<number, CodSettlement>();
    const apiTotals: ApiReportTotals = {
      count: totals.count,
      delivered: totals.delivered,
      cancelled: totals.cancelled,
      amount: totals.amount,
      cancel_fee: totals.cancel_fee,
      distance: totals.distance,
    };
    return {
      count: totals.count,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < totals.count ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: rows.map((g) => (cod ? codRow(g, settlements) : apiRow(g))),
      totals: cod ? totals : apiTotals,
    };
  };

  const points = async (groupId: number) =>
    (await db.query<PointRow>('SELECT * FROM points WHERE group_id = $1 ORDER BY idx', [groupId])).map(
      (p) => ({
        index: p.idx,
        street: p.address.street,
        building: p.address.building,
        contact_name: p.contact_info.contact_name,
        phone_number: p.contact_info.phone_number,
        state: p.state,
        cod_amount: p.cod_amount,
      }),
    );

  const detail = (cod: boolean) => async (req: FastifyRequest) => {
    const companyId = await companyFor(req);
    const id = parseId((req.params as { id: string }).id, 'REPORT_NOT_FOUND');
    const row = (
      await db.query<ReportGroup>(`${selectRows} WHERE g.company_id = $1 AND g.id = $2 ${kindFilter(cod)}`, [
        companyId,
        id,
      ])
    )[0];
    if (!row) throw new ApiError(404, 'REPORT_NOT_FOUND');
    const settlements = cod ? (await ledgerOf(companyId)).settlements : new Map<number, CodSettlement>();
    return { ...(cod ? codRow(row, settlements) : apiRow(row)), points: await points(id) };
  };

  app.get('/rocket/v0/reports/api', auth, list(false));
  app.get('/rocket/v0/reports/api-cod', auth, list(true));
  app.get('/rocket/v0/reports/api/:id', auth, detail(false));
  app.get('/rocket/v0/reports/api-cod/:id', auth, detail(true));

  // Beyond the spec: the cash-on-delivery payout periods (weeks), newest first.
  app.get('/rocket/v0/reports/cod-payouts', auth, async (req) => {
    const companyId = await companyFor(req);
    const q = parse(codPayoutsQuerySchema, req.query);
    const start = q.start_date === undefined ? null : checkDay('start_date', q.start_date);
    const end = q.end_date === undefined ? null : checkDay('end_date', q.end_date);
    const periods = (await ledgerOf(companyId)).periods
      .filter((p) => (start === null || p.end_date >= start) && (end === null || p.start_date <= end))
      .reverse();
    const offset = (q.page - 1) * q.page_size;
    return {
      count: periods.length,
      page: q.page,
      page_size: q.page_size,
      next: offset + q.page_size < periods.length ? q.page + 1 : null,
      previous: q.page > 1 ? q.page - 1 : null,
      results: periods.slice(offset, offset + q.page_size).map(({ order_ids: _ids, ...period }) => period),
    };
  });

  app.get('/rocket/v0/reports/cod-payouts/:start', auth, async (req) => {
    const companyId = await companyFor(req);
    const day = checkDay('start_date', String((req.params as { start: string }).start));
    if (weekStart(day) !== day) throw new ApiError(404, 'REPORT_NOT_FOUND');
    const ledger = await ledgerOf(companyId);
    const found = ledger.periods.find((p) => p.start_date === day);
    if (!found) throw new ApiError(404, 'REPORT_NOT_FOUND');
    const { order_ids: ids, ...period } = found;
    const rows = await db.query<ReportGroup>(
      `${selectRows} WHERE g.company_id = $1 AND g.id = ANY($2::int[]) ORDER BY g.delivered_at, g.id`,
      [companyId, ids],
    );
    return { ...period, orders: rows.map((g) => codRow(g, ledger.settlements)) };
  });

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
    const texts = FILE_TEXTS[langOf(req)];
    const rows = await db.query<ReportGroup>(
      `${selectRows} WHERE g.company_id = $1 AND g.created_at >= $2 AND g.created_at < $3 ${kindFilter(cod)}
        ORDER BY ${ORDER_BY[q.ordering ?? DEFAULT_REPORT_ORDERING]} LIMIT 50000`,
      [companyId, r.from, r.toExclusive],
    );
    const settlements = cod ? (await ledgerOf(companyId)).settlements : new Map<number, CodSettlement>();
    const h = texts.headers;
    const common: SheetColumn[] = [
      { header: h.number as string, kind: 'text' },
      { header: h.created as string, kind: 'datetime' },
      { header: h.state as string, kind: 'text' },
      { header: h.transport as string, kind: 'text' },
      { header: h.from as string, kind: 'text' },
      { header: h.to as string, kind: 'text' },
    ];
    const columns: SheetColumn[] = cod
      ? [
          ...common,
          { header: h.cod as string, kind: 'money' },
          { header: h.collected as string, kind: 'money' },
          { header: h.commission as string, kind: 'money' },
          { header: h.payout as string, kind: 'money' },
          { header: h.payoutStatus as string, kind: 'text' },
          { header: h.payoutDate as string, kind: 'date' },
        ]
      : [
          ...common,
          { header: h.points as string, kind: 'int' },
          { header: h.distance as string, kind: 'km' },
          { header: h.price as string, kind: 'money' },
          { header: h.tasks as string, kind: 'money' },
          { header: h.total as string, kind: 'money' },
          { header: h.fee as string, kind: 'money' },
        ];
    const table: Cell[][] = rows.map((g) => {
      const a = apiRow(g);
      const head: Cell[] = [
        a.number,
        almatyWallClock(a.created_at),
        texts.states[a.state],
        texts.transports[a.transport],
        a.sender_address,
        a.recipient_address,
      ];
      if (!cod)
        return [...head, a.points_count, a.distance, a.price, a.tasks_price, a.total_price, a.cancel_fee];
      const c = codRow(g, settlements);
      return [
        ...head,
        c.cod_amount,
        c.collected,
        c.commission,
        c.payout_amount,
        texts.payout[c.payout_status],
        c.payout_date ? new Date(`${c.payout_date}T00:00:00Z`) : null,
      ];
    });
    const filename = `report-${q.type}-${r.start}_${r.end}.${q.format}`;
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    if (q.format === 'xlsx') {
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(await xlsx(columns, table, texts.sheet));
    }
    const cell = (v: Cell, kind: SheetColumn['kind']): string => {
      const s =
        v === null
          ? ''
          : v instanceof Date
            ? kind === 'date'
              ? v.toISOString().slice(0, 10)
              : wallClockText(v)
            : String(v);
      // Spreadsheet formula injection guard, then RFC 4180 quoting.
      const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
      return /[";\n\r,]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    };
    const lines = [
      columns.map((c) => cell(c.header, 'text')),
      ...table.map((row) => row.map((v, i) => cell(v, columns[i]?.kind ?? 'text'))),
    ];
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .send(`\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`);
  });
}
