import { useUnit } from 'effector-react';
import { Suspense, useEffect } from 'react';

import { $isAuthenticated, $isMobile, $isSuperApp, signInRequested, useTranslation } from '@cabinet/shared';
import { Navigate, useLocation } from '@cabinet/shared/router';
import { Spinner } from '@cabinet/shared/ui';

import { preloadableLazy } from '../../shared/lib';
import { preloadFirstPage } from './route-preload';

// The gate brings the HTTP client with it; public pages such as /login never download it.
const SessionGate = preloadableLazy(
  () => import(/* webpackChunkName: "session-gate" */ '../../widgets/session-gate/session-gate'),
);

/**
 * Starts loading the session gate of a signed-in start-up; settles once it has (or failed: the render
 * retries the import and shows the failure there), so its first render shows no loading state.
 */
export function preloadSessionGate(): Promise<unknown> {
  return SessionGate.preload().catch(() => undefined);
}

/** Whether this page load has started its first page's code (a signed-in start-up does, once). */
let firstPageStarted = false;

/** Where a visitor goes to sign in inside the super-app; /login remembers the page asked for. */
function signInPath(requested: string): string {
  return `/login?next=${encodeURIComponent(requested)}`;
}

/**
 * Guards protected routes (§2): without a stored auth token the browser leaves for the provider's
 * login (in the super-app: /login, which asks the super-app); with one, the profile loads first.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const [isAuthenticated, isSuperApp, isMobile, requestSignIn] = useUnit([
    $isAuthenticated,
    $isSuperApp,
    $isMobile,
    signInRequested,
  ]);
  const location = useLocation();
  const requested = location.pathname + location.search;

  useEffect(() => {
    if (!isAuthenticated && !isSuperApp) requestSignIn(requested);
  }, [isAuthenticated, isSuperApp, requestSignIn, requested]);

  // Once per page load: later pages start loading on the click that leads to them.
  useEffect(() => {
    if (!isAuthenticated || firstPageStarted) return;
    firstPageStarted = true;
    preloadFirstPage(requested, isMobile);
  }, [isAuthenticated, requested, isMobile]);

  if (!isAuthenticated) {
    return isSuperApp ? (
      <Navigate to={signInPath(requested)} replace />
    ) : (
      <Spinner label={t('auth.redirecting')} />
    );
  }
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <SessionGate />
    </Suspense>
  );
}
