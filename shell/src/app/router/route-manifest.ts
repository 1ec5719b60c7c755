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
  /** Not for every company (§6): its guard, and so its remote, waits for the profile. */
  companyGuarded?: true;
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

  entry('/reports', 'reports', './reports-page', { companyGuarded: true }),
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

/** True when a route pattern of the table (`/mobile/orders/:id`) matches a path. */
function matches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  return (
    want.length === have.length &&
    want.every((part, index) => (part.startsWith(':') ? have[index] !== '' : part === have[index]))
  );
}

/** The route of the table a path shows, as the router would pick it; the catch-all last. */
export function routeOf(pathname: string): RouteEntry {
  return (
    ROUTE_MANIFEST.find((route) => route.path !== '*' && matches(route.path, pathname)) ??
    (ROUTE_MANIFEST.find((route) => route.path === '*') as RouteEntry)
  );
}

/** The remote and exposed module a link to `to` shows at this width; null for the shell's own pages. */
export function remotePageOf(to: string, isMobile: boolean): { remote: string; module: string } | null {
  const route = routeOf(to.split(/[?#]/)[0] ?? '/');
  if (route.owner === 'shell' || !route.module) return null;
  return { remote: route.owner, module: (isMobile && route.mobileModule) || route.module };
}
