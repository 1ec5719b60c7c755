/**
 * Reports: the orders report is every order of the range (its totals are the statistics'), rows
 * sort by the `ordering` extension, the CSV and XLSX files hold the list's rows (the workbook is
 * opened with ExcelJS's reader), and the cash-on-delivery payout periods (`cod-payouts` extension).
 */
import ExcelJS from 'exceljs';
import {
  apiReportPageSchema,
  codPayoutPeriodDetailSchema,
  codPayoutsPageSchema,
  codReportPageSchema,
  statisticsSchema,
} from '../contract';
import type { ApiReportPage, CodPayoutsPage, CodReportPage, Group } from '../contract';
import type { Sandbox } from '../server';
import { ALMATY, call, codeOf, makeSandbox, point, tokenFor, USERS } from './helpers';

let sb: Sandbox;
let alma: string;
let saas: string;

beforeAll(async () => {
  sb = await makeSandbox();
  [alma, saas] = await Promise.all([tokenFor(sb, USERS.alma), tokenFor(sb, USERS.saas)]);
});
afterAll(async () => {
  await sb.app.close();
});

/** A range of finished days of the seed's history (it is seeded relative to the real time), no live order. */
const day = (msAgo: number) => new Date(Date.now() + 5 * 3_600_000 - msAgo).toISOString().slice(0, 10);
const FROM = day(65 * 86_400_000);
const TO = day(3 * 86_400_000);
const RANGE = `start_date=${FROM}&end_date=${TO}`;

async function everyRow(token: string, path: string, query: string) {
  const rows: ApiReportPage['results'] = [];
  for (let page = 1; ; page += 1) {
    const answer = apiReportPageSchema.parse(
      (await call(sb, 'GET', `${path}?${query}&page=${page}&page_size=100`, { token })).json(),
    );
    rows.push(...answer.results);
    if (answer.next === null) return { rows, totals: answer.totals };
  }
}

