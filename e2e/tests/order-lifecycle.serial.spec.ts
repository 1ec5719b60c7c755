import { type Page, type Request } from '@playwright/test';

import { expect, test } from './support/test';
import { FIRST_PAINT, MOBILE, USERS, sandbox, shownPhone, signIn } from './support/cabinet';
import {
  createOrder,
  getOrder,
  takeSandboxClock,
  type GroupAnswer,
  type SandboxClock,
} from './support/orders';
import { nextLiveTick } from './support/time';

/*
 * Real status progression: the sandbox clock is frozen inside working hours and moved a minute at a
 * time, so the dispatcher takes an order created through the API through every status at any hour
 * of the day. The clock is global to the one shared sandbox: this file runs in the serial project
 * (after every other test, one at a time) and gives the clock back after each test.
 */

test.describe.configure({ timeout: 180_000 });

/** The §4 texts of each state, as the badge and the list row show them. */
const STATE_TEXT = {
  searching: 'Ищем курьера',
  accepted: 'Курьер едет к отправителю',
  arrived_to_sender: 'Курьер у отправителя',
  picked_up: 'Заказ забран, курьер едет к получателю',
  arrived_to_client: 'Курьер у получателя',
  delivered: 'Доставлен',
  cancelled: 'Отменён',
} as const;

/** A live update: the screen ticks every 4 s, and active orders are fetched at most every 3 s. */
const LIVE = { timeout: 15_000 };

const details = (page: Page) => page.getByRole('region', { name: 'Детали заказа' });
const badgeOf = (page: Page) => details(page).locator('[data-state]').first();

let clock: SandboxClock;

test.beforeEach(async ({ context }) => {
  await signIn(context, USERS.company);
  clock = await takeSandboxClock();
});
test.afterEach(async () => {
  await clock.restore();
});

/** Moves the clock until the order leaves its state, and checks it went to the expected next one. */
async function advanceTo(order: GroupAnswer, from: string, to: string): Promise<void> {
  expect(await clock.advanceUntilLeaves(order.id, from)).toBe(to);
}

