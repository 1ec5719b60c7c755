import { useTranslation } from '@cabinet/shared';
import { lazyPart } from '@cabinet/shared/lazy';
import { MapUnavailable } from '@cabinet/shared/map';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import type { RouteMapProps } from './route-map';

function RouteMapLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <Spinner label={t('routeMap.loading')} />;
}

/** The map's chunk did not come: the screen around it (a form, an order) goes on without it. */
function RouteMapUnavailable() {
  const { t } = useTranslation(NAMESPACE);
  return <MapUnavailable>{t('routeMap.unavailable')}</MapUnavailable>;
}

/** The map component, fetched in its own chunk the first time a screen shows a map. */
export const RouteMapView = lazyPart<RouteMapProps>(
  () => import(/* webpackChunkName: "route-map" */ './route-map'),
  { Loading: RouteMapLoading, Unavailable: RouteMapUnavailable },
);
