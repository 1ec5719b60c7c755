import type { BrowserContext, Page, Request } from '@playwright/test';

import { expect, test } from './support/test';
import { DESKTOP, MOBILE, SANDBOX, SHELL, expectLayout, sandbox, signIn } from './support/cabinet';

/** The stand-in partner super-app (e2e/super-app/host.html), the origin this deployment names. */
const HOST = 'http://localhost:8086';
const UPDATE_GEO_CITY = `${SANDBOX}/rocket/v0/business/update-geo-city/`;
const GEO_IP = `${SANDBOX}/geoip`;

/**
 * A brand-new user and company of the sandbox: tests that choose a city or log out change their
 * company or session, never the demo accounts that parallel tests use.
 */
async function freshUser(context: BrowserContext): Promise<number> {
  const answer = await sandbox<{ choco_user_id: number }>('POST', '/__sandbox/orders/bulk', { count: 1 });
  await signIn(context, answer.choco_user_id);
  return answer.choco_user_id;
}

/** The company's city as the platform keeps it. */
async function companyCity(page: Page): Promise<string> {
  const token = (await page.context().cookies(SHELL)).find((cookie) => cookie.name === 'auth_token')?.value;
  const response = await page.request.get(`${SANDBOX}/rocket/v0/business/company`, {
    headers: { Authorization: `JWT ${token}` },
  });
  return ((await response.json()) as { city: string }).city;
}

/** Every request of the page whose URL starts with `prefix`, as it happens. */
function watchRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(prefix)) seen.push(request);
  });
  return seen;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const storedLang = (page: Page) => page.evaluate(() => localStorage.getItem('lang'));

