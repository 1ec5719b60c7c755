import type { Page, Route } from '@playwright/test';

import { REMOTE_ORIGINS, SHELL, signIn, type RemoteName } from './support/cabinet';
import { expect, test } from './support/test';

/** The deadline this deployment sets in config.json (remoteLoadDeadlineMs), shorter than the 8 s default. */
const DEADLINE_MS = 2_500;

const PAGES: Record<RemoteName, { path: string; heading: string }> = {
  auth: { path: '/employers', heading: 'Сотрудники' },
  orders: { path: '/orders/new', heading: 'Новый заказ' },
  warehouses: { path: '/warehouses', heading: 'Склады' },
  reports: { path: '/statistics', heading: 'Статистика' },
};

type Fault = 'manifest hangs' | 'remoteEntry hangs' | 'page chunk throws';

/** The files of a remote each fault is about. */
const FILES: Record<Fault, string> = {
  'manifest hangs': '/mf-manifest.json',
  'remoteEntry hangs': '/remoteEntry.js',
  'page chunk throws': '/__federation_expose_*',
};

/**
 * Breaks one remote the given way until the returned function is called; then the server answers
 * again, the requests held so far included (as a server that recovers does).
 */
async function breakRemote(page: Page, remote: RemoteName, fault: Fault): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}${FILES[fault]}`;
  const held: Route[] = [];
  await page.route(pattern, async (route) => {
    if (fault !== 'page chunk throws') {
      held.push(route);
      return;
    }
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("a broken release of this chunk");',
    });
  });
  return async () => {
    await page.unroute(pattern);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

test.beforeEach(async ({ page, context }) => {
  await signIn(context);
  await page.route(`${SHELL}/config.json`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), remoteLoadDeadlineMs: DEADLINE_MS },
    });
  });
});

for (const remote of Object.keys(PAGES) as RemoteName[]) {
  for (const fault of Object.keys(FILES) as Fault[]) {
    test(`${remote}: when its ${fault}, the fallback shows by the deadline and a retry recovers without a reload`, async ({
      page,
    }) => {
      const { path, heading } = PAGES[remote];
      const restore = await breakRemote(page, remote, fault);
      const started = Date.now();
      await page.goto(path);
      const fallback = page.getByRole('alert');
      await expect(fallback).toContainText('Раздел временно недоступен', { timeout: DEADLINE_MS + 3_000 });
      // By the deadline (plus the start-up before the load began), never the runtime's own 20–120 s.
      expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 3_000);
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

      await restore();
      await page.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    });
  }
}
