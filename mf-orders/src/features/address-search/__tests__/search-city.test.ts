import { allSettled, fork } from 'effector';

import { $chosenGeoCity, $geoLocation } from '@cabinet/shared';
import type { DeliveryZone } from '@cabinet/shared/contract';

import { $companyCity, $deliveryZones } from '../../../entities/delivery-zone';
import { pointAddressChanged } from '../../../entities/point';
import { $searchCity, $searchCityStrict } from '..';

const zone = (city: 'almaty' | 'astana', [lon, lat]: [number, number]): DeliveryZone => ({
  city,
  name: city,
  polygon: [
    [lon - 0.5, lat - 0.5],
    [lon + 0.5, lat - 0.5],
    [lon + 0.5, lat + 0.5],
    [lon - 0.5, lat + 0.5],
  ],
});
const zones = [zone('almaty', [76.9, 43.2]), zone('astana', [71.4, 51.1])];

describe('the city the order form searches addresses in', () => {
  it("is the city of a placed point, else the company's own city", async () => {
    const scope = fork({
      values: [
        [$deliveryZones, zones],
        [$companyCity, 'almaty'],
      ],
    });
    expect(scope.getState($searchCity)).toBe('almaty');
    expect(scope.getState($searchCityStrict)).toBe(false);
    await allSettled(pointAddressChanged, {
      scope,
      params: { index: 1, address: { street: 'Мангилик Ел', latitude: 51.1, longitude: 71.43 } },
    });
    expect(scope.getState($searchCity)).toBe('astana');
    expect(scope.getState($searchCityStrict)).toBe(true);
  });

  it.each([
    ['the city chosen in the selector', { chosen: 'astana', located: null }, 'astana'],
    ['none when all Kazakhstan is chosen', { chosen: 'all', located: 'astana' }, null],
    ['the city of the location when none is chosen', { chosen: null, located: 'astana' }, 'astana'],
    ["the company's city when nothing else is known", { chosen: null, located: null }, 'almaty'],
  ] as const)('with no point placed, is %s', (_, { chosen, located }, city) => {
    const scope = fork({
      values: [
        [$deliveryZones, zones],
        [$companyCity, 'almaty'],
        [$chosenGeoCity, chosen],
        [$geoLocation, located ? { latitude: 51.1, longitude: 71.4, source: 'ip', city: located } : null],
      ],
    });
    expect(scope.getState($searchCity)).toBe(city);
  });
});
