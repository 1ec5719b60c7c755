import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { Outlet } from '@cabinet/shared/router';

import { $errorModal } from '@cabinet/shared';

import { ToastArea } from '../toast-area';

// The dialog library is fetched only when an error actually has to be shown.
const ErrorModal = lazy(() => import('../error-modal'));

/** Around every layout: the toast area and the global error modal are present on every route (§2). */
export function AppFrame() {
  const errorModal = useUnit($errorModal);
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
