import type { PlatformRequestConfig } from '@cabinet/shared/http';

import { activeOrdersFirstPage } from '@cabinet/shared';

import { buildDependsOnUser, loadRemotePage } from '../../shared/federation';
import { remotePageOf, routeOf } from './route-manifest';

/**
 * A remote page's first platform call that a click can start while the page's code loads (the page
 * makes the identical call and gets that answer): the orders list, from the menu, on both layouts.
 */
const FIRST_CALL_OF: Record<string, () => PlatformRequestConfig> = {
  'orders ./orders-page': activeOrdersFirstPage,
  'orders ./mobile-orders-page': activeOrdersFirstPage,
};

/**
 * Starts a page's first call through the platform client, which /login's first load does without
 * (decision 0007): a signed-in click finds it loaded already.
 */
function preloadLazily(config: PlatformRequestConfig): void {
  import('@cabinet/shared/http')
    .then(({ preloadPlatformRequest }) => preloadPlatformRequest(config))
    .catch(() => {
      // Nothing started ahead: the page makes its call itself.
    });
}

/** Starts loading the remote page of a path, if it has one; the route finds the load on its way. */
function preloadPageCode(to: string, isMobile: boolean, load: typeof loadRemotePage) {
  const page = remotePageOf(to, isMobile);
  if (!page) return null;
  load(page.remote, page.module).catch(() => {
    // The route shows the failure (with its retry) when it renders.
  });
  return page;
}

/**
 * A signed-in start-up: the first page's remote code (its init, shared modules and page module)
 * loads beside the profile request, instead of after it (the session gate renders the page only
 * once the profile is in). Not for a page whose build (a rollout) or whose right to run (a company
 * guard) depends on the profile. Its first call still waits for the profile: a user without a
 * company would have it refused.
 */
export function preloadFirstPage(
  to: string,
  isMobile: boolean,
  load = loadRemotePage,
  dependsOnUser = buildDependsOnUser,
): void {
  // Which build a rollout gives, and whether a guarded page may run at all, depend on the profile.
  const page = remotePageOf(to, isMobile);
  if (!page || routeOf(to.split(/[?#]/)[0] ?? '/').companyGuarded || dependsOnUser(page.remote)) return;
  preloadPageCode(to, isMobile, load);
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
  const page = preloadPageCode(to, isMobile, load);
  if (!page) return;
  // A link with a query opens the page in another state (a tab, a filter): its first call differs.
  const firstCall = FIRST_CALL_OF[`${page.remote} ${page.module}`];
  if (firstCall && !/[?#]/.test(to)) preloadCall(firstCall());
}
