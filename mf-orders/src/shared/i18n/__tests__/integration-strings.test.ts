import { i18n } from '@cabinet/shared';

// The strings of /integration (its API access, its guide, the bulk upload) were a third of this
// remote's Russian strings, and every page downloaded them: the order form and the phone's home
// among them. They are a namespace of their own that only the integration page's modules bring.

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: () => new Promise(() => undefined),
  newRequestId: () => 'key',
}));

const INTEGRATION = 'orders-integration';

test('the order form and the phone home bring none of the integration page strings', async () => {
  await import('../../../pages/new-order');
  await import('../../../pages/mobile-home');
  expect(i18n.hasResourceBundle('ru', INTEGRATION)).toBe(false);
  // A key the orders namespace lacks comes back as the key itself.
  expect(i18n.t('newOrder.title', { ns: 'orders', lng: 'ru' })).toBe('Новый заказ');
  expect(i18n.t('upload.title', { ns: 'orders', lng: 'ru' })).toBe('upload.title');
  expect(i18n.t('integration.title', { ns: 'orders', lng: 'ru' })).toBe('integration.title');
});

test('the integration page brings its own strings, in both languages', async () => {
  await import('../../../pages/integration');
  expect(i18n.t('integration.title', { ns: INTEGRATION, lng: 'ru' })).toBe('Интеграция');
  expect(i18n.t('upload.title', { ns: INTEGRATION, lng: 'ru' })).toBe('Загрузка заказов файлом');
  const { kk } = await import('../integration-strings-kk');
  expect(kk.upload.title).toBe('Тапсырыстарды файлмен жүктеу');
});
