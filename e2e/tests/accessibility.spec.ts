import type { Locator, Page } from '@playwright/test';

import { expect, test } from './support/test';
import { DESKTOP, MOBILE, signIn } from './support/cabinet';
import { seriousAxeViolations } from './support/axe';
import { watchPage } from './support/layout-check';
import { createOrder, type GroupAnswer } from './support/orders';
import { ROUTES } from './support/routes';

/**
 * Issue 20: axe-core finds no serious or critical violation on any route of §2, signed in and
 * signed out, on a desktop (1280 px) and a phone (390 px), nor with the routes' dialogs open. The
 * removal of an employee needs a second person in a company of its own: employees.spec.ts audits it.
 */

/** Runs axe on each path in turn (one page, one browser context) and lists what it found. */
async function auditPaths(page: Page, paths: string[]): Promise<string[]> {
  const { settled } = watchPage(page);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled();
    for (const violation of await seriousAxeViolations(page)) found.push(`${path}: ${violation}`);
  }
  return found;
}

/** Opens a dialog, runs axe with it open, closes it with Escape. */
async function auditDialog(page: Page, what: string, open: () => Promise<Locator>): Promise<string[]> {
  const dialog = await open();
  await expect(dialog).toBeVisible();
  const found = (await seriousAxeViolations(page)).map((violation) => `${what}: ${violation}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return found;
}

let order: GroupAnswer;
test.beforeAll(async () => {
  order = await createOrder();
});

for (const [name, viewport] of [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const) {
  test.describe(`at ${viewport.width} px (${name})`, () => {
    test.use({ viewport });

    for (const share of [0, 1]) {
      test(`every route signed in, ${share + 1} of 2: no serious or critical violation`, async ({
        page,
        context,
      }) => {
        test.setTimeout(90_000);
        await signIn(context);
        const paths = [...ROUTES.map((route) => route.path), `/tracking?token=${order.tracking_token}`];
        expect(
          await auditPaths(
            page,
            paths.filter((_, index) => index % 2 === share),
          ),
        ).toEqual([]);
      });
    }

    test('public routes signed out: no serious or critical violation', async ({ page }) => {
      test.setTimeout(60_000);
      const paths = [
        ...ROUTES.filter((route) => route.isPublic).map((route) => route.path),
        `/tracking?token=${order.tracking_token}`,
      ];
      expect(await auditPaths(page, paths)).toEqual([]);
    });

    test('with the dialogs open: no serious or critical violation', async ({ page, context }) => {
      test.setTimeout(60_000);
      await signIn(context);
      const { settled } = watchPage(page);
      const found: string[] = [];

      // The order's cancel dialog, on its details (the list's panel on a desktop, its page on a phone).
      await page.goto(name === 'desktop' ? `/?order=${order.id}` : `/mobile/orders/${order.id}`);
      await settled();
      found.push(
        ...(await auditDialog(page, 'cancel order', async () => {
          await page.getByRole('button', { name: 'Отменить заказ' }).click();
          return page.getByRole('dialog', { name: `Отмена заказа № ${order.number}` });
        })),
      );

      // The support chat beside the page.
      found.push(
        ...(await auditDialog(page, 'support chat', async () => {
          await page.getByRole('button', { name: 'Чат поддержки' }).click();
          return page.getByRole('dialog', { name: 'Чат поддержки' });
        })),
      );

      // A warehouse's removal, asked about first (the kit's confirm dialog, as every removal is).
      await page.goto('/warehouses');
      await settled();
      found.push(
        ...(await auditDialog(page, 'delete warehouse', async () => {
          await page
            .getByRole('button', { name: /^Удалить склад «/ })
            .first()
            .click();
          return page.getByRole('alertdialog', { name: /^Удалить склад «.*»\?$/ });
        })),
      );

      // The global error modal of a server fault: this page's profile call answers 500 once.
      await page.route(
        '**/rocket/users/me',
        (route) => route.fulfill({ status: 500, json: { detail: { code: 'SERVER', message: 'Сбой' } } }),
        { times: 1 },
      );
      await page.goto('/statistics');
      found.push(
        ...(await auditDialog(page, 'error modal', async () =>
          page.getByRole('dialog', { name: /ошибка/i }),
        )),
      );

      expect(found).toEqual([]);
    });
  });
}
