/** Sections of the desktop sidebar, in order; the label is a key of the common namespace. */
export const DESKTOP_NAV_ITEMS = [
  { to: '/', label: 'nav.orders', end: true },
  { to: '/orders/new', label: 'nav.newOrder' },
  { to: '/delivery', label: 'nav.delivery' },
  { to: '/warehouses', label: 'nav.warehouses' },
  { to: '/reports', label: 'nav.reports', requiresReports: true },
  { to: '/statistics', label: 'nav.statistics' },
  { to: '/payments', label: 'nav.payments' },
  { to: '/integration', label: 'nav.integration' },
  { to: '/employers', label: 'nav.employers' },
] as const;
