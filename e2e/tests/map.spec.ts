import { expect, test } from './support/test';
import { FIRST_PAINT, USERS, signIn } from './support/cabinet';

test.describe.configure({ timeout: 90_000 });

test.describe('maps', () => {
  test.beforeEach(async ({ context }) => {
    await signIn(context, USERS.company);
  });

  test('the order form map outlines the company city, then the zone of the chosen point', async ({
    page,
  }) => {
    await page.goto('/orders/new');
    const map = page.getByRole('img', { name: /^Карта маршрута:/ });
    // No address yet: the company's own city (Almaty).
    await expect(map).toHaveAccessibleName(
      'Карта маршрута: адреса ещё не указаны, зона доставки Алматы',
      FIRST_PAINT,
    );

    const from = page.getByRole('region', { name: 'Откуда' });
    await from.getByRole('combobox', { name: 'Адрес', exact: true }).fill('Мангилик');
    await page.getByRole('option', { name: 'Астана, проспект Мангилик Ел' }).click();
    await expect(map).toHaveAccessibleName('Карта маршрута: точек на карте: 1, зона доставки Астана');
    const legend = page.getByRole('list', { name: 'Что на карте' });
    await expect(legend.getByRole('listitem')).toHaveText([
      /^Точка 1: проспект Мангилик Ел/,
      'Зона доставки: Астана',
    ]);
  });
  // The courier of an order under way (get-courier-data, on the map) is checked in
  // order-lifecycle.serial.spec.ts, which moves the sandbox clock into working hours.
});
