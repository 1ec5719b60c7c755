import type { BrowserContext, Page } from '@playwright/test';

import { expect, test } from './support/test';
import {
  FIRST_PAINT,
  MOBILE,
  REMOTE_ORIGINS,
  SANDBOX,
  USERS,
  platformToken,
  signIn,
} from './support/cabinet';
import {
  allCurrent,
  currentManifest,
  deployRemotes,
  previousManifest,
  servePreviousRelease,
} from './support/releases';

// Gradual rollout of one remote through remotes.json (README, "Rolling out one remote"): the
// previous release of orders for everyone, the current build for one company; then a rollback.

/** The company of a demo user, as the platform knows it. */
async function companyOf(context: BrowserContext, userId: number): Promise<number> {
  const response = await context.request.get(`${SANDBOX}/rocket/users/me`, {
    headers: { Authorization: `JWT ${await platformToken(userId)}` },
  });
  return ((await response.json()) as { company_id: number }).company_id;
}

/** Which build of orders the page ran, as the "about" entry of the desktop menu lists it. */
async function ordersBuildShown(page: Page): Promise<string> {
  const about = page.getByRole('button', { name: 'О версиях' });
  await about.click();
  const list = page.getByRole('region', { name: 'Версии на этой странице' });
  await expect(list.getByRole('term')).not.toHaveCount(0);
  const apps = await list.getByRole('term').allTextContents();
  const builds = await list.getByRole('definition').allTextContents();
  await about.click();
  return builds[apps.indexOf('orders')] ?? 'not listed';
}

/** Opens the orders list as a user; resolves to the orders scripts the page fetched. */
async function openOrdersAs(page: Page, context: BrowserContext, userId: number): Promise<string[]> {
  // The page before is left first: what it still fetches after its paint (the order panel's chunk,
  // fetched in the background) must not count as this load's.
  await page.goto('about:blank');
  await context.clearCookies();
  await signIn(context, userId);
  const scripts: string[] = [];
  const listen = (request: { url: () => string }) => {
    if (request.url().startsWith(REMOTE_ORIGINS.orders) && request.url().endsWith('.js'))
      scripts.push(request.url());
  };
  page.on('request', listen);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible(FIRST_PAINT);
  page.off('request', listen);
  return scripts;
}

test('two users get the two builds of a rollout, and a rollback takes effect on the next load', async ({
  page,
  context,
}) => {
  await servePreviousRelease(context);
  const rolledOutTo = await companyOf(context, USERS.company);
  expect(await companyOf(context, USERS.saasCompany)).not.toBe(rolledOutTo);
  await deployRemotes(context, {
    ...allCurrent(),
    orders: {
      url: previousManifest('orders'),
      next: { url: currentManifest('orders'), companies: [rolledOutTo] },
    },
  });

  // The company on the rollout runs the current build: it names its commit.
  const first = await openOrdersAs(page, context, USERS.company);
  expect(first).toContain(`${REMOTE_ORIGINS.orders}/remoteEntry.js`);
  expect(first.filter((url) => url.includes('/previous/'))).toEqual([]);
  expect(await ordersBuildShown(page)).toMatch(/^0\.1\.0 \([0-9a-f]{10}(-dirty)?\)$/);

  // Everyone else keeps the previous release, which was built before builds named their commit.
  const second = await openOrdersAs(page, context, USERS.saasCompany);
  expect(second).toContain(`${REMOTE_ORIGINS.orders}/previous/remoteEntry.js`);
  expect(second.filter((url) => !url.includes('/previous/'))).toEqual([]);
  expect(await ordersBuildShown(page)).toBe('0.1.0');

  // The same user gets the same build on every load.
  const again = await openOrdersAs(page, context, USERS.company);
  expect(again).toContain(`${REMOTE_ORIGINS.orders}/remoteEntry.js`);

  // Rollback: remotes.json names only the previous release again; the next load uses it.
  await deployRemotes(context, { ...allCurrent(), orders: previousManifest('orders') });
  const afterRollback = await openOrdersAs(page, context, USERS.company);
  expect(afterRollback).toContain(`${REMOTE_ORIGINS.orders}/previous/remoteEntry.js`);
  expect(afterRollback.filter((url) => !url.includes('/previous/'))).toEqual([]);
  expect(await ordersBuildShown(page)).toBe('0.1.0');
});

test('a share of 100 % rolls out to every signed-in user; the phone menu lists the versions', async ({
  page,
  context,
}) => {
  await servePreviousRelease(context);
  await deployRemotes(context, {
    ...allCurrent(),
    orders: { url: previousManifest('orders'), next: { url: currentManifest('orders'), share: 100 } },
  });
  await signIn(context, USERS.kaspiBox);
  await page.setViewportSize(MOBILE);
  await page.goto('/mobile/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible(FIRST_PAINT);
  await page
    .getByRole('navigation', { name: 'Нижняя навигация' })
    .getByRole('link', { name: 'Меню' })
    .click();
  await page.getByRole('button', { name: 'О версиях' }).click();
  const list = page.getByRole('region', { name: 'Версии на этой странице' });
  await expect(list).toContainText(/shell0\.1\.0 \([0-9a-f]{10}/);
  await expect(list).toContainText(/orders0\.1\.0 \([0-9a-f]{10}/);
});
