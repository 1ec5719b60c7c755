import { type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { FIRST_PAINT, SHELL, USERS, sandbox, signIn } from './support/cabinet';
import { api, takeSandboxClock, type SandboxClock } from './support/orders';

/*
 * A lost answer must not become a second order. The first attempt to create the order outlives the
 * client's timeout (fault injection delays it) while the platform still creates it; the user presses
 * "Order" again. Faults and the sandbox clock are global: this file runs in the serial project and
 * gives both back after each test. The clock is frozen inside working hours (an immediate order at
 * any hour of the day) and the browser's clock shows the same instant.
 */

const GROUPS = '/rocket/v0/deliveries/groups';
/** The client's timeout for this page (config.json `requestTimeoutMs`; 30 s by default). */
const CLIENT_TIMEOUT_MS = 3_000;
/** Longer than the client waits; short enough that the retry finds the first attempt still running. */
const CREATE_DELAY_MS = 4_500;
/** Time for the first attempt to reach the platform after the click, and for its handler to end. */
const PLATFORM_MARGIN_MS = 1_500;

test.describe.configure({ timeout: 90_000 });

const orderCount = async () => (await api<{ count: number }>('GET', `${GROUPS}?page=1&page_size=1`)).count;

const pointRegion = (page: Page, index: number) =>
  page.getByRole('region', { name: index === 0 ? 'Откуда' : `Куда · точка ${index + 1}` });

async function fillPoint(page: Page, index: number, query: string, option: string, phone: string) {
  const region = pointRegion(page, index);
  await region.getByRole('combobox', { name: 'Адрес', exact: true }).fill(query);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(region.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveValue(
    new RegExp(query, 'i'),
  );
  await region.getByLabel('Телефон', { exact: true }).fill(phone);
}

let clock: SandboxClock;

test.beforeEach(async ({ context, page }) => {
  await signIn(context, USERS.company);
  clock = await takeSandboxClock();
  await page.clock.setFixedTime(clock.now());
  await page.route(`${SHELL}/config.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), requestTimeoutMs: CLIENT_TIMEOUT_MS },
    });
  });
});

test.afterEach(async () => {
  await sandbox('DELETE', '/__sandbox/faults');
  await clock.restore();
});

test('ordering again after a timed-out attempt that the platform still carried out creates one order', async ({
  page,
}) => {
  await page.goto('/orders/new');
  await expect(pointRegion(page, 0)).toBeVisible(FIRST_PAINT);
  await fillPoint(page, 0, 'Абая', 'Алматы, проспект Абая', '+7 701 555 11 22');
  await fillPoint(page, 1, 'Достык', 'Алматы, проспект Достык', '8 702 555 33 44');
  await expect(page.getByRole('radiogroup', { name: 'Тариф' })).toBeVisible();
  await expect(page.getByText('Нерабочее время')).toHaveCount(0);

  const before = await orderCount();
  await sandbox('POST', '/__sandbox/faults', {
    path: GROUPS,
    method: 'POST',
    delayMs: CREATE_DELAY_MS,
    times: 1,
  });

  const order = page.getByRole('button', { name: 'Заказать' });
  // The first attempt reaches the platform after this click (and its CORS preflight): it is done
  // CREATE_DELAY_MS after that, and the check at the end waits for that moment, not longer.
  const firstAttemptDone = Date.now() + CREATE_DELAY_MS + PLATFORM_MARGIN_MS;
  await order.click();
  const timeout = page.getByRole('dialog', { name: 'Превышено время ожидания ответа' });
  await expect(timeout).toBeVisible({ timeout: CLIENT_TIMEOUT_MS + 5_000 });
  await timeout.getByRole('button', { name: 'Понятно' }).click();
  await expect(timeout).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\/new$/);

  await order.click();
  await expect(page).toHaveURL(/\/\?order=\d+$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).searchParams.get('order'));
  const group = await api<{ id: number; number: string }>('GET', `${GROUPS}/${id}`);
  await expect(page.getByText(`Заказ ${group.number} создан`)).toBeVisible();

  // Once the first attempt has finished: still exactly one new order, the one on screen.
  await page.waitForTimeout(Math.max(0, firstAttemptDone - Date.now()));
  expect(await orderCount()).toBe(before + 1);
});
