import { useUnit } from 'effector-react';

import { $isAuthenticated } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';

import { RequireAuth } from './require-auth';

/**
 * For a public page inside the main layout (the 404 page): a visitor with a session sees it like
 * every other page, with the profile loaded (company, balance and logout in the header); a visitor
 * without one sees it at once, never sent to sign in.
 */
export function OptionalSession() {
  const isAuthenticated = useUnit($isAuthenticated);
  return isAuthenticated ? <RequireAuth /> : <Outlet />;
}
