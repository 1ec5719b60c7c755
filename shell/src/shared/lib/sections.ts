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

/** Whether a user may open a section: §6 hides the reports from a use_chocofood_SaaS company. */
const mayOpen = (canSeeReports: boolean) => (section: Section) =>
  !('requiresReports' in section) || canSeeReports;

/** The sections a phone reaches through its menu: its bottom navbar leads home and to a new order. */
export const MENU_SECTIONS: readonly Section[] = SECTIONS.filter(
  (section) => section.to !== '/' && section.to !== '/orders/new',
);

/** The sections a user may open, for the sidebar and a tablet's bar. */
export const sectionsFor = (canSeeReports: boolean): Section[] => SECTIONS.filter(mayOpen(canSeeReports));

/** The sections a user may open from a phone's menu. */
export const menuSectionsFor = (canSeeReports: boolean): Section[] =>
  MENU_SECTIONS.filter(mayOpen(canSeeReports));
