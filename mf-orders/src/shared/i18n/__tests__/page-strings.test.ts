import { i18n } from '@cabinet/shared';

// A page's own strings come with the page's modules (decision 0015): the order form's, the saved
// addresses' and /integration's were two thirds of this remote's Russian strings, and every page
// downloaded them, the phone's home and the orders list among them. The tests run in this order on
// purpose: each imports more pages into the same module registry.

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: () => new Promise(() => undefined),
  newRequestId: () => 'key',
}));

const CREATION = 'orders-creation';
const DELIVERY = 'orders-delivery';
const INTEGRATION = 'orders-integration';
const has = (namespace: string) => i18n.hasResourceBundle('ru', namespace);
/** A key a namespace lacks comes back as the key itself. */
const text = (key: string, ns: string) => i18n.t(key, { ns, lng: 'ru' });

test('the phone home and the orders list bring only the strings they show', async () => {
  await import('../../../pages/mobile-home');
  await import('../../../pages/orders');
  expect(text('mobileHome.title', 'orders')).toBe('Главная');
  expect([has(CREATION), has(DELIVERY), has(INTEGRATION)]).toEqual([false, false, false]);
  for (const key of ['creation.addPoint', 'delivery.title', 'upload.title', 'integration.title']) {
    expect(text(key, 'orders')).toBe(key);
  }
});

test('the order form brings its own strings, and not the other pages’', async () => {
  await import('../../../pages/new-order/new-order-page');
  expect(text('creation.addPoint', CREATION)).toBe('Добавить точку');
  expect(text('savedPlaces.placeholder', CREATION)).toBe('Адрес или склад');
  expect([has(DELIVERY), has(INTEGRATION)]).toEqual([false, false]);
});

test('/delivery brings the saved addresses’ strings', async () => {
  await import('../../../pages/delivery');
  expect(text('delivery.title', DELIVERY)).toBe('Доставка');
  expect(has(INTEGRATION)).toBe(false);
});

test('/integration brings its own strings, in both languages', async () => {
  await import('../../../pages/integration');
  expect(text('integration.title', INTEGRATION)).toBe('Интеграция');
  expect(text('upload.title', INTEGRATION)).toBe('Загрузка заказов файлом');
  const { kk } = await import('../integration-strings-kk');
  expect(kk.upload.title).toBe('Тапсырыстарды файлмен жүктеу');
});
