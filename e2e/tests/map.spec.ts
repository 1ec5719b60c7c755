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
  test('the order form asks for the zones only once its tasks are in: the first screen goes first (decision 0015)', async ({
    page,
    context,
  }) => {
    let answerTasks: () => void = () => undefined;
    const tasksHeld = new Promise<void>((resolve) => {
      answerTasks = resolve;
    });
    let tasksAnswered = false;
    await context.route('**/rocket/v0/business/company/tasks', async (route) => {
      await tasksHeld;
      tasksAnswered = true;
      await route.continue();
    });
    // For each request of the zones: had the tasks been answered when it left?
    const zonesAsked: boolean[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rocket/v0/common/configs/get')) zonesAsked.push(tasksAnswered);
    });
    await page.goto('/orders/new');
    const map = page.getByRole('img', { name: /^Карта маршрута:/ });
    await expect(map).toBeVisible(FIRST_PAINT);
    // Longer than an idle moment's deadline (1 s): the zones would have been asked for by now.
    await page.waitForTimeout(1_500);
    expect(zonesAsked).toEqual([]);

    answerTasks();
    await expect(page.getByRole('checkbox', { name: 'Принять оплату' }).first()).toBeVisible();
    await expect.poll(() => zonesAsked).toEqual([true]);
    await expect(map).toHaveAccessibleName('Карта маршрута: адреса ещё не указаны, зона доставки Алматы');
  });

  // The courier of an order under way (get-courier-data, on the map) is checked in
  // order-lifecycle.serial.spec.ts, which moves the sandbox clock into working hours.
});
