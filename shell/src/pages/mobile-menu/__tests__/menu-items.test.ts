import type { RuntimeConfig } from '@cabinet/shared';

import { buildMenuItems } from '../menu-items';

const config = {
  supportChat: { url: 'https://support.example.kz/chat' },
  links: {
    faq: { ru: 'https://example.kz/faq', kk: 'https://example.kz/kk/faq' },
    publicOffer: 'https://example.kz/offer',
  },
} as RuntimeConfig;

describe('buildMenuItems (§2 side menu)', () => {
  it('offers support, FAQ, public offer, the city, change language and logout, in that order', () => {
    expect(buildMenuItems(config, 'ru', false)).toEqual([
      { kind: 'support', label: 'menu.support' },
      { kind: 'external', label: 'menu.faq', href: 'https://example.kz/faq' },
      { kind: 'external', label: 'menu.publicOffer', href: 'https://example.kz/offer' },
      { kind: 'city', label: 'city.label' },
      { kind: 'route', label: 'menu.changeLanguage', to: '/mobile/change-lang' },
      { kind: 'logout', label: 'menu.logout' },
    ]);
  });

  it('links the Kazakh FAQ when the language is kk', () => {
    const faq = buildMenuItems(config, 'kk', false).find((item) => item.label === 'menu.faq');
    expect(faq).toEqual({ kind: 'external', label: 'menu.faq', href: 'https://example.kz/kk/faq' });
  });

  it('offers only support, FAQ and offer inside the super-app (§6)', () => {
    const items = buildMenuItems(config, 'kk', true);
    expect(items.map((item) => item.label)).toEqual(['menu.support', 'menu.faq', 'menu.publicOffer']);
    expect(items[1]).toMatchObject({ href: 'https://example.kz/kk/faq' });
  });
});
