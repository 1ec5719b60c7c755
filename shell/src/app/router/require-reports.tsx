import { useUnit } from 'effector-react';

import { $canSeeReports } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';

import { NotFoundPage } from '../../pages/not-found';

/** /reports does not exist for companies with use_chocofood_SaaS (§2, §6). */
export function RequireReports() {
  const canSeeReports = useUnit($canSeeReports);
  return canSeeReports ? <Outlet /> : <NotFoundPage />;
}
