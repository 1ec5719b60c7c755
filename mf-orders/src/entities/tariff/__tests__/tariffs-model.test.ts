import { allSettled, createWatch, fork } from 'effector';

import '../../../shared/i18n';

import { customErrorRaised, describeCustomError, describeFailure } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';

import {
  $deliveryPrice,
  $priceSurge,
  $quotedAt,
  $surgeOffer,
  $withdrawnTariff,
  priceCheckFx,
  priceCheckRequested,
  pricesConfirmed,
  readNowFx,
  surgeAccepted,
  surgeDeclined,
  type PriceCheck,
  $rates,
  $selectedTariff,
  $tariffsFailure,
  TARIFFS_URL,
  fetchTariffsFx,
  optimisationProfit,
  sortTariffs,
  tariffSelected,
  tariffsRequested,
  tariffsRetried,
  etaParts,
} from '..';
import { tariffOf } from '../testing';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const tariff = (patch: Partial<Tariff>): Tariff => tariffOf({ is_multipoint: false, ...patch });

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

  it('weighs fastest +4 and CAR +1 (§9), whatever order the server sent', () => {
    const sorted = sortTariffs([
      tariff({ id: 1, transport: 'FOOT', is_fastest: true }), // 4
      tariff({ id: 2, transport: 'CAR', is_fastest: true }), // 5
      tariff({ id: 3, transport: 'CAR' }), // 1
      tariff({ id: 4, transport: 'MOTORBIKE' }), // 0
    ]);
    // Equal weights (+1/+1) would keep the fastest foot courier before the plain car.
    expect(sorted.map((item) => item.id)).toEqual([4, 3, 1, 2]);
  });

  it('keeps the server’s order between tariffs of equal score', () => {
    const sorted = sortTariffs([
      tariff({ id: 7, transport: 'MOTORBIKE' }),
      tariff({ id: 5, transport: 'FOOT' }),
      tariff({ id: 9, transport: 'MOTORBIKE' }),
      tariff({ id: 6, transport: 'FOOT' }),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([7, 5, 9, 6]);
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

  it('keeps the previously selected tariff when it is still offered; a new route is no price surge', async () => {
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
    // A longer route costs more: that is not the §8 surge.
    expect(scope.getState($priceSurge)).toBe(false);
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
    expect(scope.getState($tariffsFailure)).toEqual({ ...expected, retryable: false });
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
    expect(etaParts(59)).toEqual({ unit: 'minutes', value: 59 });
    expect(etaParts(60)).toEqual({ unit: 'hours', value: 1 });
    expect(etaParts(95)).toEqual({ unit: 'hours', value: 2 });
  });
});

describe('tariff failures', () => {
  const refusal = (code: string) =>
    Object.assign(new Error('400'), { response: { status: 400, data: { detail: { code, message: 'м' } } } });
  const networkError = () => Object.assign(new Error('Network Error'), { request: {} });

  it('a failure of an older route’s request is not the current route’s, and no max-distance popup', async () => {
    const raised = jest.fn();
    const answers: Record<string, { resolve: () => void; reject: (error: unknown) => void }> = {};
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          ({ key }: { key: string }) =>
            new Promise<RatesResponse>((resolve, reject) => {
              answers[key] = { resolve: () => resolve(rates([tariff({ id: 5 })])), reject };
            }),
        ],
      ],
    });
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    const old = allSettled(tariffsRequested, { scope, params: query('old') });
    const current = allSettled(tariffsRequested, { scope, params: query('new') });
    answers.old?.reject(refusal('MAX_DISTANCE_EXCEEDED'));
    answers.new?.resolve();
    await Promise.all([old, current]);
    expect(scope.getState($tariffsFailure)).toBeNull();
    expect(raised).not.toHaveBeenCalled();
    expect(scope.getState($selectedTariff)?.id).toBe(5);
  });

  it('new rates clear the error of the route before', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            if (fail) throw refusal('WRONG_ADDRESS_ZONE');
            return rates([tariff({ id: 6 })]);
          },
        ],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    expect(scope.getState($tariffsFailure)?.retryable).toBe(false);
    fail = false;
    // The answer of a route that arrives without a request of its own (e.g. after a retry elsewhere).
    await allSettled(fetchTariffsFx, { scope, params: query('a') });
    expect(scope.getState($tariffsFailure)).toBeNull();
    expect(scope.getState($selectedTariff)?.id).toBe(6);
  });

  it('no answer or a server error offers a retry that asks for the same route again; a refusal does not', async () => {
    const answers: Array<() => RatesResponse> = [
      () => {
        throw networkError();
      },
      () => {
        throw Object.assign(new Error('502'), { response: { status: 502, data: {} } });
      },
      () => rates([tariff({ id: 7 })]),
    ];
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async ({ key }: { key: string }) => {
            asked.push(key);
            return (answers[asked.length - 1] as () => RatesResponse)();
          },
        ],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    expect(scope.getState($tariffsFailure)).toEqual({
      title: 'Не удалось загрузить тарифы',
      text: 'Ошибка сети: проверьте подключение к интернету',
      retryable: true,
    });
    await allSettled(tariffsRetried, { scope });
    expect(scope.getState($tariffsFailure)).toMatchObject({ text: 'Ошибка сервера', retryable: true });
    await allSettled(tariffsRetried, { scope });
    expect(asked).toEqual(['a', 'a', 'a']);
    expect(scope.getState($tariffsFailure)).toBeNull();
    expect(scope.getState($selectedTariff)?.id).toBe(7);

    const refused = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            throw refusal('WRONG_ADDRESS_COORDINATE');
          },
        ],
      ],
    });
    const refusedCalls = jest.fn();
    createWatch({ unit: fetchTariffsFx, scope: refused, fn: refusedCalls });
    await allSettled(tariffsRequested, { scope: refused, params: query('a') });
    await allSettled(tariffsRetried, { scope: refused });
    expect(refusedCalls).toHaveBeenCalledTimes(1);
  });
});

