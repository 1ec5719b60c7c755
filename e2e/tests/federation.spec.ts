import type { Page } from '@playwright/test';

import { expect, test } from './support/test';
import { DESKTOP, MOBILE, REMOTE_ORIGINS, SHELL, expectLayout, signIn } from './support/cabinet';

/**
 * Holds the shell's main script back until `count()` reaches `expected` (calls index.html's inline
 * script starts, decision 0010), at most 5 s. Returns whether the count got there before main.js
 * was let through.
 */
async function holdMainUntil(page: Page, count: () => number, expected: number): Promise<() => boolean> {
  let reached = false;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    reached = await expect
      .poll(count, { timeout: 5_000 })
      .toBe(expected)
      .then(
        () => true,
        () => false,
      );
    await route.fallback();
  });
  return () => reached;
}

test('no remote is fetched at start-up; a remote is fetched on the first visit of its route', async ({
  page,
  context,
}) => {
  await signIn(context);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/mobile/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
  const remoteOrigins = Object.values(REMOTE_ORIGINS);
  expect(requested.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin)))).toEqual([]);

  await page.getByRole('link', { name: 'Склады' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Склады' })).toBeVisible();
  const fetched = requested.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin)));
  expect(fetched.every((url) => url.startsWith(REMOTE_ORIGINS.warehouses))).toBe(true);
  expect(fetched).toContain(`${REMOTE_ORIGINS.warehouses}/mf-manifest.json`);
});

test("a signed-in first load runs the page's remote code while the profile is still on its way", async ({
  page,
  context,
}) => {
  await signIn(context);
  // The federation runtime adds the remote's entry as a script element (and removes it once run).
  await page.addInitScript((origin) => {
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.startsWith(`${origin}/remoteEntry.js`)) {
            (window as { remoteEntryRun?: boolean }).remoteEntryRun = true;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, REMOTE_ORIGINS.orders);
  // The profile is held until the orders page's code has started, at most 5 s.
  let startedBeforeProfile = false;
  await page.route('**/rocket/users/me', async (route) => {
    startedBeforeProfile = await expect
      .poll(() => page.evaluate(() => (window as { remoteEntryRun?: boolean }).remoteEntryRun === true), {
        timeout: 5_000,
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Активные' })).toBeVisible();
  expect(startedBeforeProfile).toBe(true);
});

test("a signed-in first load asks for the profile before the shell's script has arrived, and only once", async ({
  page,
  context,
}) => {
  await signIn(context);
  const profileCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/rocket\/(users\/me|v0\/business\/company)$/.test(request.url()))
      profileCalls.push(new URL(request.url()).pathname);
  });
  // The shell's main script is held back until both profile calls have left.
  const askedBeforeMain = await holdMainUntil(page, () => profileCalls.length, 2);
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();
  expect(askedBeforeMain()).toBe(true);
  // The session gate took those answers instead of asking again.
  expect(profileCalls.sort()).toEqual(['/rocket/users/me', '/rocket/v0/business/company']);
});

test("/login's first load asks the shell for six files at most (a phone's connections per origin), main.js first", async ({
  page,
}) => {
  const fromShell: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(SHELL) && request.resourceType() !== 'document')
      fromShell.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  // main.js, the three start chunks, config.json and remotes.json (decision 0010; the page's styles
  // are inlined in its HTML): had it asked for more, the rest would have waited for a connection on
  // a phone.
  expect(fromShell.filter((file) => file.endsWith('.js'))).toHaveLength(4);
  expect(fromShell.length).toBeLessThanOrEqual(6);
  expect(fromShell).toEqual(expect.arrayContaining(['/config.json', '/remotes.json']));
  // A deferred script is fetched at low priority, behind the preloads, unless it asks for more.
  expect(await response?.text()).toMatch(
    /<script[^>]*src="\/main\.[0-9a-f]{8}\.js"[^>]*fetchpriority="high"/,
  );
});

test('the scripts a first load runs before its first render compile as they download; a later chunk does not', async ({
  request,
}) => {
  const page = await (await request.get(`${SHELL}/orders/new`)).text();
  // main.js, and the start chunks index.html preloads: React, the libraries, the shared core.
  const firstLoad = [
    ...page.matchAll(/(?:src|href)="(\/(?:main|start|libraries|framework)\.[0-9a-f]{8}\.js)"/g),
  ].map((match) => match[1] as string);
  expect(firstLoad).toHaveLength(4);
  // A chunk the layout asks for once the session is known (hinted by the inline script).
  const later = /"(\/session-gate\.[0-9a-f]{8}\.js)"/.exec(page)?.[1] ?? '';
  expect(later).not.toBe('');
  const firstLineOf = async (file: string) =>
    (await (await request.get(`${SHELL}${file}`)).text()).split('\n', 1)[0];
  // V8's explicit compile hint (decision 0020): Chromium compiles the whole file off the main thread.
  for (const file of firstLoad) expect(await firstLineOf(file), file).toBe('//# allFunctionsCalledOnLoad');
  expect(await firstLineOf(later)).not.toContain('allFunctionsCalledOnLoad');
});

test("on a phone, a signed-in first load asks for the active orders before the shell's script, and once", async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize(MOBILE);
  const ordersCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/rocket/v0/deliveries/groups'))
      ordersCalls.push(request.url());
  });
  // §2: a phone fetches the active orders on every navigation, the first one too; index.html's
  // inline script starts that call while main.js is held back.
  const askedBeforeMain = await holdMainUntil(page, () => ordersCalls.length, 1);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  // The list is in (orders or none): the page has had its answer.
  await expect(page.getByText(/^Заказ №|^Активных заказов нет$/).first()).toBeVisible();
  expect(askedBeforeMain()).toBe(true);
  // The newest 100 active orders (statuses 1, 2, 5), asked for once: the page took that answer.
  expect(ordersCalls).toHaveLength(1);
  const query = new URL(ordersCalls[0] ?? '').searchParams;
  expect(Object.fromEntries(query)).toEqual({ page: '1', page_size: '100', status: '1,2,5' });
});

