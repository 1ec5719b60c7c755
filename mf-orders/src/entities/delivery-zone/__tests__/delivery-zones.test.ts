import { allSettled, fork } from 'effector';

import type { Configs, DeliveryZone } from '@cabinet/shared/contract';

import { isInPolygon, zoneFor } from '../lib/zone';
import {
  $companyCity,
  $deliveryZones,
  deliveryZonesRequested,
  fetchConfigsFx,
} from '../model/delivery-zones';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const ALMATY: DeliveryZone = {
  city: 'almaty',
  name: 'Алматы',
  polygon: [
    [76.74, 43.365],
    [76.95, 43.37],
    [77.09, 43.33],
    [77.08, 43.2],
    [77.0, 43.14],
    [76.83, 43.15],
    [76.72, 43.2],
    [76.7, 43.29],
  ],
};
const ASTANA: DeliveryZone = {
  city: 'astana',
  name: 'Астана',
  polygon: [
    [71.3, 51.25],
    [71.5, 51.26],
    [71.62, 51.2],
    [71.62, 51.08],
    [71.5, 51.03],
    [71.32, 51.04],
    [71.26, 51.12],
  ],
};
const ZONES = [ALMATY, ASTANA];

describe('zone selection', () => {
  it('tells inside from outside ([lon, lat] order)', () => {
    expect(isInPolygon([76.9574, 43.2397], ALMATY.polygon)).toBe(true);
    expect(isInPolygon([43.2397, 76.9574], ALMATY.polygon)).toBe(false);
    expect(isInPolygon([69.59, 42.34], ALMATY.polygon)).toBe(false);
  });

  it('takes the zone of the first located point', () => {
    expect(zoneFor(ZONES, [null, [71.43, 51.13], [76.95, 43.24]], 'almaty')?.city).toBe('astana');
  });

  it("falls back to the company's city with no point yet or a point outside every zone", () => {
    expect(zoneFor(ZONES, [null, null], 'astana')?.city).toBe('astana');
    expect(zoneFor(ZONES, [[69.59, 42.34]], 'almaty')?.city).toBe('almaty');
    expect(zoneFor(ZONES, [], null)).toBeNull();
    expect(zoneFor([], [[76.95, 43.24]], 'almaty')).toBeNull();
  });
});

describe('delivery zones model', () => {
  const configs = { delivery_zones: ZONES, company_city: 'astana' } as unknown as Configs;

  it('fetches configs once however many maps ask', async () => {
    const fetch = jest.fn(async () => configs);
    const scope = fork({ handlers: [[fetchConfigsFx, fetch]] });
    await Promise.all([
      allSettled(deliveryZonesRequested, { scope }),
      allSettled(deliveryZonesRequested, { scope }),
    ]);
    await allSettled(deliveryZonesRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($deliveryZones).map((zone) => zone.city)).toEqual(['almaty', 'astana']);
    expect(scope.getState($companyCity)).toBe('astana');
  });

  it('tries again on the next request after a failure', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(configs);
    const scope = fork({ handlers: [[fetchConfigsFx, fetch]] });
    await allSettled(deliveryZonesRequested, { scope });
    expect(scope.getState($deliveryZones)).toEqual([]);
    await allSettled(deliveryZonesRequested, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($deliveryZones)).toHaveLength(2);
  });
});

describe('a platform without zones', () => {
  it('leaves the maps without an outline', async () => {
    const scope = fork({
      handlers: [[fetchConfigsFx, async () => ({ surge_percent: 0 }) as unknown as Configs]],
    });
    await allSettled(deliveryZonesRequested, { scope });
    expect(scope.getState($deliveryZones)).toEqual([]);
    expect(scope.getState($companyCity)).toBeNull();
  });
});
