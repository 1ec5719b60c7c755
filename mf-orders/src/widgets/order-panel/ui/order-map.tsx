import { useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';

import { addressLine } from '../../../entities/order';
import type { CourierView } from '../../../features/order-details';
import { NAMESPACE } from '../../../shared/i18n';
import {
  RouteMapView,
  useCourierOnMap,
  useDeliveryZone,
  useMapTilesUrl,
  type MapPoint,
} from '../../route-map';

/** The order on the map: its points in route order with their states, its zone, the courier when known. */
export function OrderMap({ order, courier }: { order: Group; courier: CourierView | null }) {
  const { t } = useTranslation(NAMESPACE);
  const tilesUrl = useMapTilesUrl();
  const points = useMemo(
    (): MapPoint[] =>
      [...order.points]
        .sort((a, b) => a.index - b.index)
        .map((point) => ({
          key: point.id,
          lonLat: point.geo_data,
          text: `${addressLine(point.address)} (${t(`tracking.point_${point.state}`)})`,
        })),
    [order.points, t],
  );
  const coordinates = useMemo(() => points.map((point) => point.lonLat), [points]);
  const zone = useDeliveryZone(coordinates);
  const courierOnMap = useCourierOnMap(courier?.lonLat?.[0], courier?.lonLat?.[1], courier?.name ?? '');
  return (
    <RouteMapView
      title={t('routeMap.orderTitle')}
      points={points}
      zone={zone}
      courier={courierOnMap}
      tilesUrl={tilesUrl}
    />
  );
}
