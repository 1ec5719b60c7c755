/** Pure domain logic: geometry, zones, route optimisation (property), tariffs, gazetteer, clock, dispatcher timeline. */
import fc from 'fast-check';
import { stateAt, timeline } from '../../dispatcher/dispatcher';
import { almatyDate, almatyMinutes, Clock, isWorkingTime } from '../clock';
import { geocode } from '../gazetteer';
import { alongRoute, cityOf, haversineKm, optimiseOrder, routeKm } from '../geo';
import type { LatLon } from '../geo';
import { normaliseDatetime } from '../orders';
import { priceRoute } from '../tariffs';

const almatyPoint = fc.record({
  lat: fc.double({ min: 43.18, max: 43.32, noNaN: true }),
  lon: fc.double({ min: 76.8, max: 77.0, noNaN: true }),
});

describe('geo', () => {
  it('haversine: Almaty to Astana is about 970 km', () => {
    expect(haversineKm({ lat: 43.2389, lon: 76.8897 }, { lat: 51.1282, lon: 71.4305 })).toBeCloseTo(970, -1);
  });

  it('zones', () => {
    expect(cityOf({ lat: 43.2389, lon: 76.8897 })).toBe('almaty');
    expect(cityOf({ lat: 51.1282, lon: 71.4305 })).toBe('astana');
    expect(cityOf({ lat: 42.3417, lon: 69.5901 })).toBeNull();
  });

  it('optimised routes are never longer, keep the ends and are permutations (property)', () => {
    fc.assert(
      fc.property(fc.array(almatyPoint, { minLength: 2, maxLength: 12 }), (pts: LatLon[]) => {
        const order = optimiseOrder(pts);
        expect([...order].sort((a, b) => a - b)).toEqual(pts.map((_, i) => i));
        expect(order[0]).toBe(0);
        expect(order[order.length - 1]).toBe(pts.length - 1);
        const optimised = routeKm(order.map((i) => pts[i] as LatLon));
        expect(optimised).toBeLessThanOrEqual(routeKm(pts) + 1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('alongRoute interpolates between the ends', () => {
    const pts = [
      { lat: 43.2, lon: 76.9 },
      { lat: 43.3, lon: 76.9 },
    ];
    expect(alongRoute(pts, 0)).toEqual(pts[0]);
    expect(alongRoute(pts, 0.5).lat).toBeCloseTo(43.25, 5);
    expect(alongRoute(pts, 1).lat).toBeCloseTo(43.3, 5);
  });
});

describe('tariffs', () => {
  it('prices grow with distance and surge; exactly one fastest', () => {
    const short = priceRoute(3, 2, 0);
    const long = priceRoute(10, 2, 0);
    const surged = priceRoute(3, 2, 30);
    for (let i = 0; i < 3; i++) {
      expect((long[i]?.price ?? 0) > (short[i]?.price ?? 0)).toBe(true);
      expect((surged[i]?.price ?? 0) > (short[i]?.price ?? 0)).toBe(true);
      expect((short[i]?.price ?? 1) % 10).toBe(0);
    }
    expect(short.filter((t) => t.is_fastest)).toHaveLength(1);
    expect(long.find((t) => t.transport === 'FOOT')?.is_unavailable).toBe(true);
    expect(priceRoute(2, 3, 0).find((t) => t.transport === 'FOOT')?.is_unavailable).toBe(true);
    expect(long.find((t) => t.transport === 'FOOT')?.unavailable_reason).toBe(
      'Недоступно для маршрута длиннее 4 км',
    );
    expect(priceRoute(10, 2, 0, 'kk').find((t) => t.transport === 'FOOT')?.unavailable_reason).toBe(
      '4 км-ден ұзын бағытқа қолжетімсіз',
    );
  });
});

describe('gazetteer', () => {
  it('finds streets by ru and kk prefixes, with building numbers', () => {
    expect(geocode('Достык', 'almaty', 5)[0]?.street).toBe('проспект Достык');
    expect(geocode('пр. Абая 1', 'astana', 5)[0]).toMatchObject({
      street: 'проспект Абая',
      building: '1',
      city: 'astana',
    });
    expect(geocode('Жібек', undefined, 5)[0]?.street).toBe('улица Жибек Жолы');
    expect(geocode('zzz', undefined, 5)).toEqual([]);
    for (const r of geocode('а', undefined, 20))
      expect(cityOf({ lat: r.latitude, lon: r.longitude })).toBe(r.city);
  });
});

describe('clock and working hours', () => {
  it('Asia/Almaty is UTC+5', () => {
    expect(almatyMinutes(new Date('2026-11-23T04:00:00Z'))).toBe(9 * 60);
    expect(almatyDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(isWorkingTime(new Date('2026-11-23T08:59:00+05:00'), 9, 21)).toBe(false);
    expect(isWorkingTime(new Date('2026-11-23T09:00:00+05:00'), 9, 21)).toBe(true);
    expect(isWorkingTime(new Date('2026-11-23T21:00:00+05:00'), 9, 21)).toBe(false);
  });

  it('can be set, frozen and advanced', () => {
    const c = new Clock();
    c.set(new Date('2026-01-01T00:00:00Z'), true);
    c.advance(60_000);
    expect(c.now().toISOString()).toBe('2026-01-01T00:01:00.000Z');
    c.set(null);
    expect(Math.abs(c.nowMs() - Date.now())).toBeLessThan(50);
  });
});

describe('dispatcher timeline', () => {
  it('states only move forward and end delivered (property)', () => {
    const order = [
      'searching',
      'accepted',
      'arrived_to_sender',
      'picked_up',
      'arrived_to_client',
      'delivered',
    ];
    fc.assert(
      fc.property(
        fc.array(almatyPoint, { minLength: 2, maxLength: 6 }),
        fc.constantFrom('CAR' as const, 'MOTORBIKE' as const, 'FOOT' as const),
        fc.boolean(),
        fc.nat(1000),
        (pts, transport, batching, id) => {
          const tl = timeline(
            pts.map((p) => [p.lon, p.lat]),
            transport,
            batching,
            id,
          );
          let last = 0;
          for (let t = 0; t <= tl.delivered + 60_000; t += 60_000) {
            const idx = order.indexOf(stateAt(tl, t));
            expect(idx).toBeGreaterThanOrEqual(last);
            last = idx;
          }
          expect(stateAt(tl, tl.delivered)).toBe('delivered');
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('planned datetime', () => {
  it('without an offset means Almaty local time', () => {
    expect(new Date(normaliseDatetime('2026-11-23 10:30')).toISOString()).toBe('2026-11-23T05:30:00.000Z');
    expect(new Date(normaliseDatetime('2026-11-23T10:30:00Z')).toISOString()).toBe(
      '2026-11-23T10:30:00.000Z',
    );
    expect(normaliseDatetime('2026-11-23T10:30:00+06:00')).toBe('2026-11-23T10:30:00+06:00');
  });
});
