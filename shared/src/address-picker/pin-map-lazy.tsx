import { Suspense } from 'react';

import { useTranslation } from '@cabinet/shared';
import { lazyWithRetry } from '@cabinet/shared/lazy';
import { MapUnavailable } from '@cabinet/shared/map';
import { Spinner } from '@cabinet/shared/ui';

import { ADDRESS_PICKER_NAMESPACE } from './strings';
import type { PinMapProps } from './pin-map';

/** The pin map's chunk did not come: the form around it goes on (the address field still works). */
function PinMapUnavailable() {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  return <MapUnavailable>{t('mapUnavailable')}</MapUnavailable>;
}

const PinMap = lazyWithRetry(() => import(/* webpackChunkName: "pin-map" */ './pin-map'), PinMapUnavailable);

/** The map with a draggable pin, fetched in a chunk of its own the first time a form shows it. */
export function PinMapLazy(props: PinMapProps) {
  const { t } = useTranslation(ADDRESS_PICKER_NAMESPACE);
  return (
    <Suspense fallback={<Spinner label={t('mapLoading')} />}>
      <PinMap {...props} />
    </Suspense>
  );
}