test("a first load of the order form asks for its lists before the shell's script, and each once", async ({
  page,
  context,
}) => {
  await signIn(context);
  const LISTS = [
    '/rocket/v0/common/addresses?is_customer=false',
    '/rocket/v0/business/branches?page=1',
    '/rocket/v0/payments/ioka/get-cards',
    '/rocket/v0/business/company/tasks',
  ];
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (request.method() === 'GET' && LISTS.includes(pathname + search)) listCalls.push(pathname + search);
  });
  // Saved addresses, branches, cards and tasks leave with the profile, while main.js is held back.
  const askedBeforeMain = await holdMainUntil(page, () => listCalls.length, 4);
  await page.goto('/orders/new');
  // The picker of saved places has its lists (some or none): the form has had its answers.
  const picker = page.getByLabel('Подставить адрес').first();
  await expect(picker.getByRole('option').first()).toHaveText(
    /^(Адрес или склад|Сохранённых адресов и складов пока нет)$/,
  );
  expect(askedBeforeMain()).toBe(true);
  // Asked for once each: the form took those answers instead of asking again.
  expect(listCalls.sort()).toEqual([...LISTS].sort());
});

test('config.json is read at run time: a broken one shows a clear start-up error, never a blank page', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText('Кабинет не запустился');
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
});

test('shared stores are one instance: a remote names the page and the shell header shows it', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.goto('/payments');
  // The header <h1> belongs to the shell; only the remote knows the text, through the shared store.
  const header = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(header).toHaveText('Платежи');
  await page.getByRole('link', { name: 'Склады' }).click();
  await expect(header).toHaveText('Склады');
});

test('one translator: switching language in the shell switches a remote page too', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize(MOBILE);
  await page.goto('/mobile/change-lang');
  await page.getByRole('radio', { name: 'Қазақша' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Тіл' })).toBeVisible();

  const bottomBar = page.getByRole('navigation', { name: 'Төменгі навигация' });
  await bottomBar.getByRole('link', { name: 'Тапсырыстар' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Менің тапсырыстарым' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Менің тапсырыстарым' })).toBeVisible();
});

test("in Kazakh on a phone, the first load asks for its Kazakh strings before the shell's script; the form never shows in Russian", async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize(MOBILE);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'kk'));
  // A Russian word in the app's own form (not the static copy, which is beside #root): the page shown
  // before the strings its steps asked for had come.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('root')?.textContent?.includes('Откуда'))
        Object.assign(window, { russianShown: true });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const stringsFiles = new Set<string>();
  page.on('request', (request) => {
    const file = /\/([a-z-]+-kk)\.[0-9a-f]{8}\.js$/.exec(request.url())?.[1];
    if (file) stringsFiles.add(file);
  });
  // The form's own strings come late, as on a slow link: the page waits for them, in a loading state.
  await page.route(/:8082\/[a-z-]+-kk\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  // The shell's and the form's Kazakh strings (decision 0010): hinted while main.js is held back.
  const askedBeforeMain = await holdMainUntil(page, () => stringsFiles.size, 3);
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Жаңа тапсырыс' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Мекенжай', exact: true }).first()).toBeEditable();
  expect(askedBeforeMain()).toBe(true);
  expect([...stringsFiles].sort()).toEqual(['common-kk', 'orders-creation-kk', 'orders-kk']);
  expect(await page.evaluate(() => (window as { russianShown?: boolean }).russianShown ?? false)).toBe(false);
});

test('the layout switches live when the window crosses 650 px, and / swaps to the mobile view', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expectLayout(page, 'desktop');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();

  await page.setViewportSize({ width: 650, height: 800 });
  await expectLayout(page, 'mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();

  await page.setViewportSize({ width: 651, height: 800 });
  await expectLayout(page, 'desktop');
});

test('the mobile menu has support, FAQ, offer, language and logout', async ({ page, context }) => {
  await signIn(context);
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Нижняя навигация' })
    .getByRole('link', { name: 'Меню' })
    .click();
  const menu = page.getByRole('navigation', { name: 'Меню' });
  await expect(menu.getByRole('button', { name: 'Поддержка' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /Частые вопросы/ })).toHaveAttribute('href', /faq\/ru$/);
  await expect(menu.getByRole('link', { name: /Публичная оферта/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Сменить язык' }).click();
  await expect(page).toHaveURL('/mobile/change-lang');
  await page.getByRole('radio', { name: 'Қазақша' }).check();
  await page
    .getByRole('navigation', { name: 'Төменгі навигация' })
    .getByRole('link', { name: 'Мәзір' })
    .click();
  await expect(
    page.getByRole('navigation', { name: 'Мәзір' }).getByRole('link', { name: /Жиі қойылатын сұрақтар/ }),
  ).toHaveAttribute('href', /faq\/kk$/);
  await expect(
    page.getByRole('navigation', { name: 'Мәзір' }).getByRole('button', { name: 'Шығу' }),
  ).toBeVisible();
});
