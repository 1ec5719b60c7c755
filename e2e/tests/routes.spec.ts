import { expect, test } from './support/test';
import { DESKTOP, MOBILE, REMOTE_ORIGINS, expectLayout, signIn } from './support/cabinet';
import { ROUTES } from './support/routes';

/**
 * Every route of §2 at a desktop's and a phone's size: its heading, its title and its layout. One
 * page goes through the routes (a full load each), signed in for the protected ones and signed out
 * for the public ones: a browser context and a cold cache per route cost about a second each and
 * checked nothing more. Each route is a step of its test, so a failure names it.
 */
for (const [viewportName, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`every route of §2 at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const signedIn of [true, false]) {
      const routes = ROUTES.filter((route) => route.isPublic !== signedIn);
      test(`${signedIn ? 'signed in' : 'signed out'}: each of its ${routes.length} routes has its heading, title and layout`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        if (signedIn) await signIn(context);
        for (const route of routes) {
          await test.step(`${route.path} renders in the ${route.layout[viewportName]} layout`, async () => {
            await page.goto(route.path);
            const heading =
              viewportName === 'mobile' && route.mobileHeading ? route.mobileHeading : route.heading;
            await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
            await expectLayout(page, route.layout[viewportName]);
            await expect(page).toHaveTitle(heading);
          });
        }
      });
    }
  });
}

test('a phone reaches every section through its menu, which stays marked in the bottom navbar', async ({
  page,
  context,
}) => {
  await page.setViewportSize(MOBILE);
  await signIn(context);
  await page.goto('/');
  const bottom = page.getByRole('navigation', { name: 'Нижняя навигация' });
  await bottom.getByRole('link', { name: 'Меню' }).click();
  await expect(bottom.getByRole('link', { name: 'Меню' })).toHaveAttribute('aria-current', 'page');
  const sections = page.getByRole('list', { name: 'Разделы' });
  // Each section's page is titled as its menu item is named.
  for (const name of ['Доставка', 'Склады', 'Отчёты', 'Статистика', 'Платежи', 'Интеграция', 'Сотрудники']) {
    await test.step(name, async () => {
      await sections.getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // Reached from the menu: the menu is the navbar's current item, not the page itself.
      await expect(bottom.getByRole('link', { name: 'Меню' })).toHaveAttribute('aria-current', 'true');
      await expect(bottom.getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
      await page.goBack();
    });
  }
});

test('/mobile redirects to /', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/mobile');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
});

test('/login on its own offers to sign in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход в кабинет' })).toBeVisible();
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/localhost:8090\/oauth\/authorize\?/);
});

test('public pages open without signing in', async ({ page }) => {
  for (const path of ['/terms/ru', '/privacy-policy/ru', '/tracking']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('nothing on screen moves while /login and /terms/ru load (no layout shift)', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  // The page's remote comes slowly, as on a phone network: the start-up spinner is painted first.
  await page.route(`${REMOTE_ORIGINS.auth}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  // Every shift of the load, as the browser scores it (input-driven shifts do not count).
  await page.addInitScript(() => {
    const scored = window as unknown as { layoutShift: number };
    scored.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) scored.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, heading] of [
    ['/login', 'Вход в кабинет'],
    ['/terms/ru', 'Пользовательское соглашение'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Two frames for the last shift to be reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    // The spinner giving way to the page once moved the whole page down (0.019, close to the 0.02 target).
    expect(shift, `layout shift of ${path}`).toBeLessThan(0.001);
  }
});
