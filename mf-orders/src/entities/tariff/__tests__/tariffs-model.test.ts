import { allSettled, fork } from 'effector';

import { customErrorRaised, describeFailure } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

import {
  $deliveryPrice,
  $priceSurge,
  $rates,
  $selectedTariff,
  $tariffsFailure,
  TARIFFS_URL,
  fetchTariffsFx,
  optimisationProfit,
  sortTariffs,
  tariffSelected,
  tariffsRequested,
  etaParts,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const tariff = (patch: Partial<Tariff>): Tariff => ({
  id: 1,
  transport: 'CAR',
  price: 1500,
  is_fastest: false,
  is_multipoint: false,
  is_unavailable: false,
  unavailable_reason: null,
  delivery_sla_hours: 3,
  weight_limit_kg: 100,
  eta_minutes: 40,
  surge_percent: 0,
  ...patch,
});

const rates = (tariffs: Tariff[], optimized: RatesResponse['optimized'] = null): RatesResponse => ({
  tariffs,
  distance: 5,
  waypoints: [],
  optimized,
});

const query = (key: string) => ({ key, points: [], optimize: false });

describe('tariffs', () => {
  it('sorts ascending by score: fastest +4, CAR +1', () => {
    const sorted = sortTariffs([
      tariff({ id: 1, transport: 'CAR', is_fastest: true }),
      tariff({ id: 2, transport: 'MOTORBIKE' }),
      tariff({ id: 3, transport: 'CAR' }),
      tariff({ id: 4, transport: 'FOOT', is_fastest: true }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 3, 4, 1]);
  });

  it('selects the first tariff, and the delivery price follows the selection', async () => {
    const handler = jest.fn(async () =>
      rates([
        tariff({ id: 10, transport: 'CAR', price: 1500 }),
        tariff({ id: 11, transport: 'MOTORBIKE', price: 1200 }),
      ]),
    );
    const scope = fork({ handlers: [[fetchTariffsFx, handler]] });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    expect(scope.getState($rates)?.tariffs.map((item) => item.id)).toEqual([11, 10]);
    expect(scope.getState($selectedTariff)?.id).toBe(11);
    expect(scope.getState($deliveryPrice)).toBe(1200);
    await allSettled(tariffSelected, { scope, params: 10 });
    expect(scope.getState($deliveryPrice)).toBe(1500);
  });

  it('keeps the previously selected tariff when it is still offered, and notices a price rise', async () => {
    let price = 1500;
    const handler = jest.fn(async () =>
      rates([
        tariff({ id: price, transport: 'MOTORBIKE', price: 900 }),
        tariff({ id: price + 1, transport: 'CAR', price }),
      ]),
    );
    const scope = fork({ handlers: [[fetchTariffsFx, handler]] });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 1501 });
    price = 1800;
    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 1801, transport: 'CAR' });
    expect(scope.getState($deliveryPrice)).toBe(1800);
    expect(scope.getState($priceSurge)).toBe(true);
  });

  it('falls back to the first tariff when the selected one is gone', async () => {
    let offer: Tariff[] = [tariff({ id: 1, transport: 'MOTORBIKE' }), tariff({ id: 2, transport: 'FOOT' })];
    const scope = fork({ handlers: [[fetchTariffsFx, async () => rates(offer)]] });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 2 });
    offer = [tariff({ id: 3, transport: 'MOTORBIKE' }), tariff({ id: 4, transport: 'CAR' })];
    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($selectedTariff)?.id).toBe(3);
  });

  it('ignores a stale answer for coordinates that are no longer asked for', async () => {
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async ({ key }: { key: string }) => rates([tariff({ id: key === 'a' ? 1 : 2 })])],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('b') });
    await allSettled(fetchTariffsFx, { scope, params: query('a') });
    expect(scope.getState($selectedTariff)?.id).toBe(2);
  });

  it('raises the no-tariffs error when nothing can be ordered', async () => {
    const raised = jest.fn();
    const unwatch = customErrorRaised.watch(raised);
    const scope = fork({
      handlers: [[fetchTariffsFx, async () => rates([tariff({ is_unavailable: true })])]],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    unwatch();
    expect(raised).toHaveBeenCalledWith({ kind: 'no-tariffs', relatedUrl: TARIFFS_URL });
  });

  it('keeps a 400 answer (points in two cities) for the screen', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            throw Object.assign(new Error('400'), {
              response: { status: 400, data: { detail: { code: 'WRONG_ADDRESS_COORDINATE', message: 'м' } } },
            });
          },
        ],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    const expected = describeFailure({
      url: TARIFFS_URL,
      method: 'POST',
      status: 400,
      code: 'WRONG_ADDRESS_COORDINATE',
      message: 'м',
      timedOut: false,
      noResponse: false,
    });
    expect(scope.getState($tariffsFailure)).toEqual(expected);
    expect(expected.title).not.toBe('');
  });

  it('profit is the selected price minus the optimised price of the same tariff, or 0', () => {
    const optimized = { ...rates([tariff({ transport: 'CAR', price: 1200 })]), order: [0, 2, 1] };
    expect(optimisationProfit(tariff({ transport: 'CAR', price: 1500 }), optimized)).toBe(300);
    expect(optimisationProfit(tariff({ transport: 'MOTORBIKE', price: 1500 }), optimized)).toBe(0);
    expect(optimisationProfit(tariff({ transport: 'CAR', price: 1000 }), optimized)).toBe(0);
    expect(optimisationProfit(null, optimized)).toBe(0);
    expect(optimisationProfit(tariff({}), null)).toBe(0);
  });

  it('shows ETA in minutes under an hour, else in hours', () => {
    expect(etaParts(40)).toEqual({ unit: 'minutes', value: 40 });
    expect(etaParts(95)).toEqual({ unit: 'hours', value: 2 });
  });
});