test('an order advances through every status in its list row and its open details without a reload, then is rated', async ({
  page,
  browser,
}) => {
  const order = await createOrder({ immediate: true });
  expect(order.state).toBe('searching');
  await page.clock.install();
  await page.goto(`/?order=${order.id}`);
  const panel = details(page);
  await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
  const row = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  // Searching: the platform's estimate counts down; no courier yet (get-courier-data 404, silently).
  await expect(badgeOf(page)).toHaveText(STATE_TEXT.searching);
  await expect(row).toContainText(STATE_TEXT.searching);
  // The countdown is shown, not announced: the one live region is the state.
  await expect(panel.getByText(/^Ищем курьера: примерно \d+ мин$/)).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: STATE_TEXT.searching })).toHaveText(
    STATE_TEXT.searching,
  );
  await expect(panel.getByRole('definition').filter({ hasText: 'Курьер не назначен' })).toBeVisible(LIVE);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The recipient's view of the same moment: signed out, the countdown and the tracking banner.
  const visitor = await browser.newContext();
  const tracking = await visitor.newPage();
  await tracking.goto(`/tracking?token=${order.tracking_token}`);
  await expect(tracking.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
  await expect(tracking.getByText(/^Ищем курьера: примерно \d+ мин$/)).toBeVisible();
  await expect(tracking.getByRole('complementary', { name: 'Доставка для бизнеса' })).toBeVisible();
  await visitor.close();

  let state: keyof typeof STATE_TEXT = 'searching';
  for (const next of ['accepted', 'arrived_to_sender', 'picked_up', 'arrived_to_client'] as const) {
    await advanceTo(order, state, next);
    state = next;
    await nextLiveTick(page);
    await expect(badgeOf(page)).toHaveText(STATE_TEXT[next], LIVE);
    await expect(row).toContainText(STATE_TEXT[next], LIVE);
    if (next === 'accepted') {
      // The courier comes from get-courier-data: name, a tel: link, and a place on the map.
      const courier = (await getOrder(order.id)).courier;
      expect(courier).not.toBeNull();
      await expect(
        panel.getByRole('link', { name: `Телефон курьера ${shownPhone(courier?.phone_number)}` }),
      ).toHaveAttribute('href', `tel:${courier?.phone_number}`, LIVE);
      await expect(panel.getByRole('img', { name: /^Карта заказа:/ })).toHaveAccessibleName(
        /курьер на карте$/,
      );
    }
    if (next === 'picked_up') await expect(panel).toContainText('Курьер едет к точке 2', LIVE);
  }

  await advanceTo(order, state, 'delivered');
  await nextLiveTick(page);
  await expect(badgeOf(page)).toHaveText(STATE_TEXT.delivered, LIVE);
  // A finished order leaves the active tab; the finished tab has it, delivered.
  await expect(row).toHaveCount(0, LIVE);
  expect(navigations).toEqual([]);
  await page.getByRole('tab', { name: 'Завершённые' }).click();
  await expect(row).toContainText(STATE_TEXT.delivered, FIRST_PAINT);

  // Rated: a second page, opened before the rating, learns it was already rated.
  const second = await page.context().newPage();
  await second.goto(`/?tab=finished&order=${order.id}`);
  const secondPanel = details(second);
  await expect(secondPanel.getByRole('heading', { name: 'Оцените доставку' })).toBeVisible(FIRST_PAINT);

  await panel.getByRole('radio', { name: '5 из 5' }).check();
  const tag = panel.getByRole('group', { name: 'Что понравилось или нет' }).getByRole('checkbox').first();
  const tagName = (await tag.evaluate((input) => input.parentElement?.textContent ?? '')).trim();
  await tag.check();
  await panel.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(panel.getByText('Спасибо за оценку!')).toBeVisible();
  const given = panel.getByRole('region', { name: 'Ваша оценка' });
  await expect(given).toContainText('5 из 5');
  await expect(given).toContainText(`Отмечено: ${tagName}`);
  expect((await getOrder(order.id)).grade).toMatchObject({ rating: 5 });

  await secondPanel.getByRole('radio', { name: '3 из 5' }).check();
  await secondPanel.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(secondPanel.getByRole('alert')).toHaveText(
    'Этот заказ уже оценён. Показываем сохранённую оценку.',
  );
  await expect(secondPanel.getByRole('region', { name: 'Ваша оценка' })).toContainText('5 из 5');
  await second.close();

  // After a reload the order says it was rated: no form comes back.
  await page.reload();
  await expect(details(page).getByRole('region', { name: 'Ваша оценка' })).toContainText(
    '5 из 5',
    FIRST_PAINT,
  );
  await expect(details(page).getByRole('button', { name: 'Отправить оценку' })).toHaveCount(0);
});

test('a cancel after the courier arrived holds the fee the rules announced', async ({ page }) => {
  const order = await createOrder({ immediate: true });
  await advanceTo(order, 'searching', 'accepted');
  await advanceTo(order, 'accepted', 'arrived_to_sender');

  await page.goto(`/?order=${order.id}`);
  const panel = details(page);
  await expect(badgeOf(page)).toHaveText(STATE_TEXT.arrived_to_sender, FIRST_PAINT);
  await panel.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
  const rules = dialog.getByRole('list', { name: 'Условия отмены' });
  await expect(rules.getByRole('listitem')).toHaveText([
    'Пока курьер не приехал к отправителю — бесплатно.',
    'Курьер приехал к отправителю — удерживается плата за вызов. (действует сейчас)',
    'Курьер забрал заказ — плата за вызов и стоимость возврата.',
  ]);
  await expect(dialog).toContainText('Курьер уже у отправителя: будет удержана плата за вызов.');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(badgeOf(page)).toHaveText(STATE_TEXT.cancelled);
  const stored = await getOrder(order.id);
  expect(stored.cancel_fee).toBeGreaterThan(0);
  const prices = panel.getByRole('heading', { name: 'Стоимость' }).locator('xpath=following-sibling::dl[1]');
  await expect(prices).toContainText(`Удержано за отмену${formatTenge(stored.cancel_fee)}`);
  await expect(prices).toContainText(`Возвращено на баланс${formatTenge(stored.refunded_amount)}`);
});

