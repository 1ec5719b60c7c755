import type { Locator, Page } from '@playwright/test';

import { expect, test } from './support/test';
import { DESKTOP, FIRST_PAINT, signIn } from './support/cabinet';
import { getOrder } from './support/orders';
import { pinTime, workingHoursInstant } from './support/time';

/**
 * Issue 20: the whole order flow with the keyboard alone, on a desktop. Nothing is clicked or
 * filled: focus moves with Tab, lists with the arrow keys, choices with Enter, and text is typed.
 */
test.use({ viewport: DESKTOP });

/** Presses Tab until `target` has the focus (as a person tabs through the page to it). */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${most} presses of Tab never reached ${target.toString()}`);
}

/** Types into the address combobox that has the focus and takes the first suggestion with the keyboard. */
async function chooseAddress(page: Page, field: Locator, query: string): Promise<void> {
  await page.keyboard.type(query);
  await expect(
    page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(query) })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(new RegExp(query, 'i'));
}

test('an order is created from the form with the keyboard alone', async ({ page, context }) => {
  test.setTimeout(60_000);
  await signIn(context);
  await pinTime(page, workingHoursInstant());
  await page.goto('/orders/new');
  const from = page.getByRole('region', { name: 'Откуда' });
  const to = page.getByRole('region', { name: 'Куда · точка 2' });
  await expect(from).toBeVisible(FIRST_PAINT);

  // The first stop of Tab is the skip link; Enter on it lands in the page, past the menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
  await page.keyboard.press('Enter');

  const fromAddress = from.getByRole('combobox', { name: 'Адрес', exact: true });
  await tabTo(page, fromAddress);
  await chooseAddress(page, fromAddress, 'Абая');
  await tabTo(page, from.getByLabel('Телефон', { exact: true }));
  await page.keyboard.type('+7 701 555 11 22');

  const toAddress = to.getByRole('combobox', { name: 'Адрес', exact: true });
  await tabTo(page, toAddress);
  await chooseAddress(page, toAddress, 'Достык');
  await tabTo(page, to.getByLabel('Телефон', { exact: true }));
  await page.keyboard.type('8 702 555 33 44');

  // A tariff is chosen with the arrow keys inside its group (Tab stops at the chosen one); the
  // time stays "now".
  const tariffs = page.getByRole('radiogroup', { name: 'Тариф' });
  const chosen = tariffs.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  const first = await chosen.getAttribute('id');
  await tabTo(page, chosen);
  await page.keyboard.press('ArrowDown');
  await expect(chosen).not.toHaveAttribute('id', first ?? '');
  await expect(chosen).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Сейчас' })).toBeChecked();

  const submit = page.getByRole('button', { name: 'Заказать' });
  await tabTo(page, submit);
  // Where the focus is can be seen.
  expect(await submit.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/\?order=\d+$/, FIRST_PAINT);
  const id = Number(new URL(page.url()).searchParams.get('order'));
  const order = await getOrder(id);
  expect(order.points.map((point) => point.address.street)).toEqual([
    expect.stringMatching(/Абая/),
    expect.stringMatching(/Достык/),
  ]);
  await expect(page.getByText(`Заказ ${order.number} создан`)).toBeVisible();
});
