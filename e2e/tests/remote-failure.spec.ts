import { type Page } from '@playwright/test';

import { expect, test } from './support/test';
import { breakRemote, signIn, type RemoteName } from './support/cabinet';

/** A route of each remote and its heading, plus a route of another remote to prove the rest works. */
const CASES: Record<RemoteName, { path: string; heading: string; other: { path: string; heading: string } }> =
  {
    auth: { path: '/employers', heading: 'Сотрудники', other: { path: '/warehouses', heading: 'Склады' } },
    orders: {
      path: '/orders/new',
      heading: 'Новый заказ',
      other: { path: '/statistics', heading: 'Статистика' },
    },
    warehouses: {
      path: '/warehouses',
      heading: 'Склады',
      other: { path: '/orders/new', heading: 'Новый заказ' },
    },
    reports: {
      path: '/statistics',
      heading: 'Статистика',
      other: { path: '/employers', heading: 'Сотрудники' },
    },
  };

const NAV_LABELS: Record<string, string> = {
  '/employers': 'Сотрудники',
  '/warehouses': 'Склады',
  '/orders/new': 'Новый заказ',
  '/statistics': 'Статистика',
};

async function navigate(page: Page, path: string) {
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: NAV_LABELS[path] })
    .click();
}

async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

for (const remote of Object.keys(CASES) as RemoteName[]) {
  for (const how of ['server-down', 'not-found'] as const) {
    test(`${remote}: ${how} shows the inline fallback, the rest works, retry recovers`, async ({
      page,
      context,
    }) => {
      const { path, heading, other } = CASES[remote];
      await signIn(context);
      const restore = await breakRemote(page, remote, how);

      await page.goto(path);
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText('Раздел временно недоступен');
      await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
      await markDocument(page);

      await navigate(page, other.path);
      await expect(page.getByRole('heading', { level: 1, name: other.heading })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await navigate(page, path);
      await expect(page.getByRole('alert')).toContainText('Раздел временно недоступен');

      await restore();
      await page.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectSameDocument(page);
    });
  }
}

test('a remote whose script is broken shows the fallback and recovers once fixed', async ({
  page,
  context,
}) => {
  await signIn(context);
  const restore = await breakRemote(page, 'reports', 'broken-script');
  await page.goto('/payments');
  await expect(page.getByRole('alert')).toContainText('Раздел временно недоступен');
  await markDocument(page);
  await restore();
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Платежи' })).toBeVisible();
  await expectSameDocument(page);
});

test('a remote that dies after it has loaded does not affect pages already loaded', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
  await breakRemote(page, 'warehouses', 'server-down');
  await navigate(page, '/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
  await navigate(page, '/warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
});

test('a map whose chunk does not come leaves the order form working, with a message in its place', async ({
  page,
  context,
}) => {
  await signIn(context);
  const mapChunks: string[] = [];
  // Both fetches of the map's chunk fail (the first and its one retry), as on a dropped connection.
  await page.route(/\/route-map\.[0-9a-f]+\.js$/, async (route) => {
    mapChunks.push(route.request().url());
    await route.abort('connectionreset');
  });
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Новый заказ' })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Карта не загрузилась. Обновите страницу, чтобы попробовать снова.' }),
  ).toBeVisible();
  expect(mapChunks).toHaveLength(2);
  // The form around it still works.
  await page.getByRole('region', { name: 'Откуда' }).getByLabel('Подъезд').fill('3');
  await expect(page.getByRole('region', { name: 'Откуда' }).getByLabel('Подъезд')).toHaveValue('3');
});
