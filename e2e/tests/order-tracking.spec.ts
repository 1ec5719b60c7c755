import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';

import { MOBILE, SANDBOX, USERS, platformToken, sandbox, signIn } from './support/cabinet';

// Each test creates its data through the platform and waits for live updates: give them room.
test.describe.configure({ timeout: 90_000 });

/** The company whose orders these tests watch (its seed has ~320 orders, delivered ones among them). */
const USER = USERS.company;

interface GroupAnswer {
  id: number;
  number: string;
  tracking_token: string;
  state: string;
  points: Array<{ id: number; tasks: unknown[] }>;
}

class NotWorkingTime extends Error {}

/** Calls the platform as the company does, with its JWT. */
async function api<T>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const token = await platformToken(USER);
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.fetch(path, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    const body = (await response.json().catch(() => null)) as T & { detail?: { code?: string } };
    if (body?.detail?.code === 'NON_WORKING_TIME') throw new NotWorkingTime();
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
    return body;
  } finally {
    await context.dispose();
  }
}

const POINTS = [
  {
    address: { street: 'проспект Абая', building: '10', latitude: 43.2392, longitude: 76.946 },
    contact_info: { phone_number: '+77011112233', contact_name: 'Склад на Абая' },
  },
  {
    address: { street: 'проспект Достык', building: '120', latitude: 43.2437, longitude: 76.9568 },
    contact_info: { phone_number: '+77014445566', contact_name: 'Алия Нурланова' },
  },
];

/** Tomorrow at noon in Almaty: a planned order is accepted at any hour for a time inside working hours. */
function tomorrowNoonAlmaty(): string {
  const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000);
  return `${tomorrow.toISOString().slice(0, 10)}T12:00:00+05:00`;
}

/** Creates an order through the API (tariffs → groups), planned for tomorrow unless `immediate`. */
async function createOrder(immediate = false): Promise<GroupAnswer> {
  const rates = await api<{ tariffs: Array<{ id: number; is_unavailable: boolean }> }>(
    'POST',
    '/rocket/v0/deliveries/orders/tariffs',
    { points: POINTS.map(({ address }) => ({ latitude: address.latitude, longitude: address.longitude })) },
  );
  const tariff = rates.tariffs.find((candidate) => !candidate.is_unavailable);
  if (!tariff) throw new Error('no tariff available');
  return api<GroupAnswer>('POST', '/rocket/v0/deliveries/groups', {
    tariff_id: tariff.id,
    points: POINTS,
    comment: 'Позвонить за 10 минут',
    ...(immediate ? {} : { delivery_time_type: 2, datetime: tomorrowNoonAlmaty() }),
  });
}

/** A delivered order of the company's history, picked at random so local reruns rarely meet a graded one. */
async function someDeliveredOrder(): Promise<GroupAnswer> {
  const page = await api<{ results: GroupAnswer[] }>(
    'GET',
    '/rocket/v0/deliveries/groups?status=3&page_size=100',
  );
  const delivered = page.results.filter((order) => order.state === 'delivered');
  const order = delivered[Math.floor(Math.random() * delivered.length)];
  if (!order) throw new Error('the seed has no delivered order');
  return order;
}

const details = (page: Page) => page.getByRole('region', { name: 'Детали заказа' });

/** The first paint of a remote page waits for its chunks: on a loaded machine that takes a while. */
const FIRST_PAINT = { timeout: 30_000 };

