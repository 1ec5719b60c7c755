import { useUnit } from 'effector-react';
import { Suspense, lazy } from 'react';

import { $canSeeReports } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';

// Only a use_chocofood_SaaS company ever sees it: a chunk of its own, never on a first load.
const NotAvailablePage = lazy(() =>
  import('../../pages/not-available').then((module) => ({ default: module.NotAvailablePage })),
);

/**
 * /reports is not for companies with use_chocofood_SaaS (§2, §6): the reports remote is never loaded
 * for them, and the address says so inside the layout.
 */
export function RequireReports() {
  const canSeeReports = useUnit($canSeeReports);
  if (canSeeReports) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <NotAvailablePage />
    </Suspense>
  );
}
