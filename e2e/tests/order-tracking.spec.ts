import { type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { DESKTOP, FIRST_PAINT, MOBILE, SHELL, USERS, shownPhone, signIn } from './support/cabinet';
import { api, createOrder, finishedOrders, getOrder, type GroupAnswer } from './support/orders';

// Each test creates its data through the platform and waits for live updates: give them room.
test.describe.configure({ timeout: 90_000 });
// Live status changes and the §4 fetch throttle run against the sandbox's real progression, which
// moves its clock: order-lifecycle.serial.spec.ts.

/** The company whose orders these tests watch (its seed has ~320 orders, delivered ones among them). */
const USER = USERS.company;

/** A delivered order of the company's seeded history with a task, so its details list one. */
async function deliveredOrderWithTask(): Promise<GroupAnswer> {
  const delivered = (await finishedOrders()).filter((order) => order.state === 'delivered');
  const order = delivered.find((candidate) => candidate.points.some((point) => point.tasks.length > 0));
  if (!order) throw new Error('the seed has no delivered order with a task');
  return order;
}

/** The order a repeat copies: three points, two tasks (one with a comment) and two payment items. */
const REPEATED_POINTS = [
  {
    address: { street: 'проспект Абая', building: '10', latitude: 43.2392, longitude: 76.946 },
    contact_info: { phone_number: '+77011112233', contact_name: 'Склад на Абая' },
  },
  {
    address: { street: 'проспект Достык', building: '120', latitude: 43.2437, longitude: 76.9568 },
    contact_info: { phone_number: '+77014445566', contact_name: 'Алия Нурланова' },
    tasks: [
      { id: 2, comment: 'Сфотографировать вход' },
      { id: 4, comment: '' },
    ],
    delivery_payment_items: [
      { title: 'Платье', price: 5000 },
      { title: 'Шарф', price: 2000 },
    ],
  },
  {
    address: { street: 'улица Толе би', building: '59', latitude: 43.2513, longitude: 76.9285 },
    contact_info: { phone_number: '+77017778899', contact_name: 'Ерлан' },
  },
];

/** A cancelled order with everything a repeat must copy (made through the API: no clock needed). */
async function cancelledOrderToRepeat(): Promise<GroupAnswer> {
  const rates = await api<{
    tariffs: Array<{ id: number; is_unavailable: boolean; is_multipoint: boolean; transport: string }>;
  }>('POST', '/rocket/v0/deliveries/orders/tariffs', {
    points: REPEATED_POINTS.map(({ address }) => ({
      latitude: address.latitude,
      longitude: address.longitude,
    })),
  });
  const tariff = rates.tariffs.find((candidate) => !candidate.is_unavailable && candidate.is_multipoint);
  if (!tariff) throw new Error('no multi-point tariff available');
  const tomorrow = new Date(Date.now() + 86_400_000 + 5 * 3_600_000).toISOString().slice(0, 10);
  const order = await api<GroupAnswer>('POST', '/rocket/v0/deliveries/groups', {
    tariff_id: tariff.id,
    points: REPEATED_POINTS,
    delivery_time_type: 2,
    datetime: `${tomorrow}T12:00:00+05:00`,
  });
  return api<GroupAnswer>('PATCH', `/rocket/v0/deliveries/groups/${order.id}`, { cancel_type_id: 2 });
}

const details = (page: Page) => page.getByRole('region', { name: 'Детали заказа' });

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
    await expect(panel).toContainText('Склад на Абая, +7 701 111 22 33');
    await expect(panel).toContainText('Алия Нурланова, +7 701 444 55 66');
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
    await expect(dialog.getByRole('list', { name: 'Условия отмены' }).getByRole('listitem')).toHaveText([
      'Пока курьер не приехал к отправителю — бесплатно. (действует сейчас)',
      'Курьер приехал к отправителю — удерживается плата за вызов.',
      'Курьер забрал заказ — плата за вызов и стоимость возврата.',
    ]);
    await expect(dialog).toContainText('Сейчас отмена бесплатна.');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Выберите причину');

    await dialog.getByRole('radio').first().check();
    await dialog.getByLabel('Комментарий (необязательно)').fill('Клиент передумал');
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByText('Отменён', { exact: true })).toBeVisible();
    await expect(panel).toContainText('Причина отмены');
    await expect(panel.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);

    const stored = await getOrder(order.id);
    expect(stored.state).toBe('cancelled');
  });

  test('cancelling again from a page opened before says the order is already cancelled', async ({
    page,
    context,
  }) => {
    const order = await createOrder();
    const earlier = await context.newPage();
    await earlier.goto(`/?tab=planned&order=${order.id}`);
    const earlierPanel = details(earlier);
    await expect(earlierPanel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(
      FIRST_PAINT,
    );
    // The earlier page has its dialog open, a cause chosen, before the order is cancelled elsewhere.
    await earlierPanel.getByRole('button', { name: 'Отменить заказ' }).click();
    const earlierDialog = earlier.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
    await earlierDialog.getByRole('radio').first().check();

    await page.goto(`/?tab=planned&order=${order.id}`);
    const panel = details(page);
    await panel.getByRole('button', { name: 'Отменить заказ' }).click(FIRST_PAINT);
    const dialog = page.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(panel.getByText('Отменён', { exact: true })).toBeVisible();

    await earlier.bringToFront();
    await earlierDialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(earlierDialog.getByRole('alert')).toHaveText(
      'Заказ уже отменёнЭтот заказ был отменён раньше.',
    );
    // No error modal on top: the dialog itself explains, and the order behind it is read again.
    await expect(earlier.getByRole('dialog')).toHaveCount(1);
    await expect(earlierPanel.getByText('Отменён', { exact: true })).toBeVisible();
    await earlierDialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(earlierDialog).toHaveCount(0);
    await expect(earlierPanel.getByRole('button', { name: 'Отменить заказ' })).toHaveCount(0);
    await earlier.close();
  });

  test('the tracking link is copied with a toast and opens signed out', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SHELL });
    const order = await createOrder();
    await page.goto(`/?tab=planned&order=${order.id}`);
    const share = details(page).getByRole('region', { name: 'Ссылка для отслеживания' });
    const link = `${SHELL}/tracking?token=${order.tracking_token}`;
    await expect(share.getByRole('link', { name: link })).toHaveAttribute('href', link, FIRST_PAINT);
    await share.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await expect(page.getByRole('status', { name: 'Уведомления' })).toContainText(
      'Ссылка для отслеживания скопирована',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const visitor = await browser.newContext();
    const tracking = await visitor.newPage();
    await tracking.goto(link);
    await expect(tracking.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await visitor.close();
  });

  test('a finished order is repeated into a new draft of the order form: every point, task and item', async ({
    page,
  }) => {
    const order = await cancelledOrderToRepeat();
    await page.goto(`/?tab=finished&order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByText('Отменён', { exact: true })).toBeVisible(FIRST_PAINT);

    await panel.getByRole('button', { name: 'Повторить заказ' }).click();
    await expect(page).toHaveURL(/\/orders\/new$/);
    const point = (index: number) =>
      page.getByRole('region', { name: index === 0 ? 'Откуда' : `Куда · точка ${index + 1}` });
    for (const [index, { address }] of REPEATED_POINTS.entries()) {
      await expect(point(index).getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue(
        new RegExp(address.street),
        FIRST_PAINT,
      );
    }
    const recipient = point(1);
    await expect(recipient.getByRole('checkbox', { name: 'Сделать фото' })).toBeChecked();
    await expect(recipient.getByRole('checkbox', { name: 'Принять оплату' })).toBeChecked();
    await expect(point(2).getByRole('checkbox', { name: 'Сделать фото' })).not.toBeChecked();
    await expect(recipient.getByLabel('Товар 1')).toHaveValue('Платье');
    await expect(recipient.getByLabel('Цена товара 1, ₸')).toHaveValue('5000');
    await expect(recipient.getByLabel('Товар 2')).toHaveValue('Шарф');
    await expect(recipient.getByLabel('Цена товара 2, ₸')).toHaveValue('2000');
  });
});

test.describe('the public tracking page', () => {
  for (const [label, viewport] of [
    ['1280×800', DESKTOP],
    ['390×844', MOBILE],
  ] as const) {
    test(`opens signed out from a tracking link at ${label}, with the tracking banner`, async ({
      browser,
    }) => {
      const order = await createOrder();
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`/tracking?token=${order.tracking_token}`);
      await expect(page).toHaveURL(/\/tracking\?token=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Отслеживание заказа' })).toBeVisible(
        FIRST_PAINT,
      );
      await expect(page.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible();
      await expect(page.getByText('Запланирован', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Маршрут' }).getByText('проспект Достык, 120'),
      ).toBeVisible();
      // The map with both points (no courier before the order starts), its content listed for screen readers.
      await expect(page.getByRole('img', { name: 'Карта доставки: точек на карте: 2' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Что на карте' }).getByRole('listitem')).toHaveText([
        'Точка 1: проспект Абая, 10 (Ожидает)',
        'Точка 2: проспект Достык, 120 (Ожидает)',
      ]);
      // The banner comes for the tracking token: nobody is signed in here.
      const banner = page.getByRole('complementary', { name: 'Доставка для бизнеса' });
      await expect(banner).toContainText('Доставим по городу за час');
      // Its picture (decorative, alt="") is served by the platform and really loads.
      await expect
        .poll(() => banner.evaluate((element) => element.querySelector('img')?.naturalWidth ?? 0))
        .toBeGreaterThan(0);
      expect(await context.cookies()).toEqual([]);
      await expect(page.getByRole('navigation')).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    });
  }

  test('an unknown link and an expired one each say so, without the error modal', async ({ browser }) => {
    // A delivered order of the seeded history finished days ago: its link has expired (24 h).
    const old = (await finishedOrders()).find(
      (order) => order.delivered_at !== null && Date.now() - Date.parse(order.delivered_at) > 2 * 86_400_000,
    );
    if (!old) throw new Error('the seed has no order delivered days ago');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/tracking?token=${old.tracking_token}`);
    const expired = page.getByRole('alert');
    await expect(expired).toContainText('Срок действия ссылки истёк', FIRST_PAINT);
    await expect(expired).not.toContainText('Ссылка не найдена');

    await page.goto('/tracking?token=no-such-link');
    await expect(page.getByRole('alert')).toContainText('Ссылка не найдена');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('works inside the partner super-app', async ({ page }) => {
    const HOST = 'http://localhost:8086';
    await page.setViewportSize(MOBILE);
    await page.route(`${SHELL}/config.json`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), superAppOrigin: HOST } });
    });
    const order = await createOrder();
    const app = `${SHELL}/tracking?token=${order.tracking_token}`;
    await page.goto(`${HOST}/host.html?app=${encodeURIComponent(app)}`);
    const cabinet = page.frameLocator('iframe[title="Кабинет"]');
    await expect(cabinet.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(cabinet.getByRole('complementary', { name: 'Доставка для бизнеса' })).toBeVisible();
    await expect(cabinet.getByRole('navigation')).toHaveCount(0);
    // Public: the super-app is never asked to authorise.
    await expect(page.getByRole('status')).toHaveText('Супер-приложение');
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
    await expect(page.getByText('Алия Нурланова, +7 701 444 55 66')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Карта заказа: точек на карте: 2/ })).toBeVisible();

    await page.getByRole('link', { name: 'К списку заказов' }).click();
    await expect(page).toHaveURL(/\/mobile\/orders$/);
    await page.getByRole('tab', { name: 'Запланированные' }).click();
    await expect(page).toHaveURL(/tab=planned/);
    await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });

  test('a finished order shows its facts, the courier phone link named by its number', async ({
    page,
    context,
  }) => {
    await signIn(context, USER);
    const order = await deliveredOrderWithTask();
    await page.goto(`/mobile/orders/${order.id}`);
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(panel.getByText('Доставлен', { exact: true })).toBeVisible();
    const courier = order.courier?.name || order.courier?.contact_name || '';
    // The link's name holds the number it shows (WCAG 2.5.3 label in name).
    await expect(
      panel.getByRole('link', { name: `Телефон курьера ${shownPhone(order.courier?.phone_number)}` }),
    ).toHaveAttribute('href', `tel:${order.courier?.phone_number}`);
    await expect(panel).toContainText(courier);
    await expect(panel).toContainText(`${order.points[0]?.address.street}`);
    await expect(panel).toContainText('Задания курьеру:');
    await expect(panel).toContainText('Итого');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });

  test('repeating an order lands on the wizard summary with every point, task and item', async ({
    page,
    context,
  }) => {
    await signIn(context, USER);
    const order = await cancelledOrderToRepeat();
    await page.goto(`/mobile/orders/${order.id}`);
    const panel = details(page);
    await expect(panel.getByText('Отменён', { exact: true })).toBeVisible(FIRST_PAINT);

    await panel.getByRole('button', { name: 'Повторить заказ' }).click();
    // The points are complete: straight to the summary, to check and order.
    await expect(page).toHaveURL(/\/mobile\/new-order-details\?step=details$/);
    await expect(page.getByRole('heading', { name: 'Вызов курьера' })).toBeVisible(FIRST_PAINT);
    const route = page.getByRole('list', { name: 'Маршрут' });
    await expect(route.getByRole('button', { name: /^Откуда\s*проспект Абая, 10/ })).toBeVisible();
    await expect(route.getByRole('button', { name: /^Куда\s*проспект Достык, 120/ })).toBeVisible();
    await expect(route).toContainText('улица Толе би, 59');
    const tasksRow = page.getByRole('button', { name: /^Задания курьеру\s*Выбрано: 2/ });
    await expect(tasksRow).toBeVisible();

    await tasksRow.click();
    await expect(page).toHaveURL(/step=tasks/);
    const recipient = page.getByRole('group', { name: 'Куда: проспект Достык, 120' });
    await expect(recipient.getByRole('checkbox', { name: 'Сделать фото' })).toBeChecked();
    await expect(recipient.getByRole('checkbox', { name: 'Принять оплату' })).toBeChecked();
    await expect(recipient.getByLabel('Товар 1')).toHaveValue('Платье');
    await expect(recipient.getByLabel('Цена товара 1, ₸')).toHaveValue('5000');
    await expect(recipient.getByLabel('Товар 2')).toHaveValue('Шарф');
    await expect(recipient.getByLabel('Цена товара 2, ₸')).toHaveValue('2000');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
  });

  test('a desktop link opened on a phone shows the phone page for it, replacing the entry', async ({
    page,
    context,
  }) => {
    await signIn(context, USER);
    const order = await createOrder();
    await page.goto('/mobile/menu');
    await page.goto(`/?order=${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/mobile/orders/${order.id}$`), FIRST_PAINT);
    await expect(details(page).getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(
      FIRST_PAINT,
    );
    // Back returns to where the user was, not through the desktop link (which would redirect again).
    await page.goBack();
    await expect(page).toHaveURL(/\/mobile\/menu$/);

    await page.goto('/?tab=planned');
    await expect(page).toHaveURL(/\/mobile\/orders\?tab=planned$/, FIRST_PAINT);
    await expect(page.getByRole('tab', { name: 'Запланированные' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) })).toBeVisible();
  });

  test('speaks Kazakh: the list, the details and the public tracking page (?force-lang=kk)', async ({
    page,
    context,
    browser,
  }) => {
    await signIn(context, USER);
    const order = await createOrder();
    await page.goto('/mobile/orders?tab=planned&force-lang=kk');
    await expect(page.getByRole('tab', { name: 'Жоспарланған' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_PAINT,
    );
    const row = page.getByRole('link', { name: new RegExp(`№ ${order.number} тапсырыс`) });
    await expect(row).toContainText('Жоспарланған');
    await row.click();
    const panel = page.getByRole('region', { name: 'Тапсырыс мәліметтері' });
    await expect(panel.getByRole('heading', { name: `№ ${order.number} тапсырыс` })).toBeVisible(FIRST_PAINT);
    await expect(panel.getByRole('status').filter({ hasText: 'Жоспарланған' })).toHaveText('Жоспарланған');
    await expect(panel).toContainText('Алушы');
    await expect(panel).toContainText('Барлығы');
    await expect(panel).not.toContainText('Итого');
    await panel.getByRole('link', { name: 'Тапсырыстар тізіміне' }).click();
    await expect(page).toHaveURL(/\/mobile\/orders\?tab=planned/);

    const visitor = await browser.newContext({ viewport: MOBILE });
    const tracking = await visitor.newPage();
    await tracking.goto(`/tracking?token=${order.tracking_token}&force-lang=kk`);
    await expect(tracking.getByRole('heading', { level: 1, name: 'Тапсырысты бақылау' })).toBeVisible(
      FIRST_PAINT,
    );
    await expect(tracking.getByRole('heading', { name: `№ ${order.number} тапсырыс` })).toBeVisible();
    await expect(tracking.getByRole('status').filter({ hasText: 'Жоспарланған' })).toHaveText('Жоспарланған');
    await expect(
      tracking.getByRole('list', { name: 'Бағыт' }).getByText('проспект Достык, 120'),
    ).toBeVisible();
    const width = await tracking.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);
    await visitor.close();
  });
});