test.describe('order tracking on the desktop', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, USER);
  });

  test('the list has tabs in the URL, a row opens the details beside it, and the panel survives a reload', async ({
    page,
  }) => {
    const order = await createOrder();
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Активные' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );

    await page.getByRole('tab', { name: 'Запланированные' }).click();
    await expect(page).toHaveURL(/[?&]tab=planned/);
    const row = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(row).toBeVisible(FIRST_PAINT);
    await expect(row).toContainText('проспект Абая, 10 → проспект Достык, 120');
    await expect(row).toContainText('точек: 2');
    await expect(row).toContainText('Запланирован');

    await row.click();
    await expect(page).toHaveURL(new RegExp(`[?&]order=${order.id}`));
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(panel).toContainText('Запланирован');
    await expect(panel).toContainText('Склад на Абая, +77011112233');
    await expect(panel).toContainText('Алия Нурланова, +77014445566');
    await expect(panel).toContainText('Позвонить за 10 минут');
    await expect(panel).toContainText('С баланса компании');
    await expect(panel).toContainText('Итого');

    await page.reload();
    await expect(details(page).getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page.getByRole('tab', { name: 'Запланированные' })).toHaveAttribute('aria-selected', 'true');

    await details(page).getByRole('link', { name: 'Закрыть детали' }).click();
    await expect(details(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/order=/);
  });

  test('an order is cancelled with a reason and then shows cancelled', async ({ page }) => {
    const order = await createOrder();
    await page.goto(`/?tab=planned&order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);

    await panel.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
    await expect(dialog).toContainText('Отмена бесплатна, пока курьер не приехал к отправителю');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Выберите причину');

    await dialog.getByRole('radio').first().check();
    await dialog.getByLabel('Комментарий (необязательно)').fill('Клиент передумал');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Отменён', { exact: true })).toBeVisible();
    await expect(panel).toContainText('Причина отмены');
    await expect(panel.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

    const stored = await api<GroupAnswer>('GET', `/rocket/v0/deliveries/groups/${order.id}`);
    expect(stored.state).toBe('cancelled');
  });

  test('an immediate order advances through its statuses without a reload', async ({ page }) => {
    test.setTimeout(150_000);
    let order: GroupAnswer;
    try {
      order = await createOrder(true);
    } catch (error) {
      test.skip(error instanceof NotWorkingTime, 'couriers are called only 09:00–21:00 Almaty time');
      throw error;
    }
    await page.goto(`/?order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    const row = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(row).toBeVisible();

    const seen = new Set<string>();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const badge = panel.locator('[data-state]').first();
    await expect
      .poll(
        async () => {
          await sandbox('POST', '/__sandbox/dispatcher/tick');
          const state = await badge.getAttribute('data-state');
          if (state) seen.add(state);
          return state;
        },
        { timeout: 140_000, intervals: [1000] },
      )
      .toBe('delivered');
    expect(navigations).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(3);
    await expect(panel.getByText('Доставлен', { exact: true })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Оцените доставку' })).toBeVisible();
  });

  test('status changes reach the list and the details without a reload, and active orders are fetched at most every 3 s', async ({
    page,
  }) => {
    // Any hour of the day: the platform's answers for one real order are advanced on a script.
    const order = await createOrder();
    const script: Array<[string, number]> = [
      ['searching', 1],
      ['accepted', 2],
      ['arrived_to_sender', 2],
      ['picked_up', 2],
      ['arrived_to_client', 2],
      ['delivered', 3],
    ];
    // Longer than the screen's refresh period, so every state is on screen at least once.
    const STEP_MS = 5000;
    let startedAt = 0;
    const activeFetches: number[] = [];
    const current = () =>
      script[Math.min(script.length - 1, Math.floor((Date.now() - startedAt) / STEP_MS))]!;
    await page.route(/\/rocket\/v0\/deliveries\/groups(\/\d+)?(\?.*)?$/, async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch();
      const body = (await response.json()) as GroupAnswer & { results?: GroupAnswer[] };
      if (!startedAt) return route.fulfill({ response, json: body });
      const [state, status] = current();
      const patch = (group: GroupAnswer) => (group.id === order.id ? { ...group, state, status } : group);
      if (url.searchParams.get('page_size') === '100') activeFetches.push(Date.now());
      if (body.results) {
        const active = url.searchParams.get('status') === '1,2,5';
        body.results = body.results
          .map(patch)
          .filter((group) => !(active && group.id === order.id && status === 3));
        return route.fulfill({ response, json: body });
      }
      return route.fulfill({ response, json: patch(body) });
    });

    await page.goto(`/?order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    startedAt = Date.now();

    const badge = panel.locator('[data-state]').first();
    await expect(badge).toHaveText('Курьер едет к отправителю', { timeout: 15_000 });
    await expect(badge).toHaveText('Заказ забран, курьер едет к получателю', { timeout: 15_000 });
    await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) })).toContainText(
      'Заказ забран, курьер едет к получателю',
    );
    await expect(badge).toHaveText('Доставлен', { timeout: 15_000 });
    await expect(panel.getByRole('heading', { name: 'Оцените доставку' })).toBeVisible();
    expect(navigations).toEqual([]);
    expect(activeFetches.length).toBeGreaterThanOrEqual(2);
    for (let index = 1; index < activeFetches.length; index += 1) {
      expect(activeFetches[index]! - activeFetches[index - 1]!).toBeGreaterThanOrEqual(2900);
    }
  });

  test('a delivered order is rated with stars and tags, and repeated into a new draft', async ({ page }) => {
    const order = await someDeliveredOrder();
    await page.goto(`/?tab=finished&order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByText('Доставлен', { exact: true })).toBeVisible(FIRST_PAINT);

    const estimate = page.waitForRequest((request) => request.url().includes('/rocket/v0/grades/estimate'));
    await panel.getByRole('radio', { name: '5 из 5' }).check();
    await panel.getByRole('group', { name: 'Что понравилось или нет' }).getByRole('checkbox').first().check();
    await panel.getByRole('button', { name: 'Отправить оценку' }).click();
    const sent = (await estimate).postDataJSON() as { group_id: number; rating: number; tags: number[] };
    expect(sent).toMatchObject({ group_id: order.id, rating: 5 });
    expect(sent.tags).toHaveLength(1);
    await expect(panel.getByText('Спасибо за оценку!')).toBeVisible();

    // The order form takes the points out of session storage as it opens: keep a copy of what was left.
    await page.evaluate(() => {
      const setItem = sessionStorage.setItem.bind(sessionStorage);
      sessionStorage.setItem = (key: string, value: string) => {
        if (key === 'cabinet.repeat-order') (window as unknown as { repeated: string }).repeated = value;
        setItem(key, value);
      };
    });
    await panel.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);
    const repeated = JSON.parse(
      await page.evaluate(() => (window as unknown as { repeated: string }).repeated),
    ) as Array<{ address: { street: string }; contact_info: { phone_number: string }; tasks: unknown[] }>;
    expect(repeated).toHaveLength(order.points.length);
    const street = repeated[0]?.address.street ?? '';
    expect(street).toBeTruthy();
    // The new draft shows the copied first address.
    await expect
      .poll(
        () =>
          page.evaluate(
            (text) =>
              document.body.innerText.includes(text) ||
              [...document.querySelectorAll('input')].some((input) => input.value.includes(text)),
            street,
          ),
        FIRST_PAINT,
      )
      .toBe(true);
  });
});

