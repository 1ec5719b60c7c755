import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@cabinet/shared/router';

import { $errorModal, routeChanged } from '@cabinet/shared';

import { ToastArea } from '../toast-area';

// The dialog library is fetched only when an error actually has to be shown.
const ErrorModal = lazy(() => import('../error-modal'));

/** Around every layout: the toast area and the global error modal are present on every route (§2). */
export function AppFrame() {
  const [errorModal, changeRoute] = useUnit([$errorModal, routeChanged]);
  const { pathname } = useLocation();
  useEffect(() => {
    changeRoute(pathname);
  }, [changeRoute, pathname]);
  return (
    <>
      <Outlet />
      <ToastArea />
      {errorModal ? (
        <Suspense fallback={null}>
          <ErrorModal />
        </Suspense>
      ) : null}
    </>
  );
}
