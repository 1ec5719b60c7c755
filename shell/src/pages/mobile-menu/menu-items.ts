import type { Lang, RuntimeConfig } from '@cabinet/shared';

type MenuItem =
  | { kind: 'support'; label: string }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'city'; label: string }
  | { kind: 'route'; label: string; to: string }
  | { kind: 'logout'; label: string };

/**
 * The side menu of §2: support (opens the chat widget), FAQ (Kazakh page for kk), public offer, the
 * city choice, change language and logout; inside the super-app only the first three (§6).
 */
export function buildMenuItems(config: RuntimeConfig, lang: Lang, isSuperApp: boolean): MenuItem[] {
  const items: MenuItem[] = [
    { kind: 'support', label: 'menu.support' },
    { kind: 'external', label: 'menu.faq', href: config.links.faq[lang] },
    { kind: 'external', label: 'menu.publicOffer', href: config.links.publicOffer },
  ];
  if (isSuperApp) return items;
  return [
    ...items,
    { kind: 'city', label: 'city.label' },
    { kind: 'route', label: 'menu.changeLanguage', to: '/mobile/change-lang' },
    { kind: 'logout', label: 'menu.logout' },
  ];
}