describe('the orders report', () => {
  it('lists every order of the range, with totals equal to the statistics of the range', async () => {
    const stats = statisticsSchema.parse(
      (await call(sb, 'GET', `/rocket/v0/reports/statistics?${RANGE}`, { token: alma })).json(),
    );
    const { rows, totals } = await everyRow(alma, '/rocket/v0/reports/api', RANGE);
    expect(rows.length).toBe(stats.total.count);
    expect(totals).toEqual({
      count: stats.total.count,
      delivered: stats.total.delivered,
      cancelled: stats.total.cancelled,
      amount: stats.total.amount,
      cancel_fee: rows.reduce((sum, row) => sum + (row.state === 'cancelled' ? row.cancel_fee : 0), 0),
      distance: stats.total.distance,
    });
    const amount = rows.reduce((sum, r) => sum + (r.state === 'cancelled' ? r.cancel_fee : r.total_price), 0);
    expect(amount).toBe(stats.total.amount);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('sorts by date or total (the ordering extension); an unknown ordering is a 400', async () => {
    const page = async (ordering: string) =>
      apiReportPageSchema.parse(
        (
          await call(sb, 'GET', `/rocket/v0/reports/api?${RANGE}&page_size=50&ordering=${ordering}`, {
            token: alma,
          })
        ).json(),
      ).results;
    const newest = await page('-created_at');
    expect(newest.map((r) => r.created_at)).toEqual([...newest.map((r) => r.created_at)].sort().reverse());
    const oldest = await page('created_at');
    expect(oldest.map((r) => r.created_at)).toEqual([...oldest.map((r) => r.created_at)].sort());
    const dearest = (await page('-total_price')).map((r) => r.total_price);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    const cheapest = (await page('total_price')).map((r) => r.total_price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(cheapest[0]).toBeLessThanOrEqual(dearest[0] ?? 0);
    const bad = await call(sb, 'GET', `/rocket/v0/reports/api?ordering=price`, { token: alma });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe('VALIDATION_ERROR');
  });

  it('the CSV holds the rows of the list in its order; kk headers for Accept-Language: kk', async () => {
    const { rows } = await everyRow(alma, '/rocket/v0/reports/api', `${RANGE}&ordering=created_at`);
    const csv = await call(
      sb,
      'GET',
      `/rocket/v0/reports/generate?${RANGE}&type=orders&ordering=created_at`,
      {
        token: alma,
      },
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Номер,Создан,Статус,Транспорт,Откуда,Куда,Точек,"Расстояние, км",Доставка,Задания,Итого,Штраф за отмену',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rows.map((r) => r.number));
    // Created in Almaty's wall-clock time, the status in words.
    const first = rows[0];
    const almaty = new Date(Date.parse(first?.created_at ?? '') + 5 * 3_600_000).toISOString();
    expect(lines[1]).toContain(`${first?.number},${almaty.slice(0, 10)} ${almaty.slice(11, 16)},`);
    expect(lines.slice(1).some((line) => line.includes(',Доставлен,'))).toBe(true);
    const kk = await call(sb, 'GET', `/rocket/v0/reports/generate?${RANGE}`, {
      token: alma,
      headers: { 'accept-language': 'kk' },
    });
    expect(kk.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Нөмірі,Құрылған,Мәртебесі/);
  });

  it('the XLSX opens in a reader with the same rows, as typed cells', async () => {
    const { rows } = await everyRow(alma, '/rocket/v0/reports/api', RANGE);
    const x = await call(sb, 'GET', `/rocket/v0/reports/generate?${RANGE}&format=xlsx`, { token: alma });
    expect(x.statusCode).toBe(200);
    expect(String(x.headers['content-disposition'])).toBe(
      `attachment; filename="report-orders-${FROM}_${TO}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Отчёт');
    expect(sheet?.rowCount).toBe(rows.length + 1);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Номер');
    const numbers: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) numbers.push(String(row.getCell(1).value));
    });
    expect(numbers).toEqual(rows.map((r) => r.number));
    const second = sheet?.getRow(2);
    const row = rows[0];
    expect(second?.getCell(2).value).toBeInstanceOf(Date);
    expect(second?.getCell(11).value).toBe(row?.total_price);
    expect(second?.getCell(11).numFmt).toBe('#,##0 "₸"');
    expect(second?.getCell(8).value).toBe(row?.distance);
  });

  it('SaaS companies have no payout periods either', async () => {
    const denied = await call(sb, 'GET', '/rocket/v0/reports/cod-payouts', { token: saas });
    expect(denied.statusCode).toBe(403);
    expect(codeOf(denied)).toBe('REPORTS_NOT_AVAILABLE');
  });
});

describe('cash-on-delivery payout periods (sandbox extension)', () => {
  let token: string;

  /** An order with cash on delivery, made at `at` and delivered five hours later. */
  async function deliveredCodOrder(at: string, price: number): Promise<Group> {
    sb.ctx.clock.set(new Date(at));
    const rates = (
      await call(sb, 'POST', '/rocket/v0/deliveries/orders/tariffs', {
        token,
        body: { points: [ALMATY.abayDostyk, ALMATY.esentai] },
      })
    ).json() as { tariffs: Array<{ id: number; is_unavailable: boolean }> };
    const created = await call(sb, 'POST', '/rocket/v0/deliveries/groups', {
      token,
      body: {
        tariff_id: rates.tariffs.find((t) => !t.is_unavailable)?.id,
        points: [
          point(ALMATY.abayDostyk),
          point(ALMATY.esentai, { tasks: [{ id: 4 }], delivery_payment_items: [{ title: 'Торт', price }] }),
        ],
      },
    });
    if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
    sb.ctx.clock.advance(5 * 3_600_000);
    await sb.dispatcher.tick();
    return created.json() as Group;
  }

  const periods = async (query = '') => {
    const r = await call(sb, 'GET', `/rocket/v0/reports/cod-payouts${query}`, { token });
    expect(r.statusCode).toBe(200);
    return codPayoutsPageSchema.parse(r.json()) as CodPayoutsPage;
  };
  const codRows = async () =>
    codReportPageSchema.parse(
      (
        await call(sb, 'GET', '/rocket/v0/reports/api-cod?start_date=2026-11-01&end_date=2026-11-30', {
          token,
        })
      ).json(),
    ) as CodReportPage;

  let orders: Group[] = [];

  beforeAll(async () => {
    // A company of its own (Дана Касымова creates one), so the weeks hold only these orders.
    token = await tokenFor(sb, USERS.noCompany);
    const company = (
      await call(sb, 'POST', '/rocket/v0/business/company', { token, body: { phone_number: '+77015550101' } })
    ).json() as { id: number };
    await call(sb, 'POST', '/__sandbox/balance', { body: { company_id: company.id, balance: 100_000 } });
    orders = [
      await deliveredCodOrder('2026-11-02T10:00:00+05:00', 2000),
      await deliveredCodOrder('2026-11-10T10:00:00+05:00', 1500),
      await deliveredCodOrder('2026-11-17T10:00:00+05:00', 3000),
      await deliveredCodOrder('2026-11-24T10:00:00+05:00', 5000),
    ];
  });

  it('carries 3000 ₸ or less over, pays out above it less 4 %, newest week first', async () => {
    const answer = await periods();
    expect(answer.count).toBe(4);
    expect(
      answer.results.map((p) => [p.start_date, p.payout_status, p.payout_amount, p.carried_out]),
    ).toEqual([
      ['2026-11-23', 'open', 5000 - 200 + 2880, 0],
      ['2026-11-16', 'carried_over', 0, 3000 - 120],
      ['2026-11-09', 'paid', 1500 - 60 + 1920, 0],
      ['2026-11-02', 'carried_over', 0, 2000 - 80],
    ]);
    expect(answer.results[2]).toMatchObject({
      carried_in: 1920,
      carried_in_collected: 2000,
      payout_date: '2026-11-18',
    });
    expect((await periods('?page_size=1&page=2')).results.map((p) => p.start_date)).toEqual(['2026-11-16']);
    expect(
      (await periods('?start_date=2026-11-10&end_date=2026-11-16')).results.map((p) => p.start_date),
    ).toEqual(['2026-11-16', '2026-11-09']);
  });

  it("the COD report rows carry their payout's status and day", async () => {
    const rows = (await codRows()).results;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(orders[0]?.id ?? 0)).toMatchObject({
      collected: 2000,
      commission: 80,
      payout_amount: 1920,
      payout_status: 'paid',
      payout_date: '2026-11-18',
    });
    expect(byId.get(orders[2]?.id ?? 0)).toMatchObject({
      payout_status: 'pending',
      payout_date: '2026-12-02',
    });
    const totals = (await codRows()).totals;
    expect(totals).toMatchObject({ count: 4, collected: 11500, commission: 460, payout_amount: 11040 });
  });

  it('a week expands to its orders; when it has ended it is scheduled, then paid on its day', async () => {
    const week = await call(sb, 'GET', '/rocket/v0/reports/cod-payouts/2026-11-09', { token });
    const detail = codPayoutPeriodDetailSchema.parse(week.json());
    expect(detail.orders.map((o) => o.number)).toEqual([orders[1]?.number]);
    expect(detail.orders[0]).toMatchObject({ cod_amount: 1500, commission: 60, payout_status: 'paid' });
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/reports/cod-payouts/2026-11-10', { token }))).toBe(
      'REPORT_NOT_FOUND',
    );
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/reports/cod-payouts/2026-10-26', { token }))).toBe(
      'REPORT_NOT_FOUND',
    );
    expect(codeOf(await call(sb, 'GET', '/rocket/v0/reports/cod-payouts/2026-02-30', { token }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      codeOf(await call(sb, 'GET', '/rocket/v0/reports/cod-payouts?start_date=2026-13-01', { token })),
    ).toBe('VALIDATION_ERROR');

    sb.ctx.clock.set(new Date('2026-11-30T10:00:00+05:00'));
    expect((await periods()).results[0]).toMatchObject({
      payout_status: 'scheduled',
      payout_amount: 7680,
      payout_date: '2026-12-02',
    });
    sb.ctx.clock.set(new Date('2026-12-02T09:00:00+05:00'));
    expect((await periods()).results[0]?.payout_status).toBe('paid');
    const rows = (await codRows()).results;
    expect(rows.find((row) => row.id === orders[2]?.id)).toMatchObject({
      payout_status: 'paid',
      payout_date: '2026-12-02',
    });
  });
});
