import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { FIRST_PAINT, MOBILE, SANDBOX, sandbox, signIn } from './support/cabinet';
import { nextLiveTick } from './support/time';

// Every test signs in as a company of its own, filled with real orders by the sandbox's bulk
// endpoint, so parallel tests and the demo companies never see each other's orders.
test.describe.configure({ timeout: 60_000 });

const ORDERS = 300;

interface Order {
  id: number;
  number: string;
  status: number;
  was_planned: boolean;
  created_at: string;
}
interface Paged {
  count: number;
  results: Order[];
}
interface Company {
  chocoUserId: number;
  token: string;
}

async function freshCompany(count = ORDERS): Promise<Company> {
  const answer = await sandbox<{ choco_user_id: number; tokens: { access: string } }>(
    'POST',
    '/__sandbox/orders/bulk',
    { count },
  );
  return { chocoUserId: answer.choco_user_id, token: answer.tokens.access };
}

async function api<T>(
  company: Company,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: unknown,
): Promise<T> {
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.fetch(path, {
      method,
      headers: { Authorization: `JWT ${company.token}`, 'Content-Type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

/** Every order of a tab (or any query) as the platform pages it, newest first. */
async function all(company: Company, query: string): Promise<Order[]> {
  const out: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<Paged & { next: number | null }>(
      company,
      'GET',
      `/rocket/v0/deliveries/groups?${query}&page=${page}&page_size=100`,
    );
    out.push(...answer.results);
    if (answer.next === null) return out;
  }
}

const row = (page: Page, number: string) => page.getByRole('link', { name: new RegExp(`Заказ № ${number}`) });
const rowsGroup = (page: Page) => page.getByRole('group', { name: 'Список заказов' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Поиск по номеру, адресу или контакту' });
const counter = (page: Page, text: string | RegExp) =>
  page.getByText(text, typeof text === 'string' ? { exact: true } : {});
/** Any loaded row: the live orders of a bulk company finish while a test runs, so counts can move. */
const someRow = (page: Page) => rowsGroup(page).getByRole('link').first();

/** YYYY-MM-DD of a moment in Almaty (UTC+5), as the platform counts creation days. */
const almatyDay = (iso: string) => new Date(Date.parse(iso) + 5 * 3_600_000).toISOString().slice(0, 10);
const typed = (day: string) => day.split('-').reverse().join('.');

test.describe('the orders list on the desktop', () => {
  test('keeps the tab in the URL across a reload; the planned tab holds only pending planned orders', async ({
    page,
    context,
  }) => {
    const company = await freshCompany();
    await signIn(context, company.chocoUserId);
    const planned = await all(company, 'status=1,2,5&was_planned=true');
    const finishedPlanned = (await all(company, 'status=3,4')).find((order) => order.was_planned);
    expect(planned.length).toBeGreaterThan(0);
    expect(finishedPlanned).toBeTruthy();

    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Активные' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    await page.getByRole('tab', { name: 'Запланированные' }).click();
    await expect(page).toHaveURL(/[?&]tab=planned/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Запланированные' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    await expect(counter(page, `Заказов: ${planned.length}`)).toBeVisible(FIRST_PAINT);
    await expect(row(page, planned[0]!.number)).toBeVisible();
    for (const badge of await rowsGroup(page).locator('[data-state]').all()) {
      expect([
        'planned',
        'searching',
        'accepted',
        'arrived_to_sender',
        'picked_up',
        'arrived_to_client',
      ]).toContain(await badge.getAttribute('data-state'));
    }

    // A planned order that has been delivered or cancelled is only in the finished tab.
    await search(page).fill(finishedPlanned!.number);
    await search(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('tab', { name: 'Завершённые' }).click();
    await expect(row(page, finishedPlanned!.number)).toBeVisible();
  });

  test('search by number finds an order far from the first page; search and dates survive a reload', async ({
    page,
    context,
  }) => {
    const company = await freshCompany();
    await signIn(context, company.chocoUserId);
    const finished = await all(company, 'status=3,4');
    const deep = finished[230]!;

    await page.goto('/?tab=finished');
    await expect(someRow(page)).toBeVisible(FIRST_PAINT);
    await expect(row(page, deep.number)).toHaveCount(0);
    await search(page).fill(deep.number);
    // Sent after a pause in typing, without Enter.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${deep.number}`));
    await expect(row(page, deep.number)).toBeVisible();
    await expect(counter(page, 'Найдено: 1')).toBeVisible();

    const day = almatyDay(deep.created_at);
    await page.getByRole('textbox', { name: 'Создан с' }).fill(typed(day));
    await page.getByRole('textbox', { name: 'Создан с' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]from=${day}`));
    await page.reload();
    await expect(search(page)).toHaveValue(deep.number, FIRST_PAINT);
    await expect(page.getByRole('textbox', { name: 'Создан с' })).toHaveValue(typed(day));
    await expect(page.getByRole('tab', { name: 'Завершённые' })).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, deep.number)).toBeVisible();

    // The day after the order's: nothing; clearing brings the whole tab back.
    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: 'Создан с' }).fill(typed(next));
    await page.getByRole('textbox', { name: 'Создан с' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await page.getByRole('button', { name: 'Сбросить' }).last().click();
    await expect(counter(page, /^Заказов: \d+$/)).toBeVisible();
    await expect(someRow(page)).toBeVisible();
    await expect(page).not.toHaveURL(/[?&](q|from|to)=/);
    await expect(search(page)).toHaveValue('');
  });

  test('the date range narrows the list to the orders created on those days', async ({ page, context }) => {
    const company = await freshCompany();
    await signIn(context, company.chocoUserId);
    const finished = await all(company, 'status=3,4');
    const days = [...new Set(finished.map((order) => almatyDay(order.created_at)))].sort();
    const from = days[Math.floor(days.length / 2)]!;
    const to = days[Math.floor(days.length / 2) + 9]!;
    const inRange = finished.filter(
      (order) => almatyDay(order.created_at) >= from && almatyDay(order.created_at) <= to,
    );

    await page.goto('/?tab=finished');
    await expect(someRow(page)).toBeVisible(FIRST_PAINT);
    await page.getByRole('textbox', { name: 'Создан с' }).fill(typed(from));
    await page.getByRole('textbox', { name: 'Создан по' }).fill(typed(to));
    await page.getByRole('textbox', { name: 'Создан по' }).press('Enter');
    await expect(counter(page, `Найдено: ${inRange.length}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
    await expect(row(page, inRange[0]!.number)).toBeVisible();
    const outside = finished.find((order) => almatyDay(order.created_at) > to)!;
    await search(page).fill(outside.number);
    await search(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();

    // No order is created after today: such a day is refused with why, and the range stays.
    const today = almatyDay(new Date().toISOString());
    const until = page.getByRole('textbox', { name: 'Создан по' });
    await until.fill(typed(almatyDay(new Date(Date.now() + 86_400_000).toISOString())));
    await until.press('Enter');
    await expect(until).toHaveAccessibleDescription(`Дата не может быть позже ${typed(today)}`);
    await expect(page).toHaveURL(new RegExp(`to=${to}`));
  });

  test('End shows the last order, loading only the last pages, with a small DOM', async ({
    page,
    context,
  }) => {
    const company = await freshCompany();
    await signIn(context, company.chocoUserId);
    const finished = await all(company, 'status=3,4');
    const last = finished.at(-1)!;

    const pages: number[] = [];
    let pageSize = 0;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/rocket/v0/deliveries/groups' && url.searchParams.get('status') === '3,4') {
        pages.push(Number(url.searchParams.get('page')));
        pageSize = Number(url.searchParams.get('page_size'));
      }
    });
    await page.goto('/?tab=finished');
    await expect(someRow(page)).toBeVisible(FIRST_PAINT);
    await rowsGroup(page).focus();
    await page.keyboard.press('End');
    await expect(row(page, last.number)).toBeVisible();
    await expect(rowsGroup(page)).toBeFocused();
    // Page 1 and its overscan, then the last pages only (the rows in view may span the last two, and
    // one page of overscan lies before them): nothing between.
    expect(pageSize).toBeGreaterThan(0);
    const lastPage = Math.ceil(finished.length / pageSize);
    expect(pages).toContain(lastPage);
    const allowed = [1, 2, lastPage - 2, lastPage - 1, lastPage];
    expect(pages.filter((number) => !allowed.includes(number))).toEqual([]);
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(1000);

    await page.keyboard.press('Home');
    await expect(row(page, finished[1]!.number)).toBeVisible();
  });

  test('the active tab shows a new order and lets a cancelled one go without a reload', async ({
    page,
    context,
  }) => {
    // Under 30 orders the bulk endpoint makes history only: the active tab starts empty.
    const company = await freshCompany(20);
    await signIn(context, company.chocoUserId);
    await page.clock.install();
    await page.goto('/?tab=active');
    await expect(page.getByRole('heading', { name: 'Активных заказов нет' })).toBeVisible(FIRST_PAINT);
    // The empty list leads on to what fills it.
    await expect(page.getByRole('main').getByRole('link', { name: 'Вызвать курьера' })).toHaveAttribute(
      'href',
      '/orders/new',
    );

    const points = [
      { address: { street: 'проспект Абая', building: '10', latitude: 43.2392, longitude: 76.946 } },
      { address: { street: 'проспект Достык', building: '120', latitude: 43.2437, longitude: 76.9568 } },
    ];
    const rates = await api<{ tariffs: Array<{ id: number; is_unavailable: boolean }> }>(
      company,
      'POST',
      '/rocket/v0/deliveries/orders/tariffs',
      { points: points.map(({ address }) => ({ latitude: address.latitude, longitude: address.longitude })) },
    );
    const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);
    const order = await api<Order>(company, 'POST', '/rocket/v0/deliveries/groups', {
      tariff_id: rates.tariffs.find((tariff) => !tariff.is_unavailable)!.id,
      points: points.map((point, index) => ({
        ...point,
        contact_info: { phone_number: '+77011112233', contact_name: `Контакт ${index}` },
      })),
      delivery_time_type: 2,
      datetime: `${tomorrow}T12:00:00+05:00`,
    });
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await nextLiveTick(page);
    await expect(row(page, order.number)).toBeVisible({ timeout: 15_000 });
    await expect(row(page, order.number)).toContainText('Запланирован');
    await expect(counter(page, 'Заказов: 1')).toBeVisible();

    await api(company, 'PATCH', `/rocket/v0/deliveries/groups/${order.id}`, { cancel_type_id: 1 });
    await nextLiveTick(page);
    await expect(page.getByRole('heading', { name: 'Активных заказов нет' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(row(page, order.number)).toHaveCount(0);
    expect(navigations).toEqual([]);
  });
});

test.describe('the orders list on a phone', () => {
  test.use({ viewport: MOBILE });

  test('tab, search and the end of a long list at 390×844', async ({ page, context }) => {
    const company = await freshCompany();
    await signIn(context, company.chocoUserId);
    const finished = await all(company, 'status=3,4');

    await page.goto('/mobile/orders?tab=finished');
    await expect(page.getByRole('tab', { name: 'Завершённые' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    await expect(someRow(page)).toBeVisible(FIRST_PAINT);
    await rowsGroup(page).focus();
    await page.keyboard.press('End');
    await expect(row(page, finished.at(-1)!.number)).toBeVisible();

    const deep = finished[180]!;
    await search(page).fill(deep.number);
    await expect(row(page, deep.number)).toBeVisible();
    await page.reload();
    await expect(search(page)).toHaveValue(deep.number, FIRST_PAINT);
    await expect(row(page, deep.number)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await row(page, deep.number).click();
    await expect(page).toHaveURL(new RegExp(`/mobile/orders/${deep.id}$`));
  });
});

test.describe('in a browser outside Kazakhstan', () => {
  // Moscow is UTC+3 all year: two hours behind Almaty (UTC+5), where the platform counts days.
  test.use({ timezoneId: 'Europe/Moscow' });

  test('an order’s creation time reads on Almaty’s clock in the list and in its details', async ({
    page,
    context,
  }) => {
    const company = await freshCompany(3);
    await signIn(context, company.chocoUserId);
    const [order] = await all(company, 'status=3,4');
    const almaty = new Date(Date.parse(order!.created_at) + 5 * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    // "2 дек. 2026, 20:10": the day, the month as the list writes it, the year, Almaty's hour.
    const shown = new RegExp(
      `^${almaty.getUTCDate()} \\S+ ${almaty.getUTCFullYear()}, ${pad(almaty.getUTCHours())}:${pad(almaty.getUTCMinutes())}$`,
    );

    await page.goto('/?tab=finished');
    const listed = row(page, order!.number);
    await expect(listed.getByText(shown)).toBeVisible(FIRST_PAINT);
    await listed.click();
    await expect(page.getByRole('heading', { name: new RegExp(order!.number) })).toBeVisible();
    await expect(page.locator('main').getByText(shown)).toHaveCount(2);
  });
});
