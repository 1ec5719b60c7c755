import { devices, request as playwrightRequest } from '@playwright/test';

import { MOBILE, SHELL, USERS, platformToken, signIn } from './support/cabinet';
import { createOrder } from './support/orders';
import { copyShown, holdShellScript, openWithoutScripts } from './support/static-copy';
import { expect, test } from './support/test';

// Decision 0021: a phone's signed-in visit of its home gets the HTML with the user's active orders
// in it, drawn by the server from the platform for the visitor's own token.

const PHONE_BROWSER = devices['Pixel 7'].userAgent;
const DESKTOP_BROWSER = devices['Desktop Chrome'].userAgent;

test.describe('the phone’s home paints the user’s active orders from its HTML', () => {
  test.use({ viewport: MOBILE, userAgent: PHONE_BROWSER, isMobile: true, hasTouch: true });

  test('before any of the cabinet’s scripts has run: the title bar, the orders, the bottom links', async ({
    page,
    context,
  }) => {
    const order = await createOrder();
    await signIn(context);
    await holdShellScript(page);
    await openWithoutScripts(page, '/');
    expect(await copyShown(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Активные заказы' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}\\b`) })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Вызвать курьера' })).toBeVisible();
    const bottom = page.getByRole('navigation', { name: 'Нижняя навигация' });
    await expect(bottom.getByRole('link', { name: 'Главная' })).toHaveAttribute('aria-current', 'page');
  });

  test('the app takes over with one page, and its links work', async ({ page, context }) => {
    const order = await createOrder();
    await signIn(context);
    const release = await holdShellScript(page);
    await openWithoutScripts(page, '/');
    const card = page.getByRole('link', { name: new RegExp(`Заказ № ${order.number}\\b`) });
    await expect(card).toBeVisible();
    const copyBar = await page.getByRole('banner').boundingBox();
    release();
    await expect.poll(() => copyShown(page)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Активные заказы' })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toHaveCount(1);
    await expect(card).toHaveCount(1);
    // The chat's launcher, which the copy has not, came with the app, and the title bar kept its
    // height: nothing below it moved.
    await expect(page.getByRole('button', { name: 'Чат поддержки' })).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(copyBar?.height);
    await card.click();
    await expect(page).toHaveURL(`${SHELL}/mobile/orders/${order.id}`);
  });

  test('with Kazakh chosen, the copy is in Kazakh', async ({ page, context }) => {
    await signIn(context);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'kk'));
    await holdShellScript(page);
    await openWithoutScripts(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Басты бет' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Белсенді тапсырыстар' })).toBeVisible();
    await expect(page.getByText('Активные заказы')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });

  test('wider than a phone the copy does not show, and the app starts as usual', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    expect(await copyShown(page)).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Нижняя навигация' })).toHaveCount(0);
  });
});

test.describe('the order form paints from its HTML on a phone, and is usable once the app is', () => {
  test.use({ viewport: MOBILE, userAgent: PHONE_BROWSER, isMobile: true, hasTouch: true });

  test('shown at once, reachable by nothing; then the app’s one form, which takes typing', async ({
    page,
    context,
  }) => {
    await signIn(context);
    const release = await holdShellScript(page);
    await openWithoutScripts(page, '/orders/new');
    expect(await copyShown(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Новый заказ' })).toBeVisible();
    await expect(page.getByText('Откуда', { exact: true }).first()).toBeVisible();
    // Inert: nothing typed before the app is there can be lost, as nothing can be typed.
    await expect(page.getByRole('combobox', { name: 'Адрес', exact: true })).toHaveCount(0);
    release();
    await expect.poll(() => copyShown(page)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Новый заказ' })).toHaveCount(1);
    const address = page.getByRole('combobox', { name: 'Адрес', exact: true }).first();
    await address.fill('Абая 10');
    await expect(address).toHaveValue('Абая 10');
  });

  test('with a draft of the form stored, the app starts with the draft and no copy shows', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.addInitScript(() => window.localStorage.setItem('cabinet.order-draft.v1:1:1', '{}'));
    await holdShellScript(page);
    await openWithoutScripts(page, '/orders/new');
    expect(await copyShown(page)).toBe(false);
    await expect(page.getByText('Откуда', { exact: true })).toBeHidden();
  });
});

test('the HTML of /: a copy only for a phone with a token the platform takes, never for a shared cache', async () => {
  const api = await playwrightRequest.newContext();
  const get = (headers: Record<string, string>, path = '/') =>
    api.get(`${SHELL}${path}`, { headers: { 'Accept-Encoding': 'br', ...headers } });
  const hasCopy = async (response: Awaited<ReturnType<typeof get>>) =>
    (await response.text()).includes('data-signed-in-copy="mobile"');
  try {
    const token = await platformToken(USERS.company);
    const phone = { 'User-Agent': PHONE_BROWSER, 'Sec-CH-UA-Mobile': '?1' };
    const drawn = await get({ ...phone, Cookie: `auth_token=${token}` });
    expect(drawn.status()).toBe(200);
    expect(await hasCopy(drawn)).toBe(true);
    expect(drawn.headers()['content-encoding']).toBe('br');
    expect(drawn.headers()['cache-control']).toBe('private, no-cache');
    expect(drawn.headers()['etag']).toBeTruthy();
    expect(drawn.headers()['vary']).toMatch(/\bCookie\b/);
    expect(drawn.headers()['vary']).toMatch(/\bAccept-Encoding\b/);
    expect(drawn.headers()['content-security-policy']).toContain("script-src 'self'");

    // Every other visit gets the plain page, with the same Vary: a cache must not mix them up.
    const expired = await platformToken(USERS.company, -60);
    for (const headers of [
      phone,
      { ...phone, Cookie: `auth_token=${expired}` },
      { ...phone, Cookie: 'auth_token=%E0%A4%A' },
      { 'User-Agent': DESKTOP_BROWSER, 'Sec-CH-UA-Mobile': '?0', Cookie: `auth_token=${token}` },
    ]) {
      const plain = await get(headers);
      expect(plain.status(), JSON.stringify(headers)).toBe(200);
      expect(await hasCopy(plain), JSON.stringify(headers)).toBe(false);
      expect(plain.headers()['cache-control']).toBe('no-cache');
      expect(plain.headers()['vary']).toMatch(/\bCookie\b/);
    }
    // A query opens the app at once (a shared link to an order), and other pages have no copy.
    expect(await hasCopy(await get({ ...phone, Cookie: `auth_token=${token}` }, '/?order=1'))).toBe(false);
    const other = await get({ ...phone, Cookie: `auth_token=${token}` }, '/mobile/orders');
    expect(await hasCopy(other)).toBe(false);
    expect(other.headers()['vary']).toBe('Accept-Encoding');
    // The order form's copy is inert and steps aside for a stored draft.
    const form = await (await get({ ...phone, Cookie: `auth_token=${token}` }, '/orders/new')).text();
    expect(form).toContain('data-signed-in-copy="mobile"');
    expect(form).toMatch(/<div data-langs="ru" inert>/);
    expect(form).toContain('data-copy-unless-stored="cabinet.order-draft.v1 cabinet.repeat-order"');
  } finally {
    await api.dispose();
  }
});
