/**
 * The cabinet's sections, in order; a label is a key of the common namespace. The desktop's sidebar
 * (and a tablet's bar) lists them all; a phone's menu those its bottom navbar does not lead to.
 */
export const SECTIONS = [
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

export type Section = (typeof SECTIONS)[number];

/** The sections a user may open: §6 hides the reports from a use_chocofood_SaaS company. */
export const sectionsFor = (canSeeReports: boolean): Section[] =>
  SECTIONS.filter((section) => !('requiresReports' in section) || canSeeReports);

/** The sections a phone reaches through its menu: its bottom navbar leads home and to the orders. */
export const menuSectionsFor = (canSeeReports: boolean): Section[] =>
  sectionsFor(canSeeReports).filter((section) => section.to !== '/' && section.to !== '/orders/new');
