import { Suspense } from 'react';

import { useTranslation } from '@cabinet/shared';
import { lazyWithRetry } from '@cabinet/shared/lazy';
import { MapUnavailable } from '@cabinet/shared/map';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import type { RouteMapProps } from './route-map';

/** The map's chunk did not come: the screen around it (a form, an order) goes on without it. */
function RouteMapUnavailable() {
  const { t } = useTranslation(NAMESPACE);
  return <MapUnavailable>{t('routeMap.unavailable')}</MapUnavailable>;
}

const RouteMap = lazyWithRetry(
  () => import(/* webpackChunkName: "route-map" */ './route-map'),
  RouteMapUnavailable,
);

/** The map component, fetched in its own chunk the first time a screen shows a map. */
export function RouteMapView(props: RouteMapProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense fallback={<Spinner label={t('routeMap.loading')} />}>
      <RouteMap {...props} />
    </Suspense>
  );
}
