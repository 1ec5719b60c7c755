import { expect, type BrowserContext, type Page } from '@playwright/test';

export const SHELL = 'http://localhost:8080';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Remote federation name -> the origin its files are served from. */
export const REMOTE_ORIGINS = {
  auth: 'http://localhost:8081',
  orders: 'http://localhost:8082',
  warehouses: 'http://localhost:8083',
  reports: 'http://localhost:8084',
} as const;

export type RemoteName = keyof typeof REMOTE_ORIGINS;

/** Signs the browser in the way the cabinet checks it: an auth_token cookie on the shell's origin. */
export async function signIn(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'auth_token', value: 'e2e-token', url: SHELL }]);
}

export type Layout = 'desktop' | 'mobile' | 'empty';

/** Asserts which layout surrounds the page, the way a person tells them apart: by the navigation. */
export async function expectLayout(page: Page, layout: Layout): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Основное меню' });
  const bottomBar = page.getByRole('navigation', { name: 'Нижняя навигация' });
  if (layout === 'desktop') {
    await expect(sidebar).toBeVisible();
    await expect(bottomBar).toHaveCount(0);
  } else if (layout === 'mobile') {
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link')).toHaveText(['Главная', 'Заказы', 'Меню']);
    await expect(sidebar).toHaveCount(0);
  } else {
    await expect(page.getByRole('navigation')).toHaveCount(0);
  }
}

/** Makes every request to one remote's origin fail the given way, until `restore` is called. */
export async function breakRemote(
  page: Page,
  remote: RemoteName,
  how: 'server-down' | 'not-found' | 'broken-script',
): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  await page.route(pattern, async (route) => {
    if (how === 'server-down') return route.abort('connectionrefused');
    if (how === 'not-found') return route.fulfill({ status: 404, body: 'Not found' });
    if (route.request().url().endsWith('/remoteEntry.js')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not javascript(' });
    }
    return route.continue();
  });
  return () => page.unroute(pattern);
}
