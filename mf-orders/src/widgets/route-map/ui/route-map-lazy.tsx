import { Suspense } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';
import { lazyWithRetry } from '../../../shared/lib';
import type { RouteMapProps } from './route-map';
import styles from './route-map-lazy.module.css';

/** The map's chunk did not come: the screen around it (a form, an order) goes on without it. */
function RouteMapUnavailable() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className={styles.unavailable} role="status">
      {t('routeMap.unavailable')}
    </p>
  );
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
