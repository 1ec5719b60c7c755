import { combine } from 'effector';

import { $chosenGeoCity, $geoSearchCity } from '@cabinet/shared';
import type { City } from '@cabinet/shared/contract';

import { $companyCity, $deliveryZones, isInPolygon } from '../../../entities/delivery-zone';
import { $points } from '../../../entities/point';

/**
 * The city the cabinet works in when no point says otherwise: the user's choice in the city selector
 * (all Kazakhstan: none), else the city of their location, else the company's own city (§2, §7).
 */
const $workingCity = combine(
  $chosenGeoCity,
  $geoSearchCity,
  $companyCity,
  (chosen, located, companyCity): City | null =>
    chosen !== null ? (chosen === 'all' ? null : chosen) : (located ?? companyCity),
);

/**
 * The city whose streets the geocoder is asked for: the city of a point already placed (every
 * point must be in one city, WRONG_ADDRESS_COORDINATE otherwise), else the working city above.
 * A primitive, so a keystroke that leaves it as it was re-renders no address field.
 */
export const $searchCity = combine(
  $points,
  $deliveryZones,
  $workingCity,
  (points, zones, workingCity): City | null => {
    for (const point of points) {
      if (!point.geo_data) continue;
      const zone = zones.find((candidate) =>
        isInPolygon(point.geo_data as [number, number], candidate.polygon),
      );
      if (zone) return zone.city;
    }
    return workingCity;
  },
);

/** True when the city comes from a placed point: other cities cannot be ordered to, so none is searched. */
export const $searchCityStrict = combine($points, $deliveryZones, (points, zones) =>
  points.some(
    (point) =>
      point.geo_data !== null &&
      zones.some((zone) => isInPolygon(point.geo_data as [number, number], zone.polygon)),
  ),
);
