import type { RuntimeConfig } from '@cabinet/shared';

/** A complete config.json for tests, so each test overrides only what it is about. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    deliveryApiUrl: 'http://api.test',
    authProxyUrl: 'http://auth.test',
    oauth: { loginUrl: 'http://id.test/authorize', logoutUrl: 'http://id.test/logout', clientId: '1001' },
    superAppOrigin: null,
    supportChat: { url: 'http://support.test' },
    bot: { url: 'http://bot.test', chatId: 'errors' },
    links: { faq: { ru: 'http://faq.test/ru', kk: 'http://faq.test/kk' }, publicOffer: 'http://offer.test' },
    mapTilesUrl: null,
    ...overrides,
  };
}
