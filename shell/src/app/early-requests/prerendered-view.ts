import { MOBILE_MAX_WIDTH, type Lang } from '@cabinet/shared/constants';

import { routeOf } from '../router/route-manifest';

/** Query parameters a plain visit may carry: where to go after signing in, a forced language. */
const PLAIN_VISIT_PARAMS = new Set(['next', 'force-lang']);

/** `<html data-signed-in-copy="mobile">`: the server drew this visit's signed-in page (decision 0021). */
export const SIGNED_IN_COPY_ATTRIBUTE = 'data-signed-in-copy';

/** `<html data-copy-unless-stored="a b">`: stored keys (by prefix) with which the copy is not the page. */
export const UNLESS_STORED_ATTRIBUTE = 'data-copy-unless-stored';

/** Whether the address is a public page a remote renders alone, whose HTML may hold its copy (0016). */
export function hasPublicCopy(pathname: string): boolean {
  const route = routeOf(pathname);
  return route.isPublic && route.hideLayout && route.owner !== 'shell';
}

/**
 * The language in which this visit may show the static copy of its page, or null. A public page's
 * copy (decision 0016) is of a plain signed-out visit outside the super-app: a return from the
 * provider (`code`, `error`), the super-app's sign-in (`track_id`) or a stored token start in
 * another state, and show the app's own first screen instead. A signed-in copy (`signedInCopy`,
 * decision 0021) is of the phone's layout, drawn for this visitor's token: it shows only at a phone's
 * width, outside the super-app (whose frame differs), signed in, with no query, and when nothing
 * stored makes the app's first screen another one (`storedInstead`: a draft of the order form).
 */
export function prerenderedViewOf(visit: {
  pathname: string;
  search: string;
  signedIn: boolean;
  embedded: boolean;
  lang: Lang;
  width: number;
  signedInCopy: string | null;
  storedInstead?: boolean;
}): Lang | null {
  if (visit.signedInCopy !== null) {
    const fits = visit.signedInCopy === 'mobile' && visit.width <= MOBILE_MAX_WIDTH;
    const plain = visit.signedIn && !visit.embedded && visit.search === '' && !visit.storedInstead;
    return fits && plain ? visit.lang : null;
  }
  if (!hasPublicCopy(visit.pathname)) return null;
  if (visit.signedIn || visit.embedded) return null;
  const params = [...new URLSearchParams(visit.search).keys()];
  return params.every((name) => PLAIN_VISIT_PARAMS.has(name)) ? visit.lang : null;
}
