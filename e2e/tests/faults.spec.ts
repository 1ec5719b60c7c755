import { type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { SHELL, sandbox, signIn } from './support/cabinet';

// These tests change the one shared sandbox (faults, bot state): they run one at a time, after
// every other test (the "faults" project in playwright.config.ts).
test.describe.configure({ mode: 'serial' });

const PROFILE = '/rocket/users/me';

interface BotMessage {
  text: string;
}

async function botMessages(): Promise<BotMessage[]> {
  return (await sandbox<{ results: BotMessage[] }>('GET', '/__sandbox/bot/messages')).results;
}

/** The status a report names (`status: 500, code: …`), or `none`. */
const statusOf = (message: BotMessage) => /status: (\w+)/.exec(message.text)?.[1];

async function injectFault(fault: Record<string, unknown>) {
  await sandbox('POST', '/__sandbox/faults', fault);
}

/** Opens a protected page whose first platform call (the profile) meets the injected fault. */
async function openProtectedPage(page: Page, path = '/statistics') {
  await page.goto(path);
}

test.beforeEach(async ({ context }) => {
  await sandbox('DELETE', '/__sandbox/faults');
  await sandbox('DELETE', '/__sandbox/bot/messages');
  await signIn(context);
});

test.afterAll(async () => {
  await sandbox('DELETE', '/__sandbox/faults');
});

test('a 500 shows the error modal with a reload button, and the page offers a retry', async ({ page }) => {
  await injectFault({ path: PROFILE, status: 500, times: 1 });
  await openProtectedPage(page);
  // The sandbox's injected faults carry the code INJECTED_FAULT, unknown to the catalogue.
  const modal = page.getByRole('dialog', { name: 'Непредвиденная ошибка' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Перезагрузить страницу' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Написать в поддержку' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Понятно' })).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
});

test('the same error twice offers the support button', async ({ page }) => {
  await injectFault({
    path: PROFILE,
    status: 503,
    code: 'MAINTENANCE',
    message: 'Плановые работы',
    times: 2,
  });
  await openProtectedPage(page);
  const modal = page.getByRole('dialog', { name: 'Непредвиденная ошибка' });
  await expect(modal).toContainText('Плановые работы');
  await expect(modal.getByRole('button', { name: 'Написать в поддержку' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(modal.getByRole('button', { name: 'Написать в поддержку' })).toBeVisible();
});

test('a known code shows its own texts and the acknowledge button returns focus', async ({ page }) => {
  await injectFault({ path: PROFILE, status: 422, code: 'CITY_IS_CLOSED', times: 1 });
  await openProtectedPage(page);
  const modal = page.getByRole('dialog', { name: 'Доставка сейчас недоступна' });
  await expect(modal).toContainText('Заказы, оформленные раньше, будут доставлены');
  await expect(modal.getByRole('button', { name: 'Понятно' })).toBeFocused();
  await modal.getByRole('button', { name: 'Понятно' }).click();
  await expect(modal).toHaveCount(0);
});

test('a skip-listed failure shows no modal (company 404 starts company creation instead)', async ({
  page,
}) => {
  await injectFault({
    path: '/rocket/v0/business/company',
    method: 'GET',
    status: 404,
    code: 'COMPANY_NOT_FOUND',
    times: 1,
  });
  await openProtectedPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Данные компании' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a timeout shows the timeout text', async ({ page }) => {
  await page.route(`${SHELL}/config.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), requestTimeoutMs: 1000 } });
  });
  await injectFault({ path: PROFILE, delayMs: 3000, times: 1 });
  await openProtectedPage(page);
  await expect(page.getByRole('dialog', { name: 'Превышено время ожидания ответа' })).toBeVisible();
});

test('a dropped connection is a network error: a toast, no modal, no report', async ({ page }) => {
  // Chromium itself retries a request whose connection was reset (the CORS preflight too): drop
  // every attempt. The toast lives 5 s, so watch for it from the first byte of the page on.
  await injectFault({ path: PROFILE, method: 'GET', drop: true, times: 10 });
  await page.goto('/statistics', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Уведомления' })).toContainText('Ошибка сети');
  await expect(page.getByRole('alert')).toContainText('Не удалось загрузить профиль');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Reports leave in the order of the failures: the next reported failure's report arrives alone.
  await sandbox('DELETE', '/__sandbox/faults');
  await injectFault({ path: PROFILE, method: 'GET', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('dialog', { name: 'Непредвиденная ошибка' })).toBeVisible();
  await expect.poll(async () => (await botMessages()).length).toBeGreaterThan(0);
  expect((await botMessages()).map((message) => statusOf(message))).toEqual(['500']);
});

test('ten identical failures inside a minute produce exactly one report at the bot sink', async ({
  page,
}) => {
  await injectFault({ path: PROFILE, status: 500, times: 10 });
  await openProtectedPage(page);
  for (let failure = 2; failure <= 10; failure += 1) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Повторить' }).click();
  }
  await expect(page.getByRole('dialog')).toBeVisible();
  // Reports leave in the order of the failures, so the report of another failure (another status,
  // not throttled) comes after any of the ten that got through: then the count is final.
  await injectFault({ path: PROFILE, status: 502, times: 1 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect.poll(async () => (await botMessages()).map((message) => statusOf(message))).toContain('502');
  const messages = await botMessages();
  expect(messages.map((message) => statusOf(message))).toEqual(['500', '502']);
  expect(messages[0]?.text).toContain('GET /rocket/users/me');
  expect(messages[0]?.text).toContain('status: 500');
  expect(messages[0]?.text).not.toMatch(/eyJ[\w-]+\./);
});

test('a 429 from the bot sink is retried, then delivered', async ({ page }) => {
  await sandbox('POST', '/__sandbox/bot/rate-limit', { times: 2, retryAfter: 1 });
  await injectFault({ path: PROFILE, status: 502, times: 1 });
  await openProtectedPage(page, '/payments');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(async () => (await botMessages()).length, { timeout: 15_000 }).toBe(1);
});
