import type { AxiosRequestConfig } from 'axios';

import { activeOrdersFirstPage } from '@cabinet/shared';

import { loadRemotePage } from '../../shared/federation';
import { ROUTE_MANIFEST } from './route-manifest';

/**
 * A remote page's first platform call that a click can start while the page's code loads (the page
 * makes the identical call and gets that answer): the orders list, from the menu, on both layouts.
 */
const FIRST_CALL_OF: Record<string, () => AxiosRequestConfig> = {
  'orders ./orders-page': activeOrdersFirstPage,
  'orders ./mobile-orders-page': activeOrdersFirstPage,
};

/** The remote and exposed module a link to `to` shows at this width; null for the shell's own pages. */
export function remotePageOf(to: string, isMobile: boolean): { remote: string; module: string } | null {
  const pathname = to.split(/[?#]/)[0];
  const route = ROUTE_MANIFEST.find((entry) => entry.path === pathname);
  if (!route || route.owner === 'shell' || !route.module) return null;
  return { remote: route.owner, module: (isMobile && route.mobileModule) || route.module };
}

/**
 * Starts a page's first call through the platform client, which /login's first load does without
 * (decision 0007): a signed-in click finds it loaded already.
 */
function preloadLazily(config: AxiosRequestConfig): void {
  import('@cabinet/shared/http')
    .then(({ preloadPlatformRequest }) => preloadPlatformRequest(config))
    .catch(() => {
      // Nothing started ahead: the page makes its call itself.
    });
}

/**
 * Starts loading the remote page a navigation link leads to when the user clicks it, before the
 * router renders the new route: the remote's manifest is asked for at once instead of after that
 * render, and the route's RemoteRoute finds the load on its way. The page's first call, when known,
 * starts too, instead of after the page's code has loaded. Only ever on a click: start-up still
 * fetches nothing of a remote.
 */
export function preloadRoute(
  to: string,
  isMobile: boolean,
  load = loadRemotePage,
  preloadCall = preloadLazily,
): void {
  const page = remotePageOf(to, isMobile);
  if (!page) return;
  load(page.remote, page.module).catch(() => {
    // The route shows the failure (with its retry) when it renders.
  });
  // A link with a query opens the page in another state (a tab, a filter): its first call differs.
  const firstCall = FIRST_CALL_OF[`${page.remote} ${page.module}`];
  if (firstCall && !/[?#]/.test(to)) preloadCall(firstCall());
}
