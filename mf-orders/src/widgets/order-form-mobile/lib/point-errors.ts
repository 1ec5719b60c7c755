import type { Point } from '@cabinet/shared';
import type { DeliveryZone } from '@cabinet/shared/contract';

import { isInPolygon } from '../../../entities/delivery-zone';
import { hasCoordinates } from '../../../entities/point';
import type { PointProblem } from '../../../features/submit-order';

/** What is wrong with the address field: the §5 messages (keys of `creation.errors_*`). */
type AddressError = Exclude<PointProblem, 'phoneInvalid'> | 'addressOutsideZone';

/** The errors of one point, by the field of the mobile address form they belong to. */
export interface PointFieldErrors {
  address: AddressError | null;
  phone: 'phoneInvalid' | null;
}

export const NO_ERRORS: PointFieldErrors = { address: null, phone: null };

/** Coordinates that lie in none of the known delivery zones (unknown zones: nothing to say). */
function outsideZones(point: Point, zones: readonly DeliveryZone[]): boolean {
  if (zones.length === 0 || !hasCoordinates(point)) return false;
  const lonLat: [number, number] = [point.address.longitude as number, point.address.latitude as number];
  return !zones.some((zone) => isInPolygon(lonLat, zone.polygon));
}

/**
 * The form's per-field errors: the submit feature's §5 problems of this point (so the wizard and the
 * order button agree), plus "outside the delivery zone" for coordinates that came without the
 * address search's check (a saved address, a restored draft).
 */
export function pointFieldErrors(
  point: Point | undefined,
  problems: readonly PointProblem[],
  zones: readonly DeliveryZone[],
): PointFieldErrors {
  const addressProblem = problems.find(
    (problem): problem is Exclude<PointProblem, 'phoneInvalid'> => problem !== 'phoneInvalid',
  );
  return {
    address: addressProblem ?? (point && outsideZones(point, zones) ? 'addressOutsideZone' : null),
    phone: problems.includes('phoneInvalid') ? 'phoneInvalid' : null,
  };
}

export const isComplete = (errors: PointFieldErrors | undefined): boolean =>
  Boolean(errors) && errors?.address === null && errors?.phone === null;
