import { readFile } from 'node:fs/promises';

import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';

import { expect, test } from './support/test';
import { MOBILE, SANDBOX, USERS, platformToken, sandbox, signIn } from './support/cabinet';

// The reports, statistics and payments of mf-reports (issue 17). Reports and statistics use a company
// of their own, filled by the sandbox's bulk endpoint, over days that have all finished, so parallel
// tests and the dispatcher never change what they count; the ledger reads the demo company.
test.describe.configure({ timeout: 60_000 });

const FIRST_PAINT = { timeout: 30_000 };

interface Row {
  id: number;
  number: string;
  state: string;
  total_price: number;
  cancel_fee: number;
}
interface Totals {
  count: number;
  delivered: number;
  cancelled: number;
  amount: number;
  cancel_fee: number;
  distance: number;
}
interface Company {
  chocoUserId: number;
  token: string;
}

/**
 * How the first row's button sits in the box that holds the rows (a table's scroller, or the list of
 * cards): how far the box scrolls sideways, and whether the button is inside it.
 */
function firstButtonFit(rows: Locator): Promise<{ sideways: number; inside: boolean }> {
  return rows.evaluate((element) => {
    const box = (element.tagName === 'TABLE' ? element.parentElement : element) as HTMLElement;
    const button = element.querySelector('button') as HTMLElement;
    const [outer, inner] = [box.getBoundingClientRect(), button.getBoundingClientRect()];
    return {
      sideways: box.scrollWidth - box.clientWidth,
      inside: inner.left >= outer.left && inner.right <= outer.right + 1,
    };
  });
}

async function freshCompany(count = 400): Promise<Company> {
  const answer = await sandbox<{ choco_user_id: number; tokens: { access: string } }>(
    'POST',
    '/__sandbox/orders/bulk',
    { count },
  );
  return { chocoUserId: answer.choco_user_id, token: answer.tokens.access };
}

async function api<T>(token: string, path: string): Promise<T> {
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.get(path, { headers: { Authorization: `JWT ${token}` } });
    if (!response.ok())
      throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

/** Every row of a report of a range as the platform pages it, with the sums of the range. */
async function report(token: string, from: string, to: string): Promise<{ rows: Row[]; totals: Totals }> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<{ results: Row[]; next: number | null; totals: Totals }>(
      token,
      `/rocket/v0/reports/api?start_date=${from}&end_date=${to}&page=${page}&page_size=100`,
    );
    rows.push(...answer.results);
    if (answer.next === null) return { rows, totals: answer.totals };
  }
}

