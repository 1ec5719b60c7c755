import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';

import { $isAuthenticated, $isSuperApp, signInRequested, useTranslation } from '@cabinet/shared';
import { Navigate, useLocation } from '@cabinet/shared/router';
import { Spinner } from '@cabinet/shared/ui';

// The gate brings the HTTP client with it; public pages such as /login never download it.
const SessionGate = lazy(() => import('../../widgets/session-gate/session-gate'));

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
  const [isAuthenticated, isSuperApp, requestSignIn] = useUnit([
    $isAuthenticated,
    $isSuperApp,
    signInRequested,
  ]);
  const location = useLocation();
  const requested = location.pathname + location.search;

  useEffect(() => {
    if (!isAuthenticated && !isSuperApp) requestSignIn(requested);
  }, [isAuthenticated, isSuperApp, requestSignIn, requested]);

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
