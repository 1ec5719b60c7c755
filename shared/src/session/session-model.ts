import { createEffect, createEvent, createStore, sample } from 'effector';

import { STORAGE_KEYS } from '../constants';
import type { UserProfile } from '../entities';
import { deleteCookie, readCookie, writeCookie } from './cookies';

const initialToken = readCookie(STORAGE_KEYS.authToken);

/** Sign-in finished with a platform token. */
export const authTokenReceived = createEvent<string>();

/** The user signed out or the session ended; every session store returns to empty. */
export const signedOut = createEvent();

/** The platform JWT; null means the user needs authorization (§4). */
export const $authToken = createStore<string | null>(initialToken)
  .on(authTokenReceived, (_, token) => token)
  .reset(signedOut);

export const $isAuthenticated = $authToken.map((token) => token !== null);

/** The profile of §3, loaded by the route guard before the first protected page. */
export const userLoaded = createEvent<UserProfile>();

/**
 * The platform told the company's current balance (e.g. after an order was paid from it): the
 * profile keeps it, so the header and every balance check show what the platform has.
 */
export const balanceUpdated = createEvent<number>();

export const $user = createStore<UserProfile | null>(null)
  .on(userLoaded, (_, user) => user)
  .on(balanceUpdated, (user, balance) => (user && user.balance !== balance ? { ...user, balance } : user))
  .reset(signedOut);

/** Companies with use_chocofood_SaaS do not see reports (§6). */
export const $canSeeReports = $user.map((user) => !user?.isChocoFoodSaas);

/**
 * Logout has begun (§4): the page is about to leave for the provider's logout page. Whatever would
 * still write for the user (an order draft flushed as the page hides) must not.
 */
export const signOutStarted = createEvent();
/** True from the logout click until the page is gone. */
export const $signingOut = createStore(false).on(signOutStarted, () => true);

/** Keeps the cookie in step with the store: set on sign-in, removed on sign-out. */
export const saveAuthTokenFx = createEffect((token: string) => writeCookie(STORAGE_KEYS.authToken, token));

/**
 * Signing out forgets every token page scripts can reach. (A script-written `refresh_token` is what
 * builds before the proxy kept the refresh token left behind: it goes too. The proxy's own HttpOnly
 * cookie is cleared by the proxy on logout.)
 */
export const clearAuthTokenFx = createEffect(() => {
  for (const name of [
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.legacyRefreshToken,
    STORAGE_KEYS.holdingToken,
    STORAGE_KEYS.centToken,
  ]) {
    deleteCookie(name);
  }
});

/** The holding token, sent as Bearer on requests that ask for it (§6). */
export const $holdingToken = createStore<string | null>(readCookie(STORAGE_KEYS.holdingToken)).reset(
  signedOut,
);

/** The analytics identity of §3: `rocket_` followed by the user id. */
export const $analyticsUserId = $user.map((user) => (user ? `rocket_${user.id}` : null));

sample({ clock: authTokenReceived, target: saveAuthTokenFx });
sample({ clock: signedOut, target: clearAuthTokenFx });