describe('§8 price surge: the same route asked again', () => {
  const shown = rates([
    tariff({ id: 1, transport: 'MOTORBIKE', price: 900 }),
    tariff({ id: 2, price: 1500 }),
  ]);
  const again = (car: number, moto = 900) =>
    rates([
      tariff({ id: 10 + car, transport: 'MOTORBIKE', price: moto }),
      tariff({ id: 20 + car, price: car }),
    ]);

  async function shownScope(check: (params: PriceCheck) => Promise<RatesResponse>) {
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => shown],
        [priceCheckFx, check],
        [readNowFx, () => 1_000],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 2 });
    return scope;
  }

  it('confirms a price that did not rise with the fresh quote, and remembers when it was quoted', async () => {
    const confirmed = jest.fn();
    const scope = await shownScope(async () => again(1500));
    createWatch({ unit: pricesConfirmed, scope, fn: confirmed });
    expect(scope.getState($quotedAt)).toBe(1_000);
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 1520, price: 1500 });
    expect(confirmed).toHaveBeenCalledWith({
      reason: 'submit',
      tariff: expect.objectContaining({ id: 1520 }),
    });
  });

  it('offers the new price when the selected tariff got dearer; accepting selects it, waiting keeps the shown one', async () => {
    const confirmed = jest.fn();
    const scope = await shownScope(async () => again(1800));
    createWatch({ unit: pricesConfirmed, scope, fn: confirmed });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    expect(scope.getState($surgeOffer)).toMatchObject({
      previousPrice: 1500,
      tariff: { id: 1820, price: 1800 },
    });
    expect(scope.getState($priceSurge)).toBe(true);
    expect(scope.getState($selectedTariff)?.price).toBe(1500);
    expect(confirmed).not.toHaveBeenCalled();

    await allSettled(surgeDeclined, { scope });
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(scope.getState($selectedTariff)?.id).toBe(2);

    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    await allSettled(surgeAccepted, { scope });
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 1820, price: 1800 });
    expect(scope.getState($deliveryPrice)).toBe(1800);
    expect(confirmed).toHaveBeenCalledWith({
      reason: 'submit',
      tariff: expect.objectContaining({ id: 1820 }),
    });
  });

  it('an old quote’s check does not ask again about a price the user chose to wait out', async () => {
    let car = 1800;
    const scope = await shownScope(async () => again(car));
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(scope.getState($surgeOffer)?.reason).toBe('stale');
    await allSettled(surgeDeclined, { scope });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(scope.getState($surgeOffer)).toBeNull();
    car = 1900;
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(scope.getState($surgeOffer)?.tariff.price).toBe(1900);
  });

  it('tells the user when the chosen transport is gone, sends nothing, and forgets it on a new choice', async () => {
    const confirmed = jest.fn();
    const scope = await shownScope(async () =>
      rates([tariff({ id: 31, transport: 'MOTORBIKE', price: 950 })]),
    );
    createWatch({ unit: pricesConfirmed, scope, fn: confirmed });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    expect(scope.getState($withdrawnTariff)).toMatchObject({ id: 2, transport: 'CAR' });
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 31, transport: 'MOTORBIKE' });
    expect(confirmed).not.toHaveBeenCalled();
    await allSettled(tariffSelected, { scope, params: 31 });
    expect(scope.getState($withdrawnTariff)).toBeNull();
  });

  it('ignores an answer for a route that is no longer on screen', async () => {
    const scope = await shownScope(async () => again(1800));
    await allSettled(priceCheckRequested, { scope, params: { query: query('old'), reason: 'submit' } });
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(scope.getState($selectedTariff)?.id).toBe(2);
  });

  it('raises §8 max-distance-order for a route longer than the saved address allows', async () => {
    const raised = jest.fn();
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            throw Object.assign(new Error('400'), {
              response: { status: 400, data: { detail: { code: 'MAX_DISTANCE_EXCEEDED', message: 'м' } } },
            });
          },
        ],
      ],
    });
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    await allSettled(tariffsRequested, { scope, params: { ...query('a'), addressId: 3 } });
    expect(raised).toHaveBeenCalledWith({ kind: 'max-distance-order', relatedUrl: TARIFFS_URL });
    expect(scope.getState($tariffsFailure)).toEqual({
      ...describeCustomError('max-distance-order'),
      retryable: false,
    });
  });
});
