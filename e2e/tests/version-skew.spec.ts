import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect, test } from './support/test';
import { FIRST_PAINT, MOBILE, REMOTE_ORIGINS, signIn, type RemoteName } from './support/cabinet';
import {
  PREVIOUS_RELEASE,
  allCurrent,
  allPrevious,
  currentManifest,
  currentManifestFile,
  deployRemotes,
  previousManifest,
  previousManifestFile,
  servePreviousRelease,
} from './support/releases';
import { ROUTES } from './support/routes';

// Version skew (decision 0013): the shell of this build with remotes of the previous release
// (e2e/fixtures/previous-release), and a remote that asks for a shared version the shell lacks.

/** Remote script requests of a page, to tell which build of a remote ran. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

/** Answers the bot's sendMessage for this context and collects what the cabinet reported. */
async function collectBotReports(context: BrowserContext): Promise<string[]> {
  const texts: string[] = [];
  await context.route('**/bot/sendMessage', async (route) => {
    texts.push((route.request().postDataJSON() as { text: string }).text);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  return texts;
}

test.describe('the current shell runs every page of the previous release of each remote', () => {
  for (const remote of Object.keys(REMOTE_ORIGINS) as RemoteName[]) {
    test(`previous ${remote}`, async ({ page, context }) => {
      expect(PREVIOUS_RELEASE.commit).toMatch(/^[0-9a-f]{40}$/);
      await servePreviousRelease(context);
      await deployRemotes(context, allPrevious());
      const scripts = scriptsOf(page);
      const routes = ROUTES.filter((route) => route.owner === remote);
      expect(routes.length).toBeGreaterThan(0);
      // Public pages first, signed out; then the signed-in ones.
      for (const route of [...routes.filter((r) => r.isPublic), ...routes.filter((r) => !r.isPublic)]) {
        if (!route.isPublic) await signIn(context);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible(FIRST_PAINT);
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      const origin = REMOTE_ORIGINS[remote];
      expect(scripts).toContain(`${origin}/previous/remoteEntry.js`);
      expect(
        scripts.filter((url) => url.startsWith(origin) && !url.startsWith(`${origin}/previous/`)),
      ).toEqual([]);
    });
  }
});

test('shared stores and events work both ways between the current shell and previous remotes', async ({
  page,
  context,
}) => {
  await servePreviousRelease(context);
  // A skew inside the page too: previous orders and reports beside current warehouses and auth.
  await deployRemotes(context, {
    ...allCurrent(),
    orders: previousManifest('orders'),
    reports: previousManifest('reports'),
  });
  await signIn(context);

  // Remote -> shell: a previous remote names the page through the shared store; the header is the shell's.
  await page.goto('/payments');
  const header = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(header).toHaveText('Платежи', FIRST_PAINT);
  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Склады' }).click();
  await expect(header).toHaveText('Склады');
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Статистика' })
    .click();
  await expect(header).toHaveText('Статистика');

  // Shell -> remote: the shell switches the language; the previous orders remote renders in Kazakh.
  await page.setViewportSize(MOBILE);
  await page.goto('/mobile/change-lang');
  await page.getByRole('radio', { name: 'Қазақша' }).check();
  await page
    .getByRole('navigation', { name: 'Төменгі навигация' })
    .getByRole('link', { name: 'Тапсырыстар' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Менің тапсырыстарым' })).toBeVisible(FIRST_PAINT);
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});

test.describe('a remote that asks for a shared version the shell does not provide', () => {
  /** The current orders build, as if built against a breaking @cabinet/shared 0.2.0. */
  async function deployIncompatibleOrders(context: BrowserContext) {
    await deployRemotes(context, allCurrent());
    await context.route(currentManifest('orders'), async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { shared: { name: string; requiredVersion: string }[] };
      for (const shared of manifest.shared) {
        if (shared.name.startsWith('@cabinet/shared')) shared.requiredVersion = '^0.2.0';
      }
      await route.fulfill({ response, json: manifest });
    });
  }

  test('is not run: "being updated" in its place, a report is sent, the rest works', async ({
    page,
    context,
  }) => {
    await deployIncompatibleOrders(context);
    const reports = await collectBotReports(context);
    const scripts = scriptsOf(page);
    await signIn(context);

    // From another page: a direct visit would let index.html hint the remote's files before the check.
    await page.goto('/warehouses');
    await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible(FIRST_PAINT);
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Новый заказ' })
      .click();
    const fallback = page.getByRole('alert');
    await expect(fallback).toContainText('Раздел обновляется', FIRST_PAINT);
    await expect(fallback).toContainText('скоро снова будет доступен');
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
    expect(scripts.filter((url) => url.startsWith(REMOTE_ORIGINS.orders))).toEqual([]);

    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toContain('code: remote_incompatible');
    expect(reports[0]).toContain('@cabinet/shared ^0.2.0');
    expect(reports[0]).toMatch(/versions: \{"shell":"0\.1\.0 \([0-9a-f]{10}(-dirty)?\)",/);
    expect(reports[0]).toMatch(/"orders":"0\.1\.0 \([0-9a-f]{10}(-dirty)?\)"/);

    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: 'Статистика' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('says so in Kazakh too', async ({ page, context }) => {
    await deployIncompatibleOrders(context);
    await collectBotReports(context);
    await signIn(context);
    await page.setViewportSize(MOBILE);
    await page.goto('/mobile/change-lang');
    await page.getByRole('radio', { name: 'Қазақша' }).check();
    await page
      .getByRole('navigation', { name: 'Төменгі навигация' })
      .getByRole('link', { name: 'Тапсырыстар' })
      .click();
    await expect(page.getByRole('alert')).toContainText('Бөлім жаңартылуда', FIRST_PAINT);
  });

  test('a previous remote that asks for an older compatible version still runs (a minor difference)', async ({
    page,
    context,
  }) => {
    // The previous build asks for an older range than the current one: a real minor difference.
    const required = (manifest: { shared: { name: string; requiredVersion: string }[] }) =>
      manifest.shared.find((shared) => shared.name === '@cabinet/shared')?.requiredVersion;
    expect(required(previousManifestFile('warehouses'))).toBe('^0.1.0');
    expect(required(previousManifestFile('warehouses'))).not.toBe(
      required(currentManifestFile('warehouses')),
    );
    await servePreviousRelease(context);
    await deployRemotes(context, { ...allCurrent(), warehouses: previousManifest('warehouses') });
    await signIn(context);
    await page.goto('/warehouses');
    await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible(FIRST_PAINT);
  });
});

test('an error report names the versions the user ran', async ({ page, context }) => {
  await deployRemotes(context, allCurrent());
  const reports = await collectBotReports(context);
  await signIn(context);
  await context.route(/\/rocket\/v0\/business\/branches(\?|$)/, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"INTERNAL","message":"boom"}',
    }),
  );
  await page.goto('/warehouses');
  await expect(page.getByRole('dialog')).toBeVisible(FIRST_PAINT);
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  const report = reports.find((text) => text.includes('branches')) ?? '';
  expect(report).toMatch(/status: 500/);
  expect(report).toMatch(
    /versions: \{"shell":"0\.1\.0 \([0-9a-f]{10}(-dirty)?\)",.*"warehouses":"0\.1\.0 \([0-9a-f]{10}/,
  );
});
