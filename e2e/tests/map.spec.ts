import { expect, request as playwrightRequest, test } from '@playwright/test';

import { SANDBOX, USERS, platformToken, sandbox, signIn } from './support/cabinet';

test.describe.configure({ timeout: 90_000 });

/** The first paint of a remote page waits for its chunks: on a loaded machine that takes a while. */
const FIRST_PAINT = { timeout: 30_000 };

interface Group {
  id: number;
  number: string;
  state: string;
  courier: { name: string; contact_name: string; phone_number: string } | null;
}

/** Calls the platform as the company (Алма Логистик, Almaty) does; null on NON_WORKING_TIME. */
async function api<T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T | null> {
  const token = await platformToken(USERS.company);
  const context = await playwrightRequest.newContext({ baseURL: SANDBOX });
  try {
    const response = await context.fetch(path, {
      method,
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      ...(data === undefined ? {} : { data }),
    });
    const body = (await response.json()) as T & { detail?: { code?: string } };
    if (body.detail?.code === 'NON_WORKING_TIME') return null;
    expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
    return body;
  } finally {
    await context.dispose();
  }
}

const POINTS = [
  {
    address: { street: 'улица Розыбакиева', building: '247', latitude: 43.2041, longitude: 76.8969 },
    contact_info: { phone_number: '+77011112233', contact_name: 'Склад' },
  },
  {
    address: { street: 'улица Толе би', building: '59', latitude: 43.2505, longitude: 76.9 },
    contact_info: { phone_number: '+77014445566', contact_name: 'Получатель' },
  },
];

/** An immediate order through the API, moved by the dispatcher until a courier has it. */
async function orderWithCourier(): Promise<Group | null> {
  const rates = await api<{ tariffs: Array<{ id: number; is_unavailable: boolean }> }>(
    'POST',
    '/rocket/v0/deliveries/orders/tariffs',
    { points: POINTS.map(({ address }) => ({ latitude: address.latitude, longitude: address.longitude })) },
  );
  const tariff = rates?.tariffs.find((candidate) => !candidate.is_unavailable);
  const created = await api<Group>('POST', '/rocket/v0/deliveries/groups', {
    tariff_id: tariff?.id,
    points: POINTS,
  });
  if (!created) return null;
  let order = created;
  await expect
    .poll(
      async () => {
        await sandbox('POST', '/__sandbox/dispatcher/tick');
        order = (await api<Group>('GET', `/rocket/v0/deliveries/groups/${created.id}`)) as Group;
        return order.courier !== null;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  return order;
}

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

  test('an order with a courier shows the courier from get-point-data and on the map in its details', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const order = await orderWithCourier();
    test.skip(order === null, 'couriers are called only 09:00–21:00 Almaty time');
    if (!order) return;

    const pointData = page.waitForResponse(
      (response) => response.url().includes('/rocket/v0/deliveries/get-point-data/') && response.ok(),
    );
    await page.goto(`/?order=${order.id}`);
    const data = (await (await pointData).json()) as {
      group_id: number;
      contact_name: string;
      phone_number: string;
    };
    expect(data.group_id).toBe(order.id);

    const panel = page.getByRole('region', { name: 'Детали заказа' });
    await expect(panel.getByRole('heading', { name: `Заказ № ${order.number}` })).toBeVisible(FIRST_PAINT);
    await expect(panel.getByRole('definition').filter({ hasText: data.phone_number })).toHaveText(
      `${data.contact_name} · ${data.phone_number}`,
    );
    await expect(panel.getByRole('link', { name: 'Телефон курьера' })).toHaveAttribute(
      'href',
      `tel:${data.phone_number}`,
    );
    await expect(panel.getByRole('img', { name: /^Карта заказа:/ })).toHaveAccessibleName(
      'Карта заказа: точек на карте: 2, зона доставки Алматы, курьер на карте',
    );
    await expect(panel.getByRole('list', { name: 'Что на карте' })).toContainText(
      `Курьер: ${data.contact_name}`,
    );
  });
});
