import { Suspense, lazy, type ReactNode } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Navigate, useRoutes, type RouteObject } from '@cabinet/shared/router';
import { Spinner } from '@cabinet/shared/ui';

import { NotFoundPage } from '../../pages/not-found';
import { AppFrame } from '../../widgets/app-frame';
import { EmptyLayout } from '../../widgets/empty-layout';
import { MainLayout } from '../main-layout';
import { OptionalSession } from './optional-session';
import { RequireAuth } from './require-auth';
import { RequireOutsideSuperApp } from './require-outside-super-app';
import { RequireReports } from './require-reports';
import { ResponsiveElement } from './responsive-element';
import { REMOTE_ROUTES, type CabinetRoute } from './route-table';

// The shell's own mobile pages load on first visit; the main layout's Suspense covers the wait.
const MobileMenuPage = lazy(() =>
  import('../../pages/mobile-menu').then((module) => ({ default: module.MobileMenuPage })),
);
const ChangeLangPage = lazy(() =>
  import('../../pages/change-lang').then((module) => ({ default: module.ChangeLangPage })),
);

/** A lazily loaded shell page waits inside the layout, which stays on screen. */
function LazyPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<Spinner label={t('app.loading')} />}>{children}</Suspense>;
}

const toRouteObject = ({ path, element, mobileElement }: CabinetRoute): RouteObject => ({
  path,
  element: mobileElement ? <ResponsiveElement desktop={element} mobile={mobileElement} /> : element,
});

const pick = (predicate: (route: CabinetRoute) => boolean) =>
  REMOTE_ROUTES.filter(predicate).map(toRouteObject);

/** The whole route table of §2, grouped by layout and by guard. */
export const routeObjects: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <EmptyLayout />,
        children: [
          ...pick((route) => route.hideLayout && route.isPublic),
          { element: <RequireAuth />, children: pick((route) => route.hideLayout && !route.isPublic) },
        ],
      },
      {
        element: <MainLayout />,
        children: [
          ...pick((route) => !route.hideLayout && route.isPublic),
          {
            element: <RequireAuth />,
            children: [
              ...pick((route) => !route.hideLayout && !route.isPublic && !route.companyGuarded),
              { element: <RequireReports />, children: pick((route) => route.companyGuarded === true) },
              { path: '/mobile', element: <Navigate to="/" replace /> },
              {
                path: '/mobile/menu',
                element: (
                  <LazyPage>
                    <MobileMenuPage />
                  </LazyPage>
                ),
              },
              {
                element: <RequireOutsideSuperApp />,
                children: [
                  {
                    path: '/mobile/change-lang',
                    element: (
                      <LazyPage>
                        <ChangeLangPage />
                      </LazyPage>
                    ),
                  },
                ],
              },
            ],
          },
          { element: <OptionalSession />, children: [{ path: '*', element: <NotFoundPage /> }] },
        ],
      },
    ],
  },
];

/** Renders the route table; the app wraps it in a history-mode router at base / (§2). */
export function CabinetRoutes() {
  return useRoutes(routeObjects);
}
