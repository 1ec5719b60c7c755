import { expect, request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';

export const SHELL = 'http://localhost:8080';
export const SANDBOX = 'http://localhost:8090';

/** Demo accounts of the sandbox seed (sandbox/README.md). */
export const USERS = {
  company: 10001,
  saasCompany: 10002,
  kaspiBox: 10003,
  individual: 10004,
  noCompany: 10005,
} as const;

/**
 * How long the first paint of a page in a fresh browser context may take: the shell, a remote's
 * manifest, entry and page chunks and the page's first platform calls, all cold. Sized from the
 * benchmarks: `npm run bench:lighthouse` paints the signed-in `/` at 3.3 s LCP on a throttled phone
 * (slow 4G, 4× CPU; decision 0010), and on this suite's loopback with two workers on two cores the
 * first paints of the order details, the order form, the phone's home and order pages and the
 * tracking page took 0.8–2.7 s, 4.1 s at worst (20 cold loads, 2026-11-25). 10 s is well over both;
 * a page slower than that is a regression to look into, not a wait to lengthen.
 */
export const FIRST_PAINT = { timeout: 10_000 };

/** A stored +7 number as the cabinet shows it, grouped as people read it: '+7 701 444 55 66'. */
export const shownPhone = (stored: string | undefined): string =>
  (stored ?? '').replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 $1 $2 $3 $4');

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

/** Calls a test-mode endpoint of the sandbox. */
export async function sandbox<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await api.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json().catch(() => null)) as T;
  } finally {
    await api.dispose();
  }
}

/** A platform token for a demo user without the OAuth dance; ttlSeconds < 0 gives an expired one. */
export async function platformToken(userId: number = USERS.company, ttlSeconds?: number): Promise<string> {
  const answer = await sandbox<{ tokens: { access: string } }>('POST', '/__sandbox/tokens', {
    choco_user_id: userId,
    ...(ttlSeconds === undefined ? {} : { ttl_s: ttlSeconds }),
  });
  return answer.tokens.access;
}

/** Signs the browser in as the cabinet keeps a session: a platform JWT in the auth_token cookie. */
export async function signIn(context: BrowserContext, userId: number = USERS.company): Promise<void> {
  await context.addCookies([{ name: 'auth_token', value: await platformToken(userId), url: SHELL }]);
}

/** Signs in through the sandbox's OAuth page as a person would, starting from a protected path. */
export async function signInThroughProvider(page: Page, path: string, accountName: RegExp): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/localhost:8090\/oauth\/authorize\?/);
  await page.getByLabel(accountName).check();
  await page.getByRole('button', { name: 'Войти' }).click();
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
    // The empty layout has no navigation of its own (a page may still have, e.g., contents links).
    await expect(sidebar).toHaveCount(0);
    await expect(bottomBar).toHaveCount(0);
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