test.describe('language at start-up (§1, decision 0005)', () => {
  test('?force-lang=kk stores the language and leaves the address; an unknown value is ignored', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/no/such/page?force-lang=kk');
    await expect(heading(page, 'Бет табылмады')).toBeVisible();
    await expect(page).toHaveURL(`${SHELL}/no/such/page`);
    expect(await storedLang(page)).toBe('kk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'kk');

    await page.reload();
    await expect(heading(page, 'Бет табылмады')).toBeVisible();

    await page.goto('/no/such/page?force-lang=en&page=2');
    await expect(heading(page, 'Бет табылмады')).toBeVisible();
    await expect(page).toHaveURL(`${SHELL}/no/such/page?page=2`);

    await page.goto('/no/such/page?force-lang=ru');
    await expect(heading(page, 'Страница не найдена')).toBeVisible();
    expect(await storedLang(page)).toBe('ru');
  });

  test('wider than 1024 px the language is ru: force-lang, a resize across 1024 px and a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/no/such/page?force-lang=kk');
    await expect(heading(page, 'Страница не найдена')).toBeVisible();
    await expect(page).toHaveURL(`${SHELL}/no/such/page`);
    expect(await storedLang(page)).toBe('ru');

    // A tablet may speak Kazakh…
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/no/such/page?force-lang=kk');
    await expect(heading(page, 'Бет табылмады')).toBeVisible();
    // …until the window grows past 1024 px: ru at once, and stored.
    await page.setViewportSize({ width: 1025, height: 800 });
    await expect(heading(page, 'Страница не найдена')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    expect(await storedLang(page)).toBe('ru');
    // Narrow again, it stays ru: ru is what is stored now.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(heading(page, 'Страница не найдена')).toBeVisible();

    // A reload wider than 1024 px with kk stored starts in ru; at 1024 px kk stays.
    await page.evaluate(() => localStorage.setItem('lang', 'kk'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(heading(page, 'Страница не найдена')).toBeVisible();
    expect(await storedLang(page)).toBe('ru');
    await page.evaluate(() => localStorage.setItem('lang', 'kk'));
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.reload();
    await expect(heading(page, 'Бет табылмады')).toBeVisible();
  });
});

test('the app height variable is the visible height at 390×844 and follows resizes and rotation', async ({
  page,
  context,
}) => {
  await signIn(context);
  await page.setViewportSize(MOBILE);
  await page.goto('/mobile/menu');
  await expect(heading(page, 'Меню')).toBeVisible();
  const heights = () =>
    page.evaluate(() => ({
      appHeight: getComputedStyle(document.documentElement).getPropertyValue('--app-height').trim(),
      innerHeight: `${window.innerHeight}px`,
    }));
  await expect.poll(heights).toEqual({ appHeight: '844px', innerHeight: '844px' });

  // A browser toolbar takes 100 px: the variable follows, and the bottom navbar stays in view.
  await page.setViewportSize({ width: 390, height: 744 });
  await expect.poll(heights).toEqual({ appHeight: '744px', innerHeight: '744px' });
  const bottomBar = page.getByRole('navigation', { name: 'Нижняя навигация' });
  const box = await bottomBar.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(744);

  // Turned to landscape.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect.poll(heights).toEqual({ appHeight: '390px', innerHeight: '390px' });
  await page.setViewportSize(MOBILE);
  await expect.poll(heights).toEqual({ appHeight: '844px', innerHeight: '844px' });
});

test.describe('city choice (§2, §7)', () => {
  test('choosing a city in the header sends update-geo-city, is kept, and scopes address search', async ({
    page,
    context,
  }) => {
    await freshUser(context);
    await page.setViewportSize(DESKTOP);
    const patches = watchRequests(page, UPDATE_GEO_CITY);
    await page.goto('/warehouses');
    const city = page.getByRole('banner').getByRole('combobox', { name: 'Город' });
    await expect(city).toBeVisible();
    await expect(city.getByRole('option')).toHaveText(['Весь Казахстан', 'Алматы', 'Астана']);

    const patched = page.waitForResponse(
      (response) => response.url() === UPDATE_GEO_CITY && response.request().method() === 'PATCH',
    );
    await city.selectOption({ label: 'Астана' });
    const answer = await patched;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ city: 'astana' });
    expect(await companyCity(page)).toBe('astana');

    // Kept: a reload shows it, and sends nothing.
    await page.reload();
    await expect(city).toHaveValue('astana');
    expect(patches).toHaveLength(1);

    // The order form's address search asks for Astana's streets.
    await page.goto('/orders/new');
    const searched = page.waitForRequest((request) =>
      request.url().startsWith(`${SANDBOX}/rocket/v0/common/addresses/search?`),
    );
    await page
      .getByRole('region', { name: 'Откуда' })
      .getByRole('combobox', { name: 'Адрес', exact: true })
      .fill('Кабанбай');
    expect(new URL((await searched).url()).searchParams.get('city')).toBe('astana');
    await expect(page.getByRole('option', { name: /Астана, проспект Кабанбай батыра/ })).toBeVisible();

    // All Kazakhstan is a choice too.
    await page.goto('/warehouses');
    const toAll = page.waitForResponse((response) => response.url() === UPDATE_GEO_CITY);
    await city.selectOption({ label: 'Весь Казахстан' });
    expect((await toAll).request().postDataJSON()).toEqual({ city: 'all' });
    expect(await companyCity(page)).toBe('all');
  });

  test('with the location granted, the city of the position is preselected, and nothing is sent', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: SHELL });
    await context.setGeolocation({ latitude: 51.1605, longitude: 71.4704 });
    await signIn(context);
    await page.setViewportSize(DESKTOP);
    const lookups = watchRequests(page, GEO_IP);
    const patches = watchRequests(page, UPDATE_GEO_CITY);
    await page.goto('/warehouses');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Город' })).toHaveValue('astana');
    expect(lookups).toHaveLength(0);
    expect(patches).toHaveLength(0);
  });

  test('with the location refused, the IP lookup preselects the city, silently', async ({
    page,
    context,
  }) => {
    await signIn(context);
    await page.setViewportSize(MOBILE);
    const patches = watchRequests(page, UPDATE_GEO_CITY);
    const lookup = page.waitForResponse(GEO_IP);
    await page.goto('/mobile/menu');
    expect((await lookup).status()).toBe(200);
    // The sandbox's IP lookup places everybody in Almaty.
    await expect(page.getByRole('combobox', { name: 'Город' })).toHaveValue('almaty');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(patches).toHaveLength(0);
  });
});