/** YYYY-MM-DD in Almaty (UTC+5), `days` days before now. */
const almatyDay = (daysAgo: number) =>
  new Date(Date.now() + 5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('.');
/** Finished days only: the bulk company's live and planned orders were all created in the last two days. */
const RANGE = { from: almatyDay(24), to: almatyDay(4) };

const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** Tenge as the cabinet writes them in ru and kk alike (a space between thousands). */
const money = (tenge: number) =>
  spaces(
    new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'KZT',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(tenge),
  );
const km = (value: number) =>
  spaces(
    new Intl.NumberFormat('ru-RU', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(
      value,
    ),
  );

/** The value beside a label of a list of figures (dt/dd). */
async function figure(scope: Locator, label: string): Promise<string> {
  return spaces(
    await scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent(),
  );
}

async function chooseRange(page: Page, from: string, to: string) {
  const start = page.getByRole('textbox', { name: 'Дата с' });
  await start.fill(typed(from));
  await start.press('Enter');
  const end = page.getByRole('textbox', { name: 'Дата по' });
  await end.fill(typed(to));
  await end.press('Enter');
}

test.describe('reports of a company', () => {
  test('the orders report of a chosen range shows its rows and sums; the CSV holds the same rows', async ({
    page,
    context,
  }) => {
    const company = await freshCompany();
    const expected = await report(company.token, RANGE.from, RANGE.to);
    expect(expected.rows.length).toBeGreaterThan(20);
    await signIn(context, company.chocoUserId);

    await page.goto('/reports');
    await expect(page.getByRole('tab', { name: 'Заказы' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    await chooseRange(page, RANGE.from, RANGE.to);
    await expect(page).toHaveURL(new RegExp(`from=${RANGE.from}&to=${RANGE.to}`));

    const sums = page.getByRole('region', { name: 'Итоги за период' });
    await expect(sums).toBeVisible();
    await expect.poll(() => figure(sums, 'Заказов')).toBe(String(expected.totals.count));
    expect(await figure(sums, 'Доставлено')).toBe(String(expected.totals.delivered));
    expect(await figure(sums, 'Отменено')).toBe(String(expected.totals.cancelled));
    expect(await figure(sums, 'Сумма')).toBe(money(expected.totals.amount));
    expect(await figure(sums, 'В том числе штрафы за отмену')).toBe(money(expected.totals.cancel_fee));
    expect(await figure(sums, 'Расстояние')).toBe(km(expected.totals.distance));
    // The sums are the rows': every order not cancelled at its total, plus the cancel fees.
    expect(
      expected.rows.reduce(
        (sum, row) => sum + (row.state === 'cancelled' ? row.cancel_fee : row.total_price),
        0,
      ),
    ).toBe(expected.totals.amount);

    const table = page.getByRole('table', { name: 'Заказы за период' });
    await expect(table.getByRole('rowheader')).toHaveText(
      expected.rows.slice(0, 20).map((row) => row.number),
    );
    await page
      .getByRole('navigation', { name: 'Страницы отчёта' })
      .getByRole('button', { name: 'Страница 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(table.getByRole('rowheader')).toHaveText(
      expected.rows.slice(20, 40).map((row) => row.number),
    );

    // A row's detail, with its points.
    const first = expected.rows[20] as Row;
    await page.getByRole('button', { name: `Подробнее о заказе ${first.number}` }).click();
    const detail = page.getByRole('region', { name: `Заказ ${first.number}` });
    await expect(detail.getByRole('table', { name: 'Точки заказа' }).getByRole('row')).not.toHaveCount(0);

    // The file of the same range: its name carries the range, its rows are the report's.
    await page.reload();
    await expect(table.getByRole('rowheader').first()).toBeVisible(FIRST_PAINT);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`report-orders-${RANGE.from}_${RANGE.to}.csv`);
    await expect(page.getByText(`Файл report-orders-${RANGE.from}_${RANGE.to}.csv скачан.`)).toBeVisible();
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv[0]).toMatch(/^Номер,Создан,Статус,Транспорт,Откуда,Куда,/);
    expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual(expected.rows.map((row) => row.number));
  });

  test('each row’s button is in view at every width: the secondary columns give way, then the rows are cards', async ({
    page,
    context,
  }) => {
    await signIn(context);
    // The order of widths narrows the box step by step (the sidebar goes at 1024 px and below).
    const WIDTHS = [1440, 1280, 1100, 1025, 1024, 960, 800, 700];
    for (const [tab, caption] of [
      ['orders', 'Заказы за период'],
      ['cod', 'Заказы с наложенным платежом за период'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 800 });
      await page.goto(tab === 'orders' ? '/reports' : '/reports?tab=cod');
      const rows = page.getByRole('table', { name: caption }).or(page.getByRole('list', { name: caption }));
      await expect(rows.getByRole('button', { name: /^Подробнее о заказе / }).first()).toBeVisible(
        FIRST_PAINT,
      );
      const shown: string[] = [];
      const title = page.getByRole('heading', { level: 1, name: 'Отчёты' });
      const shape = async () =>
        (await page.getByRole('table', { name: caption }).count()) > 0
          ? `${await rows.getByRole('columnheader').count()} columns`
          : 'cards';
      // The rows follow the window over a few frames (the layout first: the sidebar goes at 1024 px;
      // then the table, from its box): the shape is read once two readings two frames apart agree.
      // Read at once, 1024 px once gave the cards of 1025 px, which fit as well.
      const settledShape = async () => {
        let last = await shape();
        for (let reading = 0; reading < 20; reading += 1) {
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const now = await shape();
          if (now === last) return now;
          last = now;
        }
        return last;
      };
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // The layout of this width first: the title beside the sidebar, or under the tablet's bar.
        await expect.poll(async () => ((await title.boundingBox())?.x ?? 0) < 240).toBe(width <= 1024);
        const button = rows.getByRole('button', { name: /^Подробнее о заказе / }).first();
        await expect(button).toBeVisible();
        // Within the box that holds the rows: nothing to scroll sideways to reach it.
        // (Polled: the table follows its box in the frame after the window's resize.)
        await expect
          .poll(() => firstButtonFit(rows), { message: `${tab} at ${width} px` })
          .toEqual({ sideways: 0, inside: true });
        shown.push(`${width}: ${await settledShape()}`);
      }
      // Wide boxes keep more columns; the narrowest are cards (a phone's own cards: the phone test).
      expect(shown, tab).toEqual(
        tab === 'orders'
          ? [
              '1440: 10 columns',
              '1280: 8 columns',
              '1100: 6 columns',
              '1025: cards',
              '1024: 8 columns',
              '960: 6 columns',
              '800: 6 columns',
              '700: cards',
            ]
          : [
              '1440: 9 columns',
              '1280: 7 columns',
              '1100: cards',
              '1025: cards',
              '1024: 7 columns',
              '960: 7 columns',
              '800: cards',
              '700: cards',
            ],
      );
    }
  });

  test('a page of long states costs the table a column, not its rows', async ({ page, context }) => {
    await signIn(context);
    // Every order of the first page on its way to the recipient: the longest state there is.
    await page.route(`${SANDBOX}/rocket/v0/reports/api?**`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: Array<{ state: string }> };
      for (const row of body.results) row.state = 'picked_up';
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/reports');
    const table = page.getByRole('table', { name: 'Заказы за период' });
    await expect(table.getByRole('cell', { name: 'Курьер едет к получателю' }).first()).toBeVisible(
      FIRST_PAINT,
    );
    const headers = await table.getByRole('columnheader').allTextContents();
    // What is always there stays; what gave way is still in the row's detail.
    expect(headers).toEqual(expect.arrayContaining(['Номер', 'Дата', 'Статус', 'Итого', 'Откуда → куда']));
    expect(headers.length).toBeLessThan(8);
    expect(await firstButtonFit(table)).toEqual({ sideways: 0, inside: true });
  });

  test('the XLSX of a range opens in a spreadsheet reader with the report rows', async ({
    page,
    context,
  }) => {
    const company = await freshCompany(200);
    const expected = await report(company.token, RANGE.from, RANGE.to);
    await signIn(context, company.chocoUserId);
    await page.goto(`/reports?from=${RANGE.from}&to=${RANGE.to}&sort=-total_price`);
    const table = page.getByRole('table', { name: 'Заказы за период' });
    await expect(table.getByRole('rowheader').first()).toBeVisible(FIRST_PAINT);
    await page.getByRole('combobox', { name: 'Формат файла' }).selectOption('xlsx');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`report-orders-${RANGE.from}_${RANGE.to}.xlsx`);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Номер');
    const numbers: string[] = [];
    const totals: number[] = [];
    sheet?.eachRow((row, index) => {
      if (index === 1) return;
      numbers.push(String(row.getCell(1).value));
      totals.push(Number(row.getCell(11).value));
    });
    // Dearest first, as the page was sorted.
    expect([...numbers].sort()).toEqual(expected.rows.map((row) => row.number).sort());
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(sheet?.getRow(2).getCell(2).value).toBeInstanceOf(Date);
  });

  test('the statistics of a range total what the report of that range sums', async ({ page, context }) => {
    const company = await freshCompany(200);
    await signIn(context, company.chocoUserId);
    const chartLibrary: string[] = [];
    page.on('response', (response) => {
      if (/\/chartist\.[0-9a-f]{8}\.js$/.test(response.url())) chartLibrary.push(response.url());
    });
    await page.goto(`/reports?from=${RANGE.from}&to=${RANGE.to}`);
    const sums = page.getByRole('region', { name: 'Итоги за период' });
    await expect(sums).toBeVisible(FIRST_PAINT);
    const fromReport = {
      orders: await figure(sums, 'Заказов'),
      delivered: await figure(sums, 'Доставлено'),
      cancelled: await figure(sums, 'Отменено'),
      amount: await figure(sums, 'Сумма'),
      distance: await figure(sums, 'Расстояние'),
    };

    // Nothing of the chart library until a chart is shown.
    expect(chartLibrary).toEqual([]);
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Статистика' })
      .click();
    await expect(page).toHaveURL(/\/statistics/);
    await chooseRange(page, RANGE.from, RANGE.to);
    const totals = page.getByRole('region', { name: 'Итоги за период' });
    await expect.poll(() => figure(totals, 'Заказов')).toBe(fromReport.orders);
    expect(await figure(totals, 'Доставлено')).toBe(fromReport.delivered);
    expect(await figure(totals, 'Отменено')).toBe(fromReport.cancelled);
    expect(await figure(totals, 'Сумма')).toBe(fromReport.amount);
    expect(await figure(totals, 'Расстояние')).toBe(fromReport.distance);

    // The charts come with the page's chunk of the chart library; each has its table.
    await expect(page.getByRole('img', { name: /^Заказы по дням с / })).toBeVisible();
    expect(chartLibrary).toHaveLength(1);
    const byStatus = page.getByRole('region', { name: 'Заказы по статусам' });
    await byStatus.getByRole('button', { name: 'Показать таблицей' }).click();
    await expect(
      byStatus.getByRole('table', { name: 'Заказы по статусам' }).getByRole('rowheader'),
    ).toContainText(['Доставлен', 'Отменён']);
  });
});

interface Period {
  start_date: string;
  end_date: string;
  collected: number;
  commission: number;
  payout_amount: number;
  payout_status: string;
  payout_date: string | null;
}

test('the cash-on-delivery ledger of the demo company: each week, its rule, and its orders', async ({
  page,
  context,
}) => {
  const token = await platformToken(USERS.company);
  const periods = await api<{ results: Period[] }>(
    token,
    '/rocket/v0/reports/cod-payouts?page=1&page_size=8',
  );
  const paid = periods.results.find((period) => period.payout_status === 'paid') as Period;
  expect(paid).toBeTruthy();
  const week = await api<{ orders: Array<{ number: string; collected: number }> }>(
    token,
    `/rocket/v0/reports/cod-payouts/${paid.start_date}`,
  );
  const cards = await api<{ results: Array<{ pan_masked: string }> }>(
    token,
    '/rocket/v0/payments/ioka/get-cards',
  );
  await signIn(context);

  await page.goto('/payments');
  await expect(page.getByRole('region', { name: 'Баланс компании' }).getByText(/\d\s₸$/)).toBeVisible(
    FIRST_PAINT,
  );
  const savedCards = page.getByRole('table', { name: 'Сохранённые карты компании' });
  for (const card of cards.results) await expect(savedCards).toContainText(card.pan_masked);

  const ledger = page.getByRole('region', { name: 'Выплаты наложенного платежа' });
  await expect(ledger).toContainText(
    'Собранные курьерами деньги мы выплачиваем раз в 7 дней за вычетом комиссии 4 %, но только если за неделю вместе с перенесённым собрано больше 3 000 ₸; меньшая сумма переносится на следующий период.',
  );
  await expect(ledger.getByRole('article')).toHaveCount(periods.results.length, FIRST_PAINT);
  const index = periods.results.indexOf(paid);
  const article = ledger.getByRole('article').nth(index);
  expect(await figure(article, 'Собрано')).toBe(money(paid.collected));
  expect(await figure(article, 'Комиссия 4 %')).toBe(money(paid.commission));
  // 4 % of each order's collected cash (§9).
  expect(paid.commission).toBe(
    week.orders.reduce((sum, order) => sum + Math.round((order.collected * 4) / 100), 0),
  );
  expect(await figure(article, 'Выплата')).toBe(money(paid.payout_amount));
  await expect(article).toContainText(/Выплачено \d{1,2} [а-я]+\.? \d{4}/);

  await article.getByRole('button', { name: 'Заказы периода' }).click();
  await expect(article.getByRole('table').getByRole('rowheader')).toHaveText(
    week.orders.map((order) => order.number),
  );
});

test('a use_chocofood_SaaS company has no reports: no menu item, the pages say so, nothing is asked', async ({
  page,
  context,
}) => {
  await signIn(context, USERS.saasCompany);
  const reportCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rocket/v0/reports/')) reportCalls.push(request.url());
  });
  await page.goto('/statistics');
  const menu = page.getByRole('navigation', { name: 'Основное меню' });
  await expect(menu.getByRole('link', { name: 'Статистика' })).toBeVisible(FIRST_PAINT);
  await expect(menu.getByRole('link', { name: 'Отчёты' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Недоступно для вашего аккаунта' })).toBeVisible();

  await menu.getByRole('link', { name: 'Платежи' }).click();
  const ledger = page.getByRole('region', { name: 'Выплаты наложенного платежа' });
  await expect(ledger.getByRole('heading', { name: 'Недоступно для вашего аккаунта' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Баланс компании' }).getByText(/\d\s₸$/)).toBeVisible();

  // The shell's guard keeps the route itself closed.
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Недоступно для вашего аккаунта' })).toBeVisible(
    FIRST_PAINT,
  );
  expect(reportCalls).toEqual([]);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the report is a list of cards, the statistics and payments fit the screen', async ({
    page,
    context,
  }) => {
    const company = await freshCompany(200);
    const expected = await report(company.token, RANGE.from, RANGE.to);
    await signIn(context, company.chocoUserId);
    await page.goto(`/reports?from=${RANGE.from}&to=${RANGE.to}`);
    const cards = page.getByRole('list', { name: 'Заказы за период' });
    await expect(cards.getByRole('listitem')).toHaveCount(Math.min(20, expected.rows.length), FIRST_PAINT);
    await expect(cards.getByRole('listitem').first()).toContainText(expected.rows[0]?.number ?? '');
    await expect(page.getByRole('table')).toHaveCount(0);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await page.getByRole('tab', { name: 'Наложенный платёж' }).click();
    await expect(page).toHaveURL(/[?&]tab=cod/);
    await expect(page.getByRole('list', { name: 'Заказы с наложенным платежом за период' })).toBeVisible();
    expect(await fits()).toBe(true);

    await page.goto(`/statistics?from=${RANGE.from}&to=${RANGE.to}`);
    await expect(page.getByRole('img', { name: /^Заказы по дням с / })).toBeVisible(FIRST_PAINT);
    expect(await fits()).toBe(true);
    // Every axis value is read whole, none runs past the edge of its chart: over half a year the
    // counts reach three digits, and the last value of a horizontal chart ("200") was cut to "20".
    await page.goto(`/statistics?from=${almatyDay(179)}&to=${almatyDay(0)}`);
    const charts = page.getByRole('img', { name: /^Заказы по / });
    await expect(charts).toHaveCount(3, FIRST_PAINT);
    const values: number[] = [];
    for (const chart of await charts.all()) {
      await expect(chart.getByText('0', { exact: true }).first()).toBeVisible();
      const labels = await chart.evaluate((host) => {
        const edge = host.getBoundingClientRect();
        return [...host.querySelectorAll('foreignObject *')]
          .filter((label) => label.children.length === 0 && label.textContent)
          .map((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            const box = range.getBoundingClientRect();
            return {
              text: label.textContent ?? '',
              cut: box.left < edge.left - 0.5 || box.right > edge.right + 0.5,
            };
          });
      });
      values.push(...labels.map(({ text }) => Number(text)).filter(Number.isFinite));
      expect(
        labels.filter(({ cut }) => cut),
        (await chart.getAttribute('aria-label')) ?? '',
      ).toEqual([]);
    }
    expect(Math.max(...values)).toBeGreaterThanOrEqual(100);
    expect(await fits()).toBe(true);

    await page.goto('/payments');
    await expect(page.getByRole('region', { name: 'Выплаты наложенного платежа' })).toBeVisible(FIRST_PAINT);
    expect(await fits()).toBe(true);
  });

  test('speaks Kazakh: the report, its dates and money, the statistics and the ledger', async ({
    page,
    context,
  }) => {
    const company = await freshCompany(200);
    const expected = await report(company.token, RANGE.from, RANGE.to);
    await signIn(context, company.chocoUserId);
    await page.goto(`/reports?from=${RANGE.from}&to=${RANGE.to}&force-lang=kk`);
    await expect(page.getByRole('tab', { name: 'Тапсырыстар' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    await expect(page.getByRole('tab', { name: 'Қолма-қол төлем' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Басталу күні' })).toHaveValue(typed(RANGE.from));
    const sums = page.getByRole('region', { name: 'Кезең қорытындысы' });
    await expect.poll(() => figure(sums, 'Тапсырыстар')).toBe(String(expected.totals.count));
    expect(await figure(sums, 'Сома')).toBe(money(expected.totals.amount));
    const cards = page.getByRole('list', { name: 'Кезеңдегі тапсырыстар' });
    await expect(cards.getByRole('listitem').first()).toContainText(
      /\d{1,2} (қаң|ақп|нау|сәу|мам|мау|шіл|там|қыр|қаз|қар|жел) \d{4}, \d\d:\d\d/,
    );
    await expect(page.getByRole('button', { name: 'Жүктеп алу' })).toBeVisible();
    await expect(page.getByText('Итоги за период')).toHaveCount(0);

    await page.goto(`/statistics?from=${RANGE.from}&to=${RANGE.to}`);
    await expect(page.getByRole('region', { name: 'Күндер бойынша тапсырыстар' })).toBeVisible(FIRST_PAINT);
    await page.goto('/payments');
    await expect(page.getByRole('region', { name: 'Қолма-қол төлем бойынша төлемдер' })).toContainText(
      '3 000 ₸-ден көп жиналса ғана',
      FIRST_PAINT,
    );
  });
});
