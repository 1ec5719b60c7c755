import { useStoreMap, useUnit } from 'effector-react';
import { useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';

import { $points, addressLine } from '../../../entities/point';
import { $searchCity } from '../../../features/address-search';
import { $optimisationApplied } from '../../../entities/tariff';
import { NAMESPACE } from '../../../shared/i18n';
import { RouteMapView, useDeliveryZone, useMapTilesUrl, type MapPoint } from '../../route-map';

const changed = (next: unknown, previous: unknown) => JSON.stringify(next) !== JSON.stringify(previous);

/**
 * The order form's map: the form's points in their order, the zone they are in, the applied
 * optimisation. `fill`: it takes its container's height (the phone wizard's backdrop).
 */
export function RouteMapLazy({ fill = false }: { fill?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [applied, city] = useUnit([$optimisationApplied, $searchCity]);
  const tilesUrl = useMapTilesUrl();
  // Only what the map draws: typing in a field that does not move a point re-renders nothing here.
  const points = useStoreMap({
    store: $points,
    keys: [],
    fn: (list): MapPoint[] =>
      // A point is drawn only once located: the text of one being typed does not concern the map.
      list.map((point, index) => ({
        key: index,
        lonLat: point.geo_data,
        text: point.geo_data ? addressLine(point) : '',
      })),
    updateFilter: changed,
  });
  const coordinates = useMemo(() => points.map((point) => point.lonLat), [points]);
  // Before a point is placed, the zone of the city the user works in (the city selector, §2).
  // The form asks for the zones once its tasks are in (useOrderCreation): not as the map appears.
  const zone = useDeliveryZone(coordinates, city, { askOnMount: false });
  return (
    <RouteMapView
      title={t('routeMap.formTitle')}
      points={points}
      optimisationApplied={applied}
      zone={zone}
      tilesUrl={tilesUrl}
      fill={fill}
    />
  );
}
