/** Who renders a route: the shell itself or one remote (its federation name). */
export type RouteOwner = 'shell' | 'auth' | 'orders' | 'warehouses' | 'reports';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** The remote's exposed route-level module; absent for the shell's own pages. */
  module?: string;
  /** Props handed to the page (e.g. the language of a terms page). */
  pageProps?: Record<string, unknown>;
  /** Only for `/`: the module shown at 650 px or less (§2). */
  mobileModule?: string;
  /** Reachable without a stored auth token (§2). */
  isPublic: boolean;
  /** Rendered in the empty layout: no navigation around it (§2). */
  hideLayout: boolean;
}

const entry = (
  path: string,
  owner: RouteOwner,
  module: string | undefined,
  flags: Partial<Omit<RouteEntry, 'path' | 'owner' | 'module'>> = {},
): RouteEntry => ({
  path,
  owner,
  ...(module ? { module } : {}),
  isPublic: false,
  hideLayout: false,
  ...flags,
});

const publicBare = { isPublic: true, hideLayout: true } as const;

/**
 * The route table of spec §2 as data: path, owner, exposed module and flags. The shell builds its
 * router from it, and exposes it (`shell/route-manifest`) so tooling can read who owns what.
 */
export const ROUTE_MANIFEST: RouteEntry[] = [
  entry('/', 'orders', './orders-page', { mobileModule: './mobile-home-page' }),
  entry('/orders/new', 'orders', './new-order-page'),
  entry('/delivery', 'orders', './delivery-page'),
  entry('/integration', 'orders', './integration-page'),
  entry('/tracking', 'orders', './tracking-page', publicBare),
  entry('/mobile/new-order-details', 'orders', './mobile-new-order-details-page'),
  entry('/mobile/orders', 'orders', './mobile-orders-page'),
  entry('/mobile/orders/:id', 'orders', './mobile-order-details-page'),

  entry('/warehouses', 'warehouses', './warehouses-page'),
  entry('/warehouses/new', 'warehouses', './new-warehouse-page'),
  entry('/warehouse/edit/:id', 'warehouses', './edit-warehouse-page'),

  entry('/reports', 'reports', './reports-page'),
  entry('/statistics', 'reports', './statistics-page'),
  entry('/payments', 'reports', './payments-page'),

  entry('/login', 'auth', './login-page', publicBare),
  entry('/terms/ru', 'auth', './terms-page', { ...publicBare, pageProps: { lang: 'ru' } }),
  entry('/terms/kk', 'auth', './terms-page', { ...publicBare, pageProps: { lang: 'kk' } }),
  entry('/privacy-policy/ru', 'auth', './privacy-policy-page', publicBare),
  entry('/employers', 'auth', './employers-page'),

  entry('/mobile', 'shell', undefined),
  entry('/mobile/menu', 'shell', undefined),
  entry('/mobile/change-lang', 'shell', undefined),
  entry('*', 'shell', undefined, { isPublic: true }),
];
