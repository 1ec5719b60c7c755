import { lazy, Suspense } from 'react';

import { useTranslation } from '@cabinet/shared';
import { Spinner } from '@cabinet/shared/ui';

import { NAMESPACE } from '../../../shared/i18n';

const RouteMap = lazy(() => import(/* webpackChunkName: "route-map" */ './route-map'));

/** The map comes in its own chunk, after the form. */
export function RouteMapLazy() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Suspense fallback={<Spinner label={t('creation.mapLoading')} />}>
      <RouteMap />
    </Suspense>
  );
}
