import { useMemo } from 'react';

import { useTranslation } from '@cabinet/shared';

import type { Tracking } from '../../entities/order';
import { NAMESPACE } from '../../shared/i18n';
import { RouteMapView, useCourierOnMap, useMapTilesUrl, type MapPoint } from '../../widgets/route-map';

/**
 * The public tracking map: the points and, while the delivery is under way, the courier. No zone:
 * the zones come with the signed-in configs call and this page works signed out.
 */
export function TrackingMap({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation(NAMESPACE);
  const tilesUrl = useMapTilesUrl();
  const points = useMemo(
    (): MapPoint[] =>
      [...tracking.points]
        .sort((a, b) => a.index - b.index)
        .map((point) => ({
          key: point.index,
          lonLat: point.geo_data,
          text: `${[point.street, point.building].filter(Boolean).join(', ')} (${t(`tracking.point_${point.state}`)})`,
        })),
    [tracking.points, t],
  );
  const finished = tracking.state === 'delivered' || tracking.state === 'cancelled';
  const courier = finished ? null : tracking.courier;
  const courierOnMap = useCourierOnMap(courier?.longitude, courier?.latitude, courier?.name ?? '');
  return (
    <RouteMapView
      title={t('routeMap.trackingTitle')}
      points={points}
      courier={courierOnMap}
      tilesUrl={tilesUrl}
    />
  );
}
