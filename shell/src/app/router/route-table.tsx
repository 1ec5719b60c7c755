import type { ReactElement } from 'react';

import { RemoteRoute } from '../../widgets/remote-route';

/** Who renders a route: the shell itself or one remote (its federation name). */
export type RouteOwner = 'shell' | 'auth' | 'orders' | 'warehouses' | 'reports';

export interface CabinetRoute {
  path: string;
  owner: RouteOwner;
  /** Reachable without a stored auth token (§2). */
  isPublic: boolean;
  /** Rendered in the empty layout: no navigation around it (§2). */
  hideLayout: boolean;
  element: ReactElement;
  /** Only for `/`: the page at 650 px or less (§2). */
  mobileElement?: ReactElement;
}

/** A remote's exposed page as a route element; the key keeps two pages from sharing state. */
function remotePage(remote: RouteOwner, module: string, pageProps?: Record<string, unknown>): ReactElement {
  return (
    <RemoteRoute
      key={`${remote}/${module}/${JSON.stringify(pageProps ?? {})}`}
      remote={remote}
      module={module}
      {...(pageProps ? { pageProps } : {})}
    />
  );
}

const route = (
  path: string,
  owner: RouteOwner,
  element: ReactElement,
  flags: { isPublic?: boolean; hideLayout?: boolean; mobileElement?: ReactElement } = {},
): CabinetRoute => ({
  path,
  owner,
  element,
  isPublic: flags.isPublic ?? false,
  hideLayout: flags.hideLayout ?? false,
  ...(flags.mobileElement ? { mobileElement: flags.mobileElement } : {}),
});

/**
 * Every remote-owned route of spec §2 with its owner and flags. The shell's own routes
 * (`/mobile`, `/mobile/menu`, `/mobile/change-lang`, 404) are added by the router itself.
 */
export const REMOTE_ROUTES: CabinetRoute[] = [
  route('/', 'orders', remotePage('orders', './orders-page'), {
    mobileElement: remotePage('orders', './mobile-home-page'),
  }),
  route('/orders/new', 'orders', remotePage('orders', './new-order-page')),
  route('/delivery', 'orders', remotePage('orders', './delivery-page')),
  route('/integration', 'orders', remotePage('orders', './integration-page')),
  route('/tracking', 'orders', remotePage('orders', './tracking-page'), { isPublic: true, hideLayout: true }),
  route('/mobile/new-order-details', 'orders', remotePage('orders', './mobile-new-order-details-page')),
  route('/mobile/orders', 'orders', remotePage('orders', './mobile-orders-page')),
  route('/mobile/orders/:id', 'orders', remotePage('orders', './mobile-order-details-page')),

  route('/warehouses', 'warehouses', remotePage('warehouses', './warehouses-page')),
  route('/warehouses/new', 'warehouses', remotePage('warehouses', './new-warehouse-page')),
  route('/warehouse/edit/:id', 'warehouses', remotePage('warehouses', './edit-warehouse-page')),

  route('/reports', 'reports', remotePage('reports', './reports-page')),
  route('/statistics', 'reports', remotePage('reports', './statistics-page')),
  route('/payments', 'reports', remotePage('reports', './payments-page')),

  route('/login', 'auth', remotePage('auth', './login-page'), { isPublic: true, hideLayout: true }),
  route('/terms/ru', 'auth', remotePage('auth', './terms-page', { lang: 'ru' }), {
    isPublic: true,
    hideLayout: true,
  }),
  route('/terms/kk', 'auth', remotePage('auth', './terms-page', { lang: 'kk' }), {
    isPublic: true,
    hideLayout: true,
  }),
  route('/privacy-policy/ru', 'auth', remotePage('auth', './privacy-policy-page'), {
    isPublic: true,
    hideLayout: true,
  }),
  route('/employers', 'auth', remotePage('auth', './employers-page')),
];