test.describe('phone navigation (§2)', () => {
  test.use({ viewport: MOBILE });

  test('the side menu: support, FAQ, public offer, city, language (everywhere at once) and logout', async ({
    page,
    context,
  }) => {
    await freshUser(context);
    await page.goto('/mobile/menu');
    const menu = page.getByRole('navigation', { name: 'Меню' });
    // The menu's own items, below the list of sections.
    await expect(menu.getByRole('list').filter({ hasText: 'Поддержка' }).getByRole('listitem')).toHaveText([
      'Поддержка',
      /Частые вопросы/,
      /Публичная оферта/,
      /^Город/,
      'Сменить язык',
      'Выйти',
    ]);

    await menu.getByRole('button', { name: 'Поддержка' }).click();
    const chat = page.getByRole('dialog', { name: 'Чат поддержки' });
    await expect(chat).toBeVisible();
    await chat.getByRole('button', { name: 'Закрыть чат' }).click();
    await expect(chat).toBeHidden();

    for (const [name, address] of [
      ['Частые вопросы', `${SANDBOX}/faq/ru`],
      ['Публичная оферта', `${SANDBOX}/offer`],
    ] as const) {
      const opened = context.waitForEvent('page');
      await menu.getByRole('link', { name: new RegExp(name) }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(address);
      await tab.close();
    }

    const patched = page.waitForResponse(UPDATE_GEO_CITY);
    await menu.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Алматы' });
    expect((await patched).request().postDataJSON()).toEqual({ city: 'almaty' });

    await menu.getByRole('link', { name: 'Сменить язык' }).click();
    await expect(page).toHaveURL(`${SHELL}/mobile/change-lang`);
    await page.getByRole('radio', { name: 'Қазақша' }).check();
    // At once, everywhere: the shell's header and navbar, then a remote's page, without a reload.
    await expect(heading(page, 'Тіл')).toBeVisible();
    const bottomBar = page.getByRole('navigation', { name: 'Төменгі навигация' });
    await expect(bottomBar.getByRole('link')).toHaveText(['Басты бет', 'Тапсырыстар', 'Мәзір']);
    await bottomBar.getByRole('link', { name: 'Тапсырыстар' }).click();
    await expect(heading(page, 'Менің тапсырыстарым')).toBeVisible();
    await bottomBar.getByRole('link', { name: 'Мәзір' }).click();
    await expect(page.getByRole('combobox', { name: 'Қала' })).toHaveValue('almaty');

    await page.getByRole('navigation', { name: 'Мәзір' }).getByRole('button', { name: 'Шығу' }).click();
    await expect(page).toHaveURL(/localhost:8090\/oauth\/logout\?/);
  });

  test('the bottom navbar leads home, to the orders and to the menu', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/mobile/menu');
    await expectLayout(page, 'mobile');
    const bottomBar = page.getByRole('navigation', { name: 'Нижняя навигация' });
    await bottomBar.getByRole('link', { name: 'Главная' }).click();
    await expect(page).toHaveURL(`${SHELL}/`);
    await expect(heading(page, 'Главная')).toBeVisible();
    await bottomBar.getByRole('link', { name: 'Заказы' }).click();
    await expect(heading(page, 'Мои заказы')).toBeVisible();
    await bottomBar.getByRole('link', { name: 'Меню' }).click();
    await expect(heading(page, 'Меню')).toBeVisible();
  });

  test('active orders are fetched on navigation, once, and not again within 3 s (§4)', async ({
    page,
    context,
  }) => {
    await freshUser(context);
    // The 3 s below pass on the browser's clock (it flows as usual in between), not in real time.
    await page.clock.install();
    const activeFetches: Request[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        url.origin === SANDBOX &&
        url.pathname === '/rocket/v0/deliveries/groups' &&
        url.searchParams.get('status') === '1,2,5' &&
        url.searchParams.get('page_size') === '100'
      ) {
        activeFetches.push(request);
      }
    });
    // The menu is the shell's: the orders remote is not even loaded.
    await page.goto('/mobile/menu');
    await expect(page.getByRole('combobox', { name: 'Город' })).toBeVisible();
    expect(activeFetches).toHaveLength(0);

    await page.getByRole('link', { name: 'Сменить язык' }).click();
    await expect(heading(page, 'Язык')).toBeVisible();
    await expect.poll(() => activeFetches.length).toBe(1);
    const bottomBar = page.getByRole('navigation', { name: 'Нижняя навигация' });
    await bottomBar.getByRole('link', { name: 'Меню' }).click();
    await expect(heading(page, 'Меню')).toBeVisible();
    expect(activeFetches).toHaveLength(1);

    // 3 s later, a navigation to the orders remote's home: one call, which the remote takes too.
    await page.clock.fastForward(3_100);
    await bottomBar.getByRole('link', { name: 'Главная' }).click();
    await expect(heading(page, 'Главная')).toBeVisible();
    await expect.poll(() => activeFetches.length).toBe(2);
    // And with the remote loaded, still one call per navigation.
    await page.clock.fastForward(3_100);
    await bottomBar.getByRole('link', { name: 'Меню' }).click();
    await expect(heading(page, 'Меню')).toBeVisible();
    await expect.poll(() => activeFetches.length).toBe(3);
    await page.waitForTimeout(500);
    expect(activeFetches).toHaveLength(3);
  });
});

