import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';

import { $runtimeConfig } from '@cabinet/shared';
import type { City, DeliveryZone, LonLat } from '@cabinet/shared/contract';

import {
  $companyCity,
  $deliveryZones,
  deliveryZonesRequested,
  zoneFor,
} from '../../../entities/delivery-zone';

/** The tile template of the run-time config (null: plain background). */
export function useMapTilesUrl(): string | null {
  return useUnit($runtimeConfig)?.mapTilesUrl ?? null;
}

/**
 * The delivery zone the points are in, else the zone of `city` (the order form's working city),
 * else of the company's city. Asks for the zones once as the map appears, unless the screen asks
 * for them itself when its first screen allows (`askOnMount: false`: the order form, decision 0015).
 */
export function useDeliveryZone(
  points: readonly (LonLat | null)[],
  city?: City | null,
  { askOnMount = true }: { askOnMount?: boolean } = {},
): DeliveryZone | null {
  const [zones, companyCity, request] = useUnit([$deliveryZones, $companyCity, deliveryZonesRequested]);
  useEffect(() => {
    if (askOnMount) request();
  }, [askOnMount, request]);
  const fallback = city === undefined ? companyCity : city;
  return useMemo(() => zoneFor(zones, points, fallback), [zones, points, fallback]);
}

/**
 * The courier as the map draws them: the same object until they move or are renamed, so that a live
 * update of the order or the tracking does not redraw the map. Null while the position is unknown.
 */
export function useCourierOnMap(
  lon: number | undefined,
  lat: number | undefined,
  name: string,
): { lonLat: [number, number]; name: string } | null {
  return useMemo(
    () => (lon !== undefined && lat !== undefined ? { lonLat: [lon, lat], name } : null),
    [lon, lat, name],
  );
}
