import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';

import { $runtimeConfig } from '@cabinet/shared';
import type { DeliveryZone, LonLat } from '@cabinet/shared/contract';

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

/** The delivery zone the points are in (or the company's city); asks for the zones once. */
export function useDeliveryZone(points: readonly (LonLat | null)[]): DeliveryZone | null {
  const [zones, companyCity, request] = useUnit([$deliveryZones, $companyCity, deliveryZonesRequested]);
  useEffect(() => {
    request();
  }, [request]);
  return useMemo(() => zoneFor(zones, points, companyCity), [zones, points, companyCity]);
}
