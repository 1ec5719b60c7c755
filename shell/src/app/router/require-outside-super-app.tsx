import { useUnit } from 'effector-react';

import { $isSuperApp } from '@cabinet/shared';
import { Outlet } from '@cabinet/shared/router';

import { NotFoundPage } from '../../pages/not-found';

/** What the super-app's menu hides (the language choice, §6) is not there by its address either. */
export function RequireOutsideSuperApp() {
  const isSuperApp = useUnit($isSuperApp);
  return isSuperApp ? <NotFoundPage /> : <Outlet />;
}