test('the courier of an order under way comes from get-courier-data, polled, and stands on the map', async ({
  page,
}) => {
  const order = await createOrder({ immediate: true });
  await advanceTo(order, 'searching', 'accepted');

  const courierAnswers: Array<{ name: string; contact_name: string; phone_number: string }> = [];
  page.on('response', async (response) => {
    if (response.url().includes('/rocket/v0/deliveries/get-courier-data/') && response.ok())
      courierAnswers.push(await response.json());
  });
  await page.clock.install();
  await page.goto(`/?order=${order.id}`);
  const panel = details(page);
  await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
  await expect.poll(() => courierAnswers.length, LIVE).toBeGreaterThan(0);
  const courier = courierAnswers[0] as (typeof courierAnswers)[number];
  const name = courier.name || courier.contact_name;

  await expect(
    panel.getByRole('definition').filter({ hasText: shownPhone(courier.phone_number) }),
  ).toHaveText(`${name} · ${shownPhone(courier.phone_number)} · на авто`);
  await expect(
    panel.getByRole('link', { name: `Телефон курьера ${shownPhone(courier.phone_number)}` }),
  ).toHaveAttribute('href', `tel:${courier.phone_number}`);
  await expect(panel.getByRole('img', { name: /^Карта заказа:/ })).toHaveAccessibleName(
    'Карта заказа: точек на карте: 2, зона доставки Алматы, курьер на карте',
  );
  await expect(panel.getByRole('list', { name: 'Что на карте' })).toContainText(`Курьер: ${name}`);
  // Polled with the live updates while the order is under way.
  await nextLiveTick(page);
  await expect.poll(() => courierAnswers.length, LIVE).toBeGreaterThan(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the active-orders home and the order page show status, courier, points, tasks and price, kept live by one store', async ({
    page,
  }) => {
    const order = await createOrder({ immediate: true, photo: true });
    await advanceTo(order, 'searching', 'accepted');
    const courier = (await getOrder(order.id)).courier;
    const courierName = courier?.name || courier?.contact_name || '';

    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Активные заказы' })).toBeVisible(FIRST_PAINT);
    const card = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(card).toContainText(STATE_TEXT.accepted);
    await expect(card).toContainText(courierName);
    await card.click();

    await expect(page).toHaveURL(new RegExp(`/mobile/orders/${order.id}$`));
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(badgeOf(page)).toHaveText(STATE_TEXT.accepted);
    await expect(
      panel.getByRole('link', { name: `Телефон курьера ${shownPhone(courier?.phone_number)}` }),
    ).toHaveAttribute('href', `tel:${courier?.phone_number}`, LIVE);
    await expect(
      panel.getByRole('definition').filter({ hasText: shownPhone(courier?.phone_number) }),
    ).toContainText(courierName);
    const route = panel.getByRole('heading', { name: 'Маршрут' }).locator('xpath=following-sibling::ol[1]');
    await expect(route.getByRole('listitem')).toHaveCount(2);
    await expect(route.getByRole('listitem').nth(0)).toContainText('проспект Абая, 10');
    await expect(route.getByRole('listitem').nth(1)).toContainText('проспект Достык, 120');
    await expect(route.getByRole('listitem').nth(1)).toContainText('Задания курьеру: Сфотографировать');
    await expect(panel).toContainText('Задания300 ₸');
    await expect(panel).toContainText('Итого');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);

    // The next status reaches the open page, then the home card, without a reload.
    await advanceTo(order, 'accepted', 'arrived_to_sender');
    await nextLiveTick(page);
    await expect(badgeOf(page)).toHaveText(STATE_TEXT.arrived_to_sender, LIVE);
    await page.getByRole('link', { name: 'Главная' }).click();
    await nextLiveTick(page);
    await expect(card).toContainText(STATE_TEXT.arrived_to_sender, LIVE);
  });
});

