import type { Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';

import { MOBILE, SANDBOX, SHELL, signIn } from './support/cabinet';
import { expect, test } from './support/test';

/**
 * Holds the shell's main script until the returned function is called: what shows meanwhile is what
 * the HTML alone paints, before any of the cabinet's code has run.
 */
async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/:8080\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens a page without waiting for its scripts (main.js is deferred: no DOMContentLoaded before it). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('root') !== null);
}

const copyShown = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-prerendered'));

test.describe('public pages paint from their HTML, before the cabinet’s scripts', () => {
  test('/login: the sign-in shows at once; the app takes over with one page, and an early press signs in', async ({
    page,
  }) => {
    const release = await holdShellScript(page);
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
    await expect(page.getByText('Войдите через аккаунт провайдера')).toBeVisible();
    // Pressed before any code has run: the press is kept for the app's own button.
    await page.getByRole('button', { name: 'Войти' }).click();
    expect(page.url()).toBe(`${SHELL}/login`);
    release();
    await page.waitForURL(new RegExp(`^${SANDBOX}/oauth/authorize`));
  });

  test('/login: once the app is up there is one heading and one button, and no copy left', async ({
    page,
  }) => {
    const release = await holdShellScript(page);
    await open(page, '/login');
    await expect(page.getByRole('heading', { name: 'Вход в кабинет' })).toBeVisible();
    release();
    await expect.poll(() => copyShown(page)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Вход в кабинет' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Войти' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.waitForURL(new RegExp(`^${SANDBOX}/oauth/authorize`));
  });

  test('on a phone with Kazakh chosen, the copy is the Kazakh page and <html lang> is kk', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'kk'));
    await holdShellScript(page);
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Кабинетке кіру' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Кіру' })).toBeVisible();
    await expect(page.getByText('Вход в кабинет')).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  });

  test('a return from the provider, or a signed-in visit, does not show the sign-in copy', async ({
    page,
    context,
  }) => {
    await holdShellScript(page);
    await open(page, '/login?code=abc&state=xyz');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeHidden();
    expect(await copyShown(page)).toBe(false);

    await signIn(context);
    await open(page, '/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeHidden();
    expect(await copyShown(page)).toBe(false);
  });

  test('the copy is styled from the HTML alone: it paints while the remote’s origin does not answer', async ({
    page,
  }) => {
    await page.route('http://localhost:8081/**', () => {
      // Never answered: a remote's CDN that hangs.
    });
    await holdShellScript(page);
    await open(page, '/login');
    const signIn = page.getByRole('button', { name: 'Войти' });
    await expect(signIn).toBeVisible();
    // The kit's primary button, not the browser's grey default.
    expect(await signIn.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(26, 86, 240)',
    );
  });

  test('/terms/kk is in Kazakh whatever the interface language, and its contents work at once', async ({
    page,
  }) => {
    await holdShellScript(page);
    await open(page, '/terms/kk');
    await expect(page.getByRole('heading', { level: 1, name: 'Пайдаланушы келісімі' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link').first()).toBeVisible();
  });

  test('the HTML of a public page: both languages, compressed, revalidated, under the pages’ policy', async () => {
    const api = await playwrightRequest.newContext();
    try {
      const login = await api.get(`${SHELL}/login`, { headers: { 'Accept-Encoding': 'br' } });
      expect(login.headers()['content-encoding']).toBe('br');
      expect(login.headers()['cache-control']).toBe('no-cache');
      const html = await login.text();
      expect(html).toContain('Вход в кабинет');
      expect(html).toContain('Кабинетке кіру');
      // The same policy as every other page: the inline start-up script is the one of index.html.
      const other = await api.get(`${SHELL}/orders/new`);
      expect(login.headers()['content-security-policy']).toBe(other.headers()['content-security-policy']);
      // A terms page is one copy for both interface languages.
      const terms = await (await api.get(`${SHELL}/terms/ru`)).text();
      expect(terms.split('Пользовательское соглашение</h1>').length - 1).toBe(1);
    } finally {
      await api.dispose();
    }
  });
});