test.describe('the public tracking page', () => {
  test('opens signed out from a tracking link, and an unknown link says so', async ({ browser }) => {
    const order = await createOrder();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/tracking?token=${order.tracking_token}`);
    await expect(page).toHaveURL(/\/tracking\?token=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Отслеживание заказа' })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
    await expect(page.getByText('Запланирован', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Маршрут' }).getByText('проспект Достык, 120')).toBeVisible();
    // The map with both points (no courier before the order starts), its content listed for screen readers.
    await expect(page.getByRole('img', { name: 'Карта доставки: точек на карте: 2' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Что на карте' }).getByRole('listitem')).toHaveText([
      'Точка 1: проспект Абая, 10 (Ожидает)',
      'Точка 2: проспект Достык, 120 (Ожидает)',
    ]);
    await expect(page.getByRole('navigation')).toHaveCount(0);

    await page.goto('/tracking?token=no-such-link');
    await expect(page.getByRole('alert')).toContainText('Ссылка не найдена');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('order tracking on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the home screen lists active orders; the list and the details have their own pages', async ({
    page,
    context,
  }) => {
    await signIn(context, USER);
    const order = await createOrder();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Активные заказы' })).toBeVisible(FIRST_PAINT);
    const card = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(card).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/mobile/orders/${order.id}$`));
    await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(page.getByText('Алия Нурланова, +77014445566')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Карта заказа: точек на карте: 2/ })).toBeVisible();

    await page.getByRole('link', { name: 'К списку заказов' }).click();
    await expect(page).toHaveURL(/\/mobile\/orders$/);
    await page.getByRole('tab', { name: 'Запланированные' }).click();
    await expect(page).toHaveURL(/tab=planned/);
    await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });
});
