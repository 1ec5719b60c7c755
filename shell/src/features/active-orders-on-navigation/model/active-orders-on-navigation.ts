import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  $isMobile,
  $pathname,
  $runtimeConfig,
  $user,
  ACTIVE_ORDERS_FETCH_THROTTLE_MS,
  activeOrdersSnapshot,
  userLoaded,
} from '@cabinet/shared';
import type { UserProfile } from '@cabinet/shared';
import { platformHttp, preloadPlatformRequest, requestKey } from '@cabinet/shared/http';

import { PHONE_HOME_PATH, navigated } from '../../../shared/lib';
// By its file, not the segment's index: the index is on /login's first load, the platform client is not (0007).
import { withEarlyAnswer } from '../../../shared/lib/early-platform-call';

/** The active orders as the orders remote keeps them: the same call (named in the shared core). */
export const activeOrdersCall = activeOrdersSnapshot;

/**
 * Starts the fetch; whoever asks for the same call within 3 s gets its answer (§2 "on navigation").
 * The first one takes the answer index.html's inline script started on a phone (decision 0010).
 */
export const fetchActiveOrdersFx = createEffect(() => {
  const call = activeOrdersCall();
  const base = $runtimeConfig.getState()?.deliveryApiUrl;
  return preloadPlatformRequest(withEarlyAnswer(base, call, { refetchUnauthorized: true }) ?? call);
});

/** The page sent the active-orders call: this feature's, or the orders remote's own. */
export const activeOrdersCallSent = createEvent();

/** When the page last asked the platform for the active orders (ms since the epoch), for §4. */
export const $lastFetchedAt = createStore<number | null>(null)
  .on(fetchActiveOrdersFx, () => Date.now())
  .on(activeOrdersCallSent, () => Date.now());

// §4 holds for the page, not for each app: every active-orders call of the page's one client counts,
// the orders remote's too, so that two of them never leave within 3 s of each other.
const ACTIVE_ORDERS_KEY = requestKey(activeOrdersCall());
platformHttp.interceptors.request.use((config) => {
  if (requestKey(config) === ACTIVE_ORDERS_KEY) activeOrdersCallSent();
  return config;
});

const wanted = (
  { mobile, user, last }: { mobile: boolean; user: UserProfile | null; last: number | null },
  pathname: string,
) =>
  mobile &&
  // A user without a company has no orders (the platform refuses the call with a 404) and is shown
  // the company form on every page until there is one.
  Boolean(user?.companyData) &&
  !pathname.startsWith('/tracking') &&
  (last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS);

/**
 * §2: on mobile, active orders are fetched on navigation, for a signed-in user of a company (never
 * on the public tracking page); §4: not again within 3 s of the last fetch. Fired before the shared
 * routeChanged, so the remote's own fetch on that navigation finds this one started.
 */
sample({
  clock: navigated,
  source: { mobile: $isMobile, user: $user, last: $lastFetchedAt },
  filter: wanted,
  target: fetchActiveOrdersFx,
});

/**
 * A first load of a phone's home: its navigation came before the profile (and before this module
 * had loaded). The fetch leaves once the profile is in, with the answer index.html started for it,
 * and the home page's own call takes it.
 */
sample({
  clock: userLoaded,
  source: { mobile: $isMobile, last: $lastFetchedAt, pathname: $pathname },
  filter: ({ pathname, mobile, last }, user) =>
    pathname === PHONE_HOME_PATH && wanted({ mobile, user, last }, pathname),
  target: fetchActiveOrdersFx,
});
