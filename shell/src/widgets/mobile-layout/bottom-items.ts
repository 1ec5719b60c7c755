import { MENU_SECTIONS } from '../../shared/lib';

/** The bottom navbar of §2: home, the orders, the menu; a label is a key of the common namespace. */
export const BOTTOM_ITEMS = [
  { to: '/', label: 'nav.home' },
  { to: '/mobile/orders', label: 'nav.orders' },
  { to: '/mobile/menu', label: 'nav.menu' },
] as const;

export type BottomItem = (typeof BOTTOM_ITEMS)[number]['to'];

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** What the menu leads to: the language screen and its sections. */
const MENU_PATHS = [
  '/mobile/menu',
  '/mobile/change-lang',
  // A warehouse is edited at /warehouse/edit/:id.
  '/warehouse/edit',
  ...MENU_SECTIONS.map((section) => section.to),
];

/**
 * The bottom navbar's item a phone page belongs to: its own, or the one it is reached from (a new
 * order, by the wizard or the one-page form, from home; an order from the orders; a section from the
 * menu), as a phone's tab bar keeps the tab a screen was opened from; null for a page of none.
 */
export function bottomItemOf(pathname: string): BottomItem | null {
  if (pathname === '/' || pathname === '/orders/new' || within(pathname, '/mobile/new-order-details'))
    return '/';
  if (within(pathname, '/mobile/orders')) return '/mobile/orders';
  if (MENU_PATHS.some((path) => within(pathname, path))) return '/mobile/menu';
  return null;
}
