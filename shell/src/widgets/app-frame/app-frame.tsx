import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@cabinet/shared/router';

import { $errorModal, $isSuperApp, routeChanged } from '@cabinet/shared';

import { navigated } from '../../shared/lib';
import { ToastArea } from '../toast-area';

// The dialog library is fetched only when an error actually has to be shown.
const ErrorModal = lazy(() => import('../error-modal'));
// The super-app's side of the bridge is fetched only inside the super-app.
const SuperAppBack = lazy(() => import('../../features/super-app-back'));

/** Around every layout: the toast area and the global error modal are present on every route (§2). */
export function AppFrame() {
  const [errorModal, isSuperApp, changeRoute, navigate] = useUnit([
    $errorModal,
    $isSuperApp,
    routeChanged,
    navigated,
  ]);
  const { pathname } = useLocation();
  useEffect(() => {
    navigate(pathname);
    changeRoute(pathname);
  }, [changeRoute, navigate, pathname]);
  return (
    <>
      <Outlet />
      <ToastArea />
      {errorModal ? (
        <Suspense fallback={null}>
          <ErrorModal />
        </Suspense>
      ) : null}
      {isSuperApp ? (
        <Suspense fallback={null}>
          <SuperAppBack />
        </Suspense>
      ) : null}
    </>
  );
}