test.describe('§4 active orders are fetched at most every 3 s', () => {
  test.use({ viewport: MOBILE });

  /** Every fetch of the active orders (one page of 100, statuses 1, 2, 5) the page sends. */
  function watchActiveFetches(page: Page): () => Promise<number[]> {
    const sent: Request[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.method() === 'GET' &&
        url.pathname === '/rocket/v0/deliveries/groups' &&
        url.searchParams.get('page_size') === '100'
      )
        sent.push(request);
    });
    // When the browser started each one (its own clock, ms since the epoch), once it has its answer.
    return () =>
      Promise.all(
        sent.map(async (request) => {
          await request.response();
          return request.timing().startTime;
        }),
      );
  }

  test('a burst of navigations asks for more than one fetch per 3 s, and the real next status still arrives', async ({
    page,
  }) => {
    const order = await createOrder({ immediate: true });
    const fetchStarts = watchActiveFetches(page);
    await page.goto('/');
    const card = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}`) });
    await expect(card).toContainText(STATE_TEXT.searching, FIRST_PAINT);
    const nav = page.getByRole('navigation', { name: 'Нижняя навигация' });
    const screens = [
      ['Заказы', /\/mobile\/orders$/],
      ['Меню', /\/mobile\/menu$/],
      ['Главная', /:8080\/$/],
    ] as const;
    // Every screen once first, so that the burst below waits for no code.
    for (const [name, url] of screens) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    await expect(card).toBeVisible();

    // §2: on a phone every navigation asks for the active orders (the home screen also on opening).
    const navigations = 9;
    const burstStarted = Date.now();
    for (let step = 0; step < navigations; step += 1) {
      const [name, url] = screens[step % screens.length] as (typeof screens)[number];
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
    const burstEnded = Date.now();
    const allowed = Math.floor((burstEnded - burstStarted) / 3000) + 1;
    // The burst asked more often than one fetch per 3 s lets through.
    expect(navigations).toBeGreaterThan(allowed);

    // The real progression: the platform's next status reaches the card through the same fetches.
    await advanceTo(order, 'searching', 'accepted');
    await expect(card).toContainText(STATE_TEXT.accepted, LIVE);

    const starts = await fetchStarts();
    expect(starts.filter((at) => at >= burstStarted && at <= burstEnded).length).toBeLessThanOrEqual(allowed);
    expect(starts.length).toBeGreaterThanOrEqual(2);
    // 3000 ms apart at least, less what may lie between the page starting a fetch and the network
    // stamping it (a 1 s throttle, or none, would show gaps of a second or less).
    for (const [index, at] of starts.slice(1).entries())
      expect(at - (starts[index] as number)).toBeGreaterThanOrEqual(2_900);
  });
});

/** Integer tenge as the cabinet prints it: "1 250 ₸". */
function formatTenge(tenge: number): string {
  return `${new Intl.NumberFormat('ru-RU').format(tenge).replace(/\u00a0/g, ' ')} ₸`;
}

test.describe('an order the platform no longer knows', () => {
  test.afterEach(async () => {
    await sandbox('DELETE', '/__sandbox/faults');
  });

  test('cancelling it says so in the dialog, without the error modal, and the details say it is gone', async ({
    page,
  }) => {
    const order = await createOrder();
    await page.goto(`/?tab=planned&order=${order.id}`);
    const panel = details(page);
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    const path = `/rocket/v0/deliveries/groups/${order.id}`;
    // The platform answers for this order as for one that does not exist, to the cancel and to a read.
    for (const method of ['PATCH', 'GET'])
      await sandbox('POST', '/__sandbox/faults', { path, method, status: 404, code: 'GROUP_DOES_NOT_EXIST' });

    await panel.getByRole('button', { name: 'Отменить заказ' }).click();
    const dialog = page.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Заказ не найденТакого заказа нет. Возможно, ссылка устарела.',
    );
    // One explanation: no error modal over the dialog.
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(panel.getByRole('alert')).toContainText('Заказа больше нет');
    await expect(panel.getByRole('heading', { name: 'Детали заказа' })).toBeFocused();

    // Opened again (a reload): the read's 404 is explained by the screen, not by the modal.
    await page.reload();
    await expect(details(page).getByRole('alert')).toContainText('Заказа больше нет', FIRST_PAINT);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
