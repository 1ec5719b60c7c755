import { request as playwrightRequest, type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { SANDBOX, USERS, platformToken, sandbox, signIn } from './support/cabinet';
import { pinTime, workingHoursInstant } from './support/time';

// The sandbox's switches are global: this file runs last, alone (the `faults` project), and puts
// them back after every test.
const USER = USERS.kaspiBox;
const COMPANY_ID = 3;

async function api<T>(path: string): Promise<T> {
  const context = await playwrightRequest.newContext({
    baseURL: SANDBOX,
    extraHTTPHeaders: { Authorization: `JWT ${await platformToken(USER)}` },
  });
  try {
    const response = await context.get(path);
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  } finally {
    await context.dispose();
  }
}

const orderCount = async () =>
  (await api<{ count: number }>('/rocket/v0/deliveries/groups?page=1&page_size=1')).count;

const region = (page: Page, name: string) => page.getByRole('region', { name });

async function fillTwoPoints(page: Page) {
  const points: Array<[string, string, string, string]> = [
    ['Откуда', 'Мангилик', 'Астана, проспект Мангилик Ел', '+7 701 555 11 22'],
    ['Куда · точка 2', 'Кабанбай', 'Астана, проспект Кабанбай батыра', '8 702 555 33 44'],
  ];
  for (const [name, query, option, phone] of points) {
    await region(page, name).getByRole('combobox', { name: 'Адрес', exact: true }).fill(query);
    await page.getByRole('option', { name: option }).click();
    await region(page, name).getByLabel('Телефон', { exact: true }).fill(phone);
  }
  await expect(page.getByRole('radiogroup', { name: 'Тариф' })).toBeVisible();
}

/** The price of the selected tariff card, as shown. */
async function shownPrice(page: Page): Promise<number> {
  const label = await page
    .getByRole('radiogroup', { name: 'Тариф' })
    .getByRole('radio', { checked: true })
    .locator('xpath=..')
    .innerText();
  return Number(/(\d[\d\s]*)\s₸/.exec(label)?.[1]?.replace(/\s/g, '') ?? NaN);
}

test.beforeEach(async ({ context, page }) => {
  await sandbox('POST', '/__sandbox/balance', { company_id: COMPANY_ID, balance: 120_000 });
  await signIn(context, USER);
  // Immediate orders, whatever the real hour: the page and its sandbox calls are at noon in Almaty.
  await pinTime(page, workingHoursInstant());
});

test.afterEach(async () => {
  await sandbox('POST', '/__sandbox/switches', { cityClosed: false, surgePercent: 0 });
});

test('CITY_IS_CLOSED: the order is not sent and its §8 title and text show', async ({ page }) => {
  await page.goto('/orders/new');
  await fillTwoPoints(page);
  const before = await orderCount();
  await sandbox('POST', '/__sandbox/switches', { cityClosed: 'astana' });
  await page.getByRole('button', { name: 'Заказать' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Доставка сейчас недоступна' });
  await expect(notice).toContainText('Заказы, оформленные раньше, будут доставлены');
  await expect(page).toHaveURL(/\/orders\/new$/);
  expect(await orderCount()).toBe(before);
});

test('§8 price surge: wait keeps the draft; calling at the new price orders at it', async ({ page }) => {
  await page.goto('/orders/new');
  await fillTwoPoints(page);
  const seen = await shownPrice(page);
  const before = await orderCount();
  await sandbox('POST', '/__sandbox/switches', { surgePercent: 50 });

  await page.getByRole('button', { name: 'Заказать' }).click();
  const notice = page.getByRole('alert', { name: 'Цена доставки выросла' });
  await expect(notice).toContainText(`Было ${seen.toLocaleString('ru-RU')} ₸, сейчас`);
  await notice.getByRole('button', { name: 'Подождать' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/new$/);
  await expect(region(page, 'Откуда').getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue(
    /Мангилик/,
  );
  expect(await orderCount()).toBe(before);

  await page.getByRole('button', { name: 'Заказать' }).click();
  await notice.getByRole('button', { name: 'Вызвать по новой цене' }).click();
  await expect(page).toHaveURL(/\/\?order=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('order'));
  const group = await api<{ price: number }>(`/rocket/v0/deliveries/groups/${id}`);
  expect(group.price).toBeGreaterThan(seen);
  expect(await orderCount()).toBe(before + 1);
});

test('a route changed by the user is no price surge', async ({ page }) => {
  await page.goto('/orders/new');
  await fillTwoPoints(page);
  await region(page, 'Куда · точка 2').getByRole('combobox', { name: 'Адрес', exact: true }).fill('Туран');
  await page.getByRole('option', { name: 'Астана, проспект Туран' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Тариф' })).toBeVisible();
  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/\?order=\d+$/);
  await expect(page.getByRole('alert', { name: 'Цена доставки выросла' })).toHaveCount(0);
});
