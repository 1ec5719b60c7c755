import type { BrowserContext, Page } from '@playwright/test';

import { SANDBOX, SHELL, USERS, platformToken, signIn, signInThroughProvider } from './support/cabinet';
import { pinTime, workingHoursInstant } from './support/time';
import { expect, test } from './support/test';

/** Where the auth proxy's refresh cookie is sent: its token endpoint. */
const TOKEN_ENDPOINT = `${SANDBOX}/api/v2/oauth2/tokens`;

const refreshCookie = async (context: BrowserContext) =>
  (await context.cookies(TOKEN_ENDPOINT)).find((cookie) => cookie.name === 'refresh_token');

test.describe('tokens out of page scripts’ reach', () => {
  test('after sign-in a page script can read only the access JWT; the refresh token is the proxy’s HttpOnly cookie', async ({
    page,
    context,
  }) => {
    await signInThroughProvider(page, '/warehouses', /Айгерим Сапарова/);
    await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toMatch(/(^|; )auth_token=eyJ/);
    expect(readable).not.toMatch(/refresh_token|prt_/);
    const refresh = await refreshCookie(context);
    expect(refresh?.value).toMatch(/^prt_/);
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
    // No page of the cabinet's origin is sent it: only the proxy's endpoints are.
    expect((await context.cookies(`${SHELL}/warehouses`)).map((cookie) => cookie.name)).not.toContain(
      'refresh_token',
    );
  });

  test('even a script that asks the proxy itself never gets the refresh token', async ({ page }) => {
    await signInThroughProvider(page, '/statistics', /Айгерим Сапарова/);
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
    // What an injected script could try: ask the proxy for tokens from the page, with cookies.
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_id: '1001', grant_type: 'refresh_token' }),
      });
      return { status: response.status, body: await response.text() };
    }, TOKEN_ENDPOINT);
    // The browser sends the cookie (same site), so the proxy answers; but the new refresh token stays
    // in the cookie, never in what the script reads.
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(/prt_|refresh_token/);
  });
});

test.describe('framing and the security headers', () => {
  test('every page of the cabinet names its CSP, referrer and permission policies', async ({ request }) => {
    for (const path of ['/', '/login', '/orders/new', '/index.html']) {
      const headers = (await request.get(`${SHELL}${path}`)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("script-src 'self' http://localhost:8081");
      expect(csp, path).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(csp, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain('frame-ancestors http://localhost:8086');
      expect(csp, path).toContain('connect-src');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
    }
  });

  async function blockedFrame(page: Page, hostOrigin: string, framed: string) {
    await page.goto(`${hostOrigin}/host.html?app=${encodeURIComponent(framed)}`);
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://')), {
        timeout: 5_000,
      })
      .toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  }

  test('a page of another origin cannot frame the cabinet, nor the provider’s sign-in page', async ({
    page,
    context,
  }) => {
    await signIn(context);
    // 127.0.0.1:8086 is not the super-app origin of this deployment (localhost:8086 is).
    await blockedFrame(page, 'http://127.0.0.1:8086', `${SHELL}/orders/new`);
    await blockedFrame(page, 'http://localhost:8086', `${SANDBOX}/oauth/authorize?client_id=1001`);
  });
});

test.describe('order drafts belong to one account', () => {
  const pointRegion = (page: Page, index: number) =>
    page.getByRole('region', { name: index === 0 ? 'Откуда' : `Куда · точка ${index + 1}` });
  const entrance = (page: Page) => pointRegion(page, 0).getByLabel('Подъезд');
  const phone = (page: Page) => pointRegion(page, 0).getByLabel('Телефон', { exact: true });
  const drafts = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('order-draft')));

  test("one user's draft is never shown to the next account on the same browser, and leaves with logout", async ({
    page,
    context,
  }) => {
    await pinTime(page, workingHoursInstant());
    // A user no other test signs out, as logout revokes every device of the user.
    await signIn(context, USERS.individual);
    await page.goto('/orders/new');
    await entrance(page).fill('7');
    await phone(page).fill('+7 701 555 11 22');
    await expect.poll(() => drafts(page)).toEqual([expect.stringContaining(`:${USERS.individual}:`)]);

    // Another account signs in on this browser: its form is empty.
    await signIn(context, USERS.kaspiBox);
    await page.goto('/orders/new');
    await expect(pointRegion(page, 0)).toBeVisible();
    await expect(entrance(page)).toHaveValue('');
    await expect(phone(page)).not.toHaveValue(/555 11 22/);

    // The author comes back: the draft is theirs.
    await signIn(context, USERS.individual);
    await page.goto('/orders/new');
    await expect(entrance(page)).toHaveValue('7');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/localhost:8090\/oauth\/logout\?/);
    await page.goto(`${SHELL}/login`);
    // The signed-out user's draft is gone; another account's (if its form kept one) is its own.
    expect((await drafts(page)).filter((key) => key.includes(`:${USERS.individual}:`))).toEqual([]);
  });
});

test('a 429 says when the cabinet will try again, and it does, by itself', async ({ page, context }) => {
  await signIn(context);
  let limited = 0;
  await page.route(`${SANDBOX}/rocket/v0/deliveries/groups?**`, async (route) => {
    if (route.request().method() !== 'GET' || limited > 0) return route.continue();
    limited += 1;
    return route.fulfill({
      status: 429,
      headers: {
        'Access-Control-Allow-Origin': SHELL,
        'Access-Control-Expose-Headers': 'Retry-After',
        'Retry-After': '2',
      },
      contentType: 'application/json',
      body: JSON.stringify({ detail: { code: 'RATE_LIMITED', message: 'Слишком много запросов' } }),
    });
  });
  await page.goto('/');
  await expect(page.getByText('Слишком много запросов, повторим через 2 с')).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Список заказов' })
      .getByRole('link', { name: /Заказ №/ })
      .first(),
  ).toBeVisible({ timeout: 10_000 });
  expect(limited).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Непредвиденная ошибка')).toHaveCount(0);
});

test('platform tokens signed with a guessed secret are refused', async ({ page, context }) => {
  // The sandbox signs with a secret of its own start; the one in its source no longer works.
  const [head, body] = (await platformToken(USERS.company)).split('.');
  const { createHmac } = await import('node:crypto');
  const forged = `${head}.${body}.${createHmac('sha256', 'sandbox-dev-jwt-secret-not-for-production')
    .update(`${head}.${body}`)
    .digest('base64url')}`;
  await context.addCookies([{ name: 'auth_token', value: forged, url: SHELL }]);
  await page.goto('/warehouses');
  await expect(page).toHaveURL(/localhost:8090\/oauth\/authorize\?/);
});
