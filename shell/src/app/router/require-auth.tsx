import { useUnit } from 'effector-react';
import { Navigate, Outlet, useLocation } from '@cabinet/shared/router';

import { $isAuthenticated } from '@cabinet/shared';

/** Where a signed-out visitor is sent; /login remembers the page they asked for. */
export function signInPath(requested: string): string {
  return `/login?next=${encodeURIComponent(requested)}`;
}

/** Guards protected routes (§2): without a stored auth token the user goes to sign in first. */
export function RequireAuth() {
  const isAuthenticated = useUnit($isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
