import { lazy, Suspense } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import type { RouteMapProps } from './route-map';

const RouteMap = lazy(() => import(/* webpackChunkName: "route-map" */ './route-map'));

/** The map component, fetched in its own chunk the first time a screen shows a map. */
export function RouteMapView(props: RouteMapProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense fallback={<Spinner label={t('routeMap.loading')} />}>
      <RouteMap {...props} />
    </Suspense>
  );
}
