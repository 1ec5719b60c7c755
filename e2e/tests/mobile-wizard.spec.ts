import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { MOBILE, SANDBOX, USERS, platformToken, signIn } from './support/cabinet';
import { almatyDay, nightInstant, pinTime, workingHoursInstant } from './support/time';

/**
 * The mobile order wizard at 390×844 (§2, §4). Company 2 (user 10002, Almaty) places this file's
 * orders; no other file orders for it, and its balance (60 000 ₸) covers them.
 */
const USER = USERS.saasCompany;
const CARD = 'card_dastarkhan_visa_1111';

async function api<T>(path: string): Promise<T> {
  const token = await platformToken(USER);
  const context = await playwrightRequest.newContext({
    baseURL: SANDBOX,
    extraHTTPHeaders: { Authorization: `JWT ${token}` },
  });
  try {
    const response = await context.get(path);
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

async function pickAddress(page: Page, query: string, option: string) {
  const address = page.getByRole('combobox', { name: 'Адрес', exact: true });
  await address.fill(query);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(address).toHaveValue(option.replace(/^[^,]+, /, ''));
}

/** init → from → to, in Russian; ends on the screen after "to". */
async function enterRoute(page: Page) {
  await page.goto('/mobile/new-order-details');
  await expect(heading(page, 'Куда доставить?')).toBeVisible();
  await page.getByRole('button', { name: 'Откуда забрать' }).click();
  await expect(heading(page, 'Откуда забрать')).toBeFocused();
  await pickAddress(page, 'Абая', 'Алматы, проспект Абая');
  await page.getByLabel('Подъезд').fill('2');
  await page.getByLabel('Телефон отправителя').fill('+7 701 555 11 22');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading(page, 'Куда доставить')).toBeFocused();
  await pickAddress(page, 'Достык', 'Алматы, проспект Достык');
  await page.getByLabel('Телефон получателя').fill('8 702 555 33 44');
  await page.getByRole('button', { name: 'Далее' }).click();
}

/** The route map is drawn blurred behind the sheet (§4: in to and details). */
async function mapIsBlurred(page: Page): Promise<boolean> {
  return page.getByRole('img', { name: /^Карта маршрута/, includeHidden: true }).evaluate((node) => {
    for (let element: Element | null = node; element; element = element.parentElement) {
      if (getComputedStyle(element).filter.includes('blur')) return true;
    }
    return false;
  });
}

const orderId = (page: Page) => Number(/\/mobile\/orders\/(\d+)$/.exec(page.url())?.[1]);

test.use({ viewport: MOBILE });

test.beforeEach(async ({ context }) => {
  await signIn(context, USER);
});

interface OrderAnswer {
  number: string;
  transport: string;
  delivery_time_type: number;
  planned_at: string | null;
  created_at: string;
  payment_type: number;
  card_token: string | null;
  points: Array<{ cod_amount: number; address: { street: string; entrance: string } }>;
}

test('in working hours an immediate order goes from the wizard to its details and the orders list', async ({
  page,
}) => {
  const now = workingHoursInstant();
  await pinTime(page, now);
  await enterRoute(page);
  await expect(heading(page, 'Вызов курьера')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Время Сейчас' })).toBeVisible();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/mobile\/orders\/\d+$/);
  const group = await api<OrderAnswer>(`/rocket/v0/deliveries/groups/${orderId(page)}`);
  expect(group).toMatchObject({ delivery_time_type: 1, planned_at: null, payment_type: 2 });
  expect(Date.parse(group.created_at)).toBe(now.getTime());
  await expect(page.getByRole('heading', { name: `Заказ № ${group.number}` })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Нижняя навигация' })
    .getByRole('link', { name: 'Заказы' })
    .click();
  await expect(page).toHaveURL(/\/mobile\/orders(\?|$)/);
  await expect(page.getByRole('tab', { name: 'Активные' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${group.number}`) })).toBeVisible();
});

test('the whole wizard at 390×844: addresses, tariff, tasks, planned time, card, order', async ({ page }) => {
  test.setTimeout(60_000);
  const now = workingHoursInstant();
  await pinTime(page, now);
  await page.goto('/mobile/new-order-details');
  expect(await mapIsBlurred(page)).toBe(false);
  await enterRoute(page);

  await expect(heading(page, 'Вызов курьера')).toBeFocused();
  expect(await mapIsBlurred(page)).toBe(true);
  const route = page.getByRole('list', { name: 'Маршрут' });
  await expect(route.getByRole('button', { name: 'Откуда проспект Абая' })).toBeVisible();
  await expect(route.getByRole('button', { name: 'Куда проспект Достык' })).toBeVisible();
  const tariffRow = page.getByRole('button', { name: /^Тариф Авто · [\d\s]+\s₸ · Прибытие ~\d+ мин$/ });
  await expect(tariffRow).toBeVisible();

  // Tariff change.
  await tariffRow.click();
  await expect(heading(page, 'Сменить тариф')).toBeFocused();
  // A tariff is chosen by tapping its card (the radio inside is drawn by the card).
  await page.getByRole('radiogroup', { name: 'Тариф' }).getByText('Мото', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /^Мото/ })).toBeChecked();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: /^Тариф Мото · [\d\s]+\s₸/ })).toBeVisible();

  // Order tasks, with a take-payment item.
  await page.getByRole('button', { name: 'Задания курьеру Без заданий' }).click();
  await expect(heading(page, 'Задания курьеру')).toBeFocused();
  const recipient = page.getByRole('group', { name: 'Куда: проспект Достык' });
  await recipient.getByRole('checkbox', { name: 'Принять оплату' }).check();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Заполните поля' })).toBeVisible();
  await expect(recipient.getByLabel('Товар 1')).toBeFocused();
  await expect(recipient.getByLabel('Товар 1')).toHaveAccessibleDescription('Укажите название');
  await recipient.getByLabel('Товар 1').fill('Платье');
  await recipient.getByLabel('Цена товара 1, ₸').fill('5000');
  await expect(recipient.getByText('Принять 5 000 ₸')).toBeVisible();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: 'Задания курьеру Выбрано: 1 · 0 ₸' })).toBeVisible();

  // Planned-order time.
  await page.getByRole('button', { name: 'Время Сейчас' }).click();
  await expect(heading(page, 'Когда приехать курьеру')).toBeFocused();
  await page.getByRole('radio', { name: 'Запланировать' }).check();
  // An hour after the pinned noon.
  await expect(page.getByText(/^Курьер приедет \d+ \S+, 13:00$/)).toBeVisible();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: /^Время \d+ \S+, 13:00$/ })).toBeVisible();

  // Delivery terms: pay by card.
  await page.getByRole('button', { name: /^Оплата С баланса/ }).click();
  await expect(heading(page, 'Условия доставки')).toBeFocused();
  await page.getByRole('radio', { name: 'Картой' }).check();
  await page.getByRole('radio', { name: /1111/ }).check();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByRole('button', { name: /^Оплата Visa .*1111$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/mobile\/orders\/\d+$/);
  const group = await api<OrderAnswer>(`/rocket/v0/deliveries/groups/${orderId(page)}`);
  expect(group).toMatchObject({
    transport: 'MOTORBIKE',
    delivery_time_type: 2,
    planned_at: new Date(`${almatyDay(now)}T13:00:00+05:00`).toISOString(),
    payment_type: 5,
    card_token: CARD,
  });
  expect(group.points.map((point) => point.address.street)).toEqual(['проспект Абая', 'проспект Достык']);
  expect(group.points[0]?.address.entrance).toBe('2');
  expect(group.points[1]?.cod_amount).toBe(5000);
  await expect(page.getByRole('heading', { name: `Заказ № ${group.number}` })).toBeVisible();
});

test('outside working hours the wizard shows the non-working-time screen and plans the order', async ({
  page,
}) => {
  const now = nightInstant();
  await pinTime(page, now);
  await enterRoute(page);
  await expect(heading(page, 'Нерабочее время')).toBeFocused();
  await expect(page.getByText('Вызвать курьера можно с 09:00 до 21:00.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Запланировать' }).click();
  await expect(heading(page, 'Когда приехать курьеру')).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Запланировать' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]step=time$/);
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(heading(page, 'Вызов курьера')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Время \d+ \S+, 10:00$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/mobile\/orders\/\d+$/);
  const group = await api<OrderAnswer>(`/rocket/v0/deliveries/groups/${orderId(page)}`);
  // The next working morning: 10:00 of the day after the pinned night.
  expect(group.delivery_time_type).toBe(2);
  expect(group.planned_at).toBe(new Date(`${almatyDay(now, 1)}T10:00:00+05:00`).toISOString());
  expect(Date.parse(group.created_at)).toBe(now.getTime());
});

test('a reload in the middle stays on the same screen with what was entered', async ({ page }) => {
  // Two addresses, two reloads and two visits: 13 s alone, close to the 30 s limit on a busy runner.
  test.slow();
  await pinTime(page, workingHoursInstant());
  await page.goto('/mobile/new-order-details');
  await page.getByRole('button', { name: 'Откуда забрать' }).click();
  await pickAddress(page, 'Абая', 'Алматы, проспект Абая');
  await page.getByLabel('Телефон отправителя').fill('+7 701 555 11 22');
  await page.getByLabel('Этаж').fill('5');
  await page.reload();
  await expect(heading(page, 'Откуда забрать')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue('проспект Абая');
  await expect(page.getByLabel('Этаж')).toHaveValue('5');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading(page, 'Куда доставить')).toBeFocused();
  await pickAddress(page, 'Достык', 'Алматы, проспект Достык');
  await page.getByLabel('Телефон получателя').fill('8 702 555 33 44');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: /^Тариф/ }).click();
  await expect(heading(page, 'Сменить тариф')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Сменить тариф')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=tariff$/);
  await expect(page.getByRole('radiogroup', { name: 'Тариф' })).toBeVisible();
  // Back to the page without ?step=: the stored draft (mobile.step) brings the summary back.
  await page.goto('/mobile/orders');
  await page.goto('/mobile/new-order-details');
  await expect(heading(page, 'Вызов курьера')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=details$/);
});

test('a screen that holds little sits at the foot under a map as tall as the rest; a long one keeps the map 16:9', async ({
  page,
}) => {
  await page.goto('/mobile/new-order-details');
  const map = page.getByRole('img', { name: /^Карта маршрута/ });
  await expect(heading(page, 'Куда доставить?')).toBeVisible();
  await expect(map).toBeVisible();
  // The start screen: a title, a line and its button. Under a 16:9 map (201 px at 390 px) the rest
  // of the phone's screen was an empty white sheet.
  const start = await map.boundingBox();
  const title = await heading(page, 'Куда доставить?').boundingBox();
  expect(start!.height).toBeGreaterThan(400);
  expect(title!.y).toBeGreaterThan(MOBILE.height / 2);
  // The button stays on the bottom navigation, as on every screen of the wizard.
  const button = await page.getByRole('button', { name: 'Откуда забрать' }).boundingBox();
  const navigation = await page.getByRole('navigation', { name: 'Нижняя навигация' }).boundingBox();
  expect(navigation!.y - (button!.y + button!.height)).toBeLessThan(24);

  // A screen with a form: the map keeps its 16:9 and the form scrolls under it.
  await page.getByRole('button', { name: 'Откуда забрать' }).click();
  await expect(heading(page, 'Откуда забрать')).toBeVisible();
  await expect
    .poll(async () => {
      const box = await map.boundingBox();
      return Math.abs(box!.height - (box!.width * 9) / 16);
    })
    .toBeLessThanOrEqual(1);
});

test('the back button goes one screen back, the in-app one too', async ({ page }) => {
  await pinTime(page, workingHoursInstant());
  await enterRoute(page);
  await expect(heading(page, 'Вызов курьера')).toBeVisible();
  await page.getByRole('button', { name: /^Задания курьеру/ }).click();
  await expect(heading(page, 'Задания курьеру')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Вызов курьера')).toBeFocused();
  await page.goBack();
  await expect(heading(page, 'Куда доставить')).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue('проспект Достык');
  await page.goForward();
  await expect(heading(page, 'Вызов курьера')).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(heading(page, 'Куда доставить')).toBeFocused();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(heading(page, 'Откуда забрать')).toBeFocused();
  await page.goBack();
  await expect(heading(page, 'Куда доставить?')).toBeVisible();
});

test('a wrong phone and an inexact address are explained next to their fields', async ({ page }) => {
  await page.goto('/mobile/new-order-details?step=from');
  await expect(heading(page, 'Откуда забрать')).toBeVisible();
  const phone = page.getByLabel('Телефон отправителя');
  await phone.fill('12345');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription('Укажите казахстанский номер телефона');
  await page.getByRole('combobox', { name: 'Адрес', exact: true }).fill('Абая');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(heading(page, 'Откуда забрать')).toBeVisible();
  const address = page.getByRole('combobox', { name: 'Адрес', exact: true });
  await expect(address).toBeFocused();
  await expect(address).toHaveAccessibleDescription('Адрес должен быть точным: выберите его из списка');
  const summary = page.getByRole('alert').filter({ hasText: 'Чтобы продолжить, исправьте поля:' });
  await expect(summary.getByRole('listitem')).toHaveText(['Адрес', 'Телефон отправителя']);
});

test('the whole wizard once in Kazakh', async ({ page }) => {
  await pinTime(page, workingHoursInstant());
  await page.goto('/mobile/new-order-details?force-lang=kk');
  await expect(heading(page, 'Қайда жеткізу керек?')).toBeVisible();
  await page.getByRole('button', { name: 'Қайдан алу' }).click();
  await expect(heading(page, 'Қайдан алу')).toBeFocused();
  const address = page.getByRole('combobox', { name: 'Мекенжай', exact: true });
  await address.fill('Абая');
  await page.getByRole('option', { name: 'Алматы, проспект Абая', exact: true }).click();
  await expect(address).toHaveValue('проспект Абая');
  await page.getByLabel('Жөнелтушінің телефоны').fill('+7 701 555 11 22');
  await page.getByRole('button', { name: 'Әрі қарай' }).click();
  await expect(heading(page, 'Қайда жеткізу')).toBeFocused();
  await address.fill('Достык');
  await page.getByRole('option', { name: 'Алматы, проспект Достык', exact: true }).click();
  await expect(address).toHaveValue('проспект Достык');
  await page.getByLabel('Алушының телефоны').fill('8 702 555 33 44');
  await page.getByRole('button', { name: 'Әрі қарай' }).click();
  await expect(heading(page, 'Курьер шақыру')).toBeFocused();
  await expect(
    page.getByRole('button', { name: /^Тариф Көлік · [\d\s]+\s₸ · Келуі ~\d+ мин$/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Уақыт Қазір' }).click();
  await expect(heading(page, 'Курьер қашан келсін')).toBeFocused();
  await page.getByRole('radio', { name: 'Жоспарлау' }).check();
  await page.getByRole('button', { name: 'Дайын' }).click();
  await expect(page.getByRole('button', { name: 'Курьерге тапсырмалар Тапсырмасыз' })).toBeVisible();
  await page.getByRole('button', { name: 'Тапсырыс беру' }).click();
  await expect(page).toHaveURL(/\/mobile\/orders\/\d+$/);
});