test.describe('inside the partner super-app (§1, §4, §6)', () => {
  test.use({ viewport: MOBILE });

  async function openInSuperApp(page: Page, path: string) {
    await page.goto(`${HOST}/host.html?app=${encodeURIComponent(`${SHELL}${path}`)}`);
    return page.frameLocator('iframe[title="Кабинет"]');
  }

  test('the menu has only support, FAQ and offer, the navbar is the same, the language screen is not there', async ({
    page,
    context,
  }) => {
    await signIn(context);
    const cabinet = await openInSuperApp(page, '/mobile/menu');
    const menu = cabinet.getByRole('navigation', { name: 'Меню' });
    await expect(menu.getByRole('listitem')).toHaveText(['Поддержка', /Частые вопросы/, /Публичная оферта/]);
    await expect(cabinet.getByRole('combobox', { name: 'Город' })).toHaveCount(0);
    await expect(cabinet.getByRole('navigation', { name: 'Нижняя навигация' }).getByRole('link')).toHaveText([
      'Главная',
      'Заказы',
      'Меню',
    ]);

    const hidden = await openInSuperApp(page, '/mobile/change-lang');
    await expect(hidden.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
    await expect(hidden.getByRole('radio')).toHaveCount(0);
  });

  test('back goes back inside the cabinet, and on the first screen asks before leaving', async ({
    page,
    context,
  }) => {
    await signIn(context);
    const cabinet = await openInSuperApp(page, '/mobile/menu');
    const hostBack = page.getByRole('button', { name: 'Кнопка «Назад» супер-приложения' });
    const status = page.getByRole('status');
    await expect(cabinet.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    // Every navigation gives the back button to the cabinet again.
    await expect(page.getByText('Кнопка «Назад» у кабинета: /mobile/menu · сбросов: 1')).toBeVisible();

    const bottomBar = cabinet.getByRole('navigation', { name: 'Нижняя навигация' });
    await bottomBar.getByRole('link', { name: 'Заказы' }).click();
    await expect(cabinet.getByRole('heading', { level: 1, name: 'Мои заказы' })).toBeVisible();
    await expect(page.getByText('Кнопка «Назад» у кабинета: /mobile/orders · сбросов: 2')).toBeVisible();

    await hostBack.click();
    await expect(cabinet.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    await expect(status).toHaveText('Кабинет обработал «Назад»');
    await expect(page.getByText('Кнопка «Назад» у кабинета: /mobile/menu · сбросов: 3')).toBeVisible();

    // The first screen: the confirm-exit-to-main-app dialog; staying keeps the user here.
    await hostBack.click();
    const dialog = cabinet.getByRole('alertdialog', { name: 'Выйти из кабинета?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Вы вернётесь на главный экран приложения.');
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await expect(dialog).toBeHidden();
    await expect(cabinet.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    await expect(status).not.toHaveText('Вы вернулись в супер-приложение');

    // Back again while it asks means "stay".
    await hostBack.click();
    await expect(dialog).toBeVisible();
    await hostBack.click();
    await expect(dialog).toBeHidden();

    await hostBack.click();
    await dialog.getByRole('button', { name: 'Выйти' }).click();
    await expect(status).toHaveText('Вы вернулись в супер-приложение');
  });
});
