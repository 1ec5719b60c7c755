import { allSettled, type Scope } from 'effector';

import { pointAdded, pointAddressChanged } from './model/points-model';

/** Three exact Almaty addresses: enough for a route, a multi-point route and the tariffs' request. */
export const ALMATY_PLACES = [
  { street: 'Абая', latitude: 43.24, longitude: 76.91 },
  { street: 'Достык', latitude: 43.23, longitude: 76.95 },
  { street: 'Сатпаева', latitude: 43.22, longitude: 76.92 },
];

/** Gives the draft `count` points with exact addresses, as a user picking suggestions would. */
export async function placePoints(scope: Scope, count: number): Promise<void> {
  for (let index = 2; index < count; index += 1) await allSettled(pointAdded, { scope });
  for (let index = 0; index < count; index += 1) {
    await allSettled(pointAddressChanged, { scope, params: { index, address: ALMATY_PLACES[index] ?? {} } });
  }
}
