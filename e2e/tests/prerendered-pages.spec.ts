import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { request as playwrightRequest } from '@playwright/test';

import { MOBILE, SANDBOX, SHELL, signIn } from './support/cabinet';
import { copyShown, holdShellScript, openWithoutScripts } from './support/static-copy';
import { expect, test } from './support/test';

test.describe('public pages paint from their HTML, before the cabinet’s scripts', () => {
  test('/login: the sign-in shows at once; the app takes over with one page, and an early press signs in', async ({
    page,
  }) => {
    const release = await holdShellScript(page);
    await openWithoutScripts(page, '/login');
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
    await openWithoutScripts(page, '/login');
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
    await openWithoutScripts(page, '/login');
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
    await openWithoutScripts(page, '/login?code=abc&state=xyz');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeHidden();
    expect(await copyShown(page)).toBe(false);

    await signIn(context);
    await openWithoutScripts(page, '/login');
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
    await openWithoutScripts(page, '/login');
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
    await openWithoutScripts(page, '/terms/kk');
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

test('the deploy step writes a route’s HTML from the route table, the remote’s markup and both builds’ styles', async () => {
  const { writePrerenderedPages } = await import('../../shared/tooling/prerendered-pages.mjs');
  const root = mkdtempSync(path.join(os.tmpdir(), 'cabinet-prerender-'));
  const shellDist = path.join(root, 'shell');
  const authDist = path.join(root, 'auth');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  try {
    write(
      path.join(shellDist, 'index.html'),
      '<html><head><link rel="preload" as="style" href="/start.0123abcd.css"><script>start()</script></head><body><div id="root"></div></body></html>',
    );
    write(path.join(shellDist, 'start.0123abcd.css'), 'body{background:url(img/paper.png)}');
    const route = (routePath: string, module: string, flags: object) => ({
      path: routePath,
      owner: 'auth',
      module,
      isPublic: true,
      hideLayout: true,
      ...flags,
    });
    write(
      path.join(shellDist, 'routes.json'),
      JSON.stringify({
        routes: [
          route('/terms/kk', './terms-page', { pageProps: { lang: 'kk' } }),
          route('/employers', './employers-page', { isPublic: false }),
        ],
      }),
    );
    write(
      path.join(authDist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { publicPath: 'auto' },
        exposes: [{ path: './terms-page', assets: { css: { sync: ['terms.89abcdef.css'] } } }],
      }),
    );
    write(path.join(authDist, 'terms.89abcdef.css'), '.mark{background:url("seal.svg")}');
    write(
      path.join(authDist, 'prerendered-pages.json'),
      JSON.stringify({
        pages: [
          {
            module: './terms-page',
            props: { lang: 'ru' },
            html: { ru: '<h1>Соглашение</h1>', kk: '<h1>Соглашение</h1>' },
          },
          {
            module: './terms-page',
            props: { lang: 'kk' },
            html: { ru: '<h1>Келісім</h1>', kk: '<h1>Келісім</h1>' },
          },
        ],
      }),
    );
    const written = writePrerenderedPages({
      shellDist,
      remotes: { auth: 'https://cdn.example.test/auth/7/mf-manifest.json' },
      remoteDistOf: (name) => (name === 'auth' ? authDist : null),
    });
    // Only the public page, with its compressed siblings; the protected one stays on index.html.
    expect(written).toEqual(['terms/kk.html', 'terms/kk.html.gz', 'terms/kk.html.br']);
    const html = readFileSync(path.join(shellDist, 'terms', 'kk.html'), 'utf8');
    // The page of the route's props, once for both languages, in the empty layout's box.
    expect(html).toContain(
      '<div data-langs="ru kk"><main class="prerendered-empty-layout" data-layout="empty"><h1>Келісім</h1>',
    );
    expect(html).not.toContain('Соглашение');
    // Styles inline, named by their file, their urls still pointing where the files are.
    expect(html).toContain(
      '<style data-href="/start.0123abcd.css">body{background:url(/img/paper.png)}</style>',
    );
    expect(html).toContain(
      '<style data-href="https://cdn.example.test/auth/7/terms.89abcdef.css">.mark{background:url("https://cdn.example.test/auth/7/seal.svg")}</style>',
    );
    expect(html).not.toContain('rel="preload" as="style"');
    // index.html's inline script is kept as it is: the policy's hash still allows it.
    expect(html).toContain('<script>start()</script>');

    // A later run with the page gone from the route table removes what it wrote.
    write(path.join(shellDist, 'routes.json'), JSON.stringify({ routes: [] }));
    expect(writePrerenderedPages({ shellDist, remotes: {}, remoteDistOf: () => authDist })).toEqual([]);
    expect(() => readFileSync(path.join(shellDist, 'terms', 'kk.html'))).toThrow();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
