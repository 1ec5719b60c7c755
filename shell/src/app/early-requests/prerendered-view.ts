import type { Lang } from '@cabinet/shared/constants';

import { routeOf } from '../router/route-manifest';

/** Query parameters a plain visit may carry: where to go after signing in, a forced language. */
const PLAIN_VISIT_PARAMS = new Set(['next', 'force-lang']);

/**
 * The language in which this visit may show the static copy of its public page (decision 0016), or
 * null. The copies are of a plain signed-out visit outside the super-app: a return from the
 * provider (`code`, `error`), the super-app's sign-in (`track_id`) or a stored token start in
 * another state, and show the app's own first screen instead.
 */
export function prerenderedViewOf(visit: {
  pathname: string;
  search: string;
  signedIn: boolean;
  embedded: boolean;
  lang: Lang;
}): Lang | null {
  const route = routeOf(visit.pathname);
  if (!route.isPublic || !route.hideLayout || route.owner === 'shell') return null;
  if (visit.signedIn || visit.embedded) return null;
  const params = [...new URLSearchParams(visit.search).keys()];
  return params.every((name) => PLAIN_VISIT_PARAMS.has(name)) ? visit.lang : null;
}
