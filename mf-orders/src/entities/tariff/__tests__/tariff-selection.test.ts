import { allSettled, createWatch, fork } from 'effector';

import '../../../shared/i18n';

import { customErrorRaised, describeFailure } from '@cabinet/shared';
import type { RatesResponse, Tariff } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import {
  $optimisationApplied,
  $rates,
  $ratesKey,
  $requestedKey,
  $selectedTariff,
  $surgeOffer,
  $tariffsFailure,
  $withdrawnTariff,
  fetchTariffsFx,
  optimisedPrice,
  optimisedVariantApplied,
  pickTariff,
  priceCheckFx,
  priceCheckRequested,
  ratesReset,
  ratesRestored,
  readNowFx,
  surgeAccepted,
  surgeDeclined,
  tariffPreferenceCleared,
  tariffSelected,
  tariffsRequested,
  tariffsRetried,
  type PriceCheck,
} from '..';
import { tariffOf } from '../testing';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('each test answers'))),
}));

const tariff = (patch: Partial<Tariff>): Tariff => tariffOf({ is_multipoint: false, ...patch });
const rates = (tariffs: Tariff[], optimized: RatesResponse['optimized'] = null): RatesResponse => ({
  tariffs,
  distance: 5,
  waypoints: [],
  optimized,
});
const query = (key: string) => ({ key, points: [], optimize: false });

const failure = (status: number | null, code: string | null = null, extra: object = {}) =>
  Object.assign(new Error(String(status)), {
    ...(status === null ? {} : { response: { status, data: { detail: { code, message: 'м' } } } }),
    ...extra,
  });

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // A rule that reads a missing value throws inside effector, which only logs it: none may.
  expect(consoleError).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('pickTariff (§4: the previous selection is kept if still present, else the first)', () => {
  const moto = tariff({ id: 1, transport: 'MOTORBIKE' });
  const car = tariff({ id: 2, transport: 'CAR' });
  const foot = tariff({ id: 3, transport: 'FOOT' });

  it('keeps the same quote id before anything else', () => {
    const sameId = tariff({ id: 3, transport: 'CAR' });
    expect(pickTariff([moto, car, sameId], sameId, 'MOTORBIKE')).toBe(sameId);
  });

  it('else the transport the user chose, else the transport of the previous selection', () => {
    const previous = tariff({ id: 99, transport: 'FOOT' });
    expect(pickTariff([moto, car, foot], previous, 'CAR')).toBe(car);
    expect(pickTariff([moto, car, foot], previous)).toBe(foot);
    expect(pickTariff([moto, car, foot], null, 'CAR')).toBe(car);
  });

  it('never keeps a transport that is unavailable now', () => {
    const carGone = tariff({ id: 4, transport: 'CAR', is_unavailable: true });
    expect(pickTariff([moto, carGone, foot], tariff({ id: 98, transport: 'CAR' }), 'CAR')).toBe(moto);
    expect(pickTariff([moto, carGone, foot], tariff({ id: 98, transport: 'FOOT' }), 'CAR')).toBe(foot);
  });

  it('else the first available tariff, else the first, else none', () => {
    const unavailable = tariff({ id: 5, transport: 'FOOT', is_unavailable: true });
    expect(pickTariff([unavailable, car], null)).toBe(car);
    expect(pickTariff([unavailable], null)).toBe(unavailable);
    expect(pickTariff([], tariff({ id: 2 }), 'CAR')).toBeNull();
  });

  it('the optimised price is the same transport’s, when the optimised route offers it', () => {
    const optimized = { ...rates([tariff({ transport: 'CAR', price: 1200 })]), order: [0, 1] };
    expect(optimisedPrice(car, optimized)).toBe(1200);
    expect(optimisedPrice(moto, optimized)).toBeNull();
    expect(optimisedPrice(null, optimized)).toBeNull();
    expect(optimisedPrice(car, null)).toBeNull();
    const unavailable = { ...optimized, tariffs: [tariff({ transport: 'CAR', is_unavailable: true })] };
    expect(optimisedPrice(car, unavailable)).toBeNull();
  });
});

describe('the tariff call (§5, §7)', () => {
  const request = platformRequest as jest.Mock;

  it('posts the points and optimize_trip, with the saved address when there is one', async () => {
    request.mockResolvedValue(rates([tariff({ id: 1 })]));
    const points = [
      { latitude: 43.24, longitude: 76.91 },
      { latitude: 43.25, longitude: 76.95 },
    ];
    await fetchTariffsFx({ key: 'a', points, optimize: true, addressId: 12 });
    expect(request).toHaveBeenLastCalledWith({
      method: 'post',
      url: '/rocket/v0/deliveries/orders/tariffs',
      data: { points, optimize_trip: true, address_id: 12 },
    });
    await priceCheckFx({ query: { key: 'a', points, optimize: false, addressId: null }, reason: 'submit' });
    expect(request).toHaveBeenLastCalledWith({
      method: 'post',
      url: '/rocket/v0/deliveries/orders/tariffs',
      data: { points, optimize_trip: false },
    });
  });

  it('remembers when a quote arrived', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    await expect(readNowFx()).resolves.toBe(1_700_000_000_000);
  });
});

describe('the selection', () => {
  const offer = rates([tariff({ id: 1, transport: 'MOTORBIKE' }), tariff({ id: 2, transport: 'CAR' })]);
  const newRoute = rates([tariff({ id: 11, transport: 'MOTORBIKE' }), tariff({ id: 12, transport: 'CAR' })]);

  it('a chosen transport is chosen again for the next route, until the draft starts over', async () => {
    const scope = fork({
      handlers: [[fetchTariffsFx, async ({ key }: { key: string }) => (key === 'a' ? offer : newRoute)]],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 2 });
    // The route changed: the rates and the selection go, the choice of transport stays.
    await allSettled(ratesReset, { scope });
    expect(scope.getState($selectedTariff)).toBeNull();
    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($selectedTariff)?.id).toBe(12);

    await allSettled(tariffPreferenceCleared, { scope });
    await allSettled(ratesReset, { scope });
    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($selectedTariff)?.id).toBe(11);
  });

  it('ignores a choice of a tariff that is not offered, or not available, or before any rates', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => rates([tariff({ id: 1 }), tariff({ id: 2, transport: 'FOOT', is_unavailable: true })]),
        ],
      ],
    });
    await allSettled(tariffSelected, { scope, params: 1 });
    expect(scope.getState($selectedTariff)).toBeNull();
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 99 });
    await allSettled(tariffSelected, { scope, params: 2 });
    expect(scope.getState($selectedTariff)?.id).toBe(1);
  });

  it('a restored draft brings its rates and selection, and its transport is chosen for the next route', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, async () => newRoute]] });
    const restored = offer.tariffs[1] as Tariff;
    await allSettled(ratesRestored, { scope, params: { rates: offer, selected: restored } });
    expect(scope.getState($rates)).toBe(offer);
    expect(scope.getState($selectedTariff)).toBe(restored);
    await allSettled(ratesReset, { scope });
    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($selectedTariff)?.transport).toBe('CAR');
  });

  it('raises no-tariffs only when no tariff at all can be ordered', async () => {
    const raised = jest.fn();
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => rates([tariff({ id: 1, is_unavailable: true }), tariff({ id: 2, transport: 'FOOT' })]),
        ],
      ],
    });
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    expect(raised).not.toHaveBeenCalled();
    expect(scope.getState($selectedTariff)?.id).toBe(2);
  });
});

describe('§4 optimisation: applied is false until applied', () => {
  const optimized = {
    tariffs: [
      tariff({ id: 21, transport: 'CAR', price: 1200 }),
      tariff({ id: 22, transport: 'FOOT', price: 900 }),
    ],
    distance: 4,
    waypoints: [],
    order: [0, 2, 1],
  };
  const withVariant = rates([tariff({ id: 1, transport: 'CAR', price: 1500 })], optimized);

  async function appliedScope() {
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => withVariant],
        [priceCheckFx, async () => rates([tariff({ id: 31, transport: 'CAR', price: 1200 })])],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    return scope;
  }

  it('is false with new rates, true once applied: the variant’s tariffs become the rates', async () => {
    const scope = await appliedScope();
    expect(scope.getState($optimisationApplied)).toBe(false);
    await allSettled(optimisedVariantApplied, { scope, params: 'a-optimised' });
    expect(scope.getState($optimisationApplied)).toBe(true);
    expect(scope.getState($rates)).toEqual({
      tariffs: [optimized.tariffs[1], optimized.tariffs[0]],
      distance: 4,
      waypoints: [],
      optimized: null,
    });
    expect(scope.getState($requestedKey)).toBe('a-optimised');
    expect(scope.getState($ratesKey)).toBe('a-optimised');
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 21, price: 1200 });
  });

  it('stays applied through a price check of the applied route, and is false again with the next route’s rates', async () => {
    const scope = await appliedScope();
    await allSettled(optimisedVariantApplied, { scope, params: 'a-optimised' });
    await allSettled(priceCheckRequested, {
      scope,
      params: { query: query('a-optimised'), reason: 'stale' },
    });
    expect(scope.getState($optimisationApplied)).toBe(true);
    expect(scope.getState($selectedTariff)?.id).toBe(31);
    expect(scope.getState($ratesKey)).toBe('a-optimised');

    await allSettled(tariffsRequested, { scope, params: query('b') });
    expect(scope.getState($optimisationApplied)).toBe(false);
    await allSettled(optimisedVariantApplied, { scope, params: 'b-optimised' });
    await allSettled(ratesReset, { scope });
    expect(scope.getState($optimisationApplied)).toBe(false);
  });

  it('applying or restoring without rates or a selection changes nothing', async () => {
    const scope = fork();
    await allSettled(optimisedVariantApplied, { scope, params: 'a' });
    expect(scope.getState($rates)).toBeNull();
    expect(scope.getState($selectedTariff)).toBeNull();
    await allSettled(ratesRestored, { scope, params: { rates: null, selected: null } });
    expect(scope.getState($rates)).toBeNull();
  });

  it('applying without a variant keeps the rates', async () => {
    const plain = rates([tariff({ id: 1 })]);
    const scope = fork({ handlers: [[fetchTariffsFx, async () => plain]] });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(optimisedVariantApplied, { scope, params: 'a' });
    expect(scope.getState($rates)).toEqual(plain);
  });
});

describe('what a failed tariff call says', () => {
  it.each([
    [
      'a timeout (ECONNABORTED)',
      failure(null, null, { code: 'ECONNABORTED' }),
      'Превышено время ожидания ответа',
    ],
    ['a timeout (ETIMEDOUT)', failure(null, null, { code: 'ETIMEDOUT' }), 'Превышено время ожидания ответа'],
    ['no answer', failure(null), 'Ошибка сети: проверьте подключение к интернету'],
    ['a 500', failure(500), 'Ошибка сервера'],
    ['a 500 with a platform code', failure(500, 'INTERNAL'), 'Ошибка сервера'],
    ['a 503 with a platform code', failure(503, 'MAINTENANCE'), 'Ошибка сервера'],
    ['a failure that is no error object', null, 'Ошибка сети: проверьте подключение к интернету'],
  ])('%s offers a retry and says why', async (_, error, text) => {
    const raised = jest.fn();
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            throw error;
          },
        ],
      ],
    });
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    expect(scope.getState($tariffsFailure)).toEqual({
      title: 'Не удалось загрузить тарифы',
      text,
      retryable: true,
    });
    expect(raised).not.toHaveBeenCalled();
  });

  it('another refusal (not 400) is retryable and names the platform’s own error', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async () => {
            throw failure(422, 'CITY_IS_CLOSED');
          },
        ],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    const expected = describeFailure({
      url: '/rocket/v0/deliveries/orders/tariffs',
      method: 'POST',
      status: 422,
      code: 'CITY_IS_CLOSED',
      message: 'м',
      timedOut: false,
      noResponse: false,
    });
    expect(expected.title).toBe('Доставка сейчас недоступна');
    expect(scope.getState($tariffsFailure)).toEqual({
      title: 'Не удалось загрузить тарифы',
      text: expected.title,
      retryable: true,
    });
  });

  it('a retry asks nothing while the call is on its way or when nothing failed', async () => {
    let answer: (value: RatesResponse) => void = () => undefined;
    const handler = jest.fn(
      (_query: { key: string }) =>
        new Promise<RatesResponse>((resolve, reject) => {
          if (handler.mock.calls.length === 1) reject(failure(null));
          else answer = resolve;
        }),
    );
    const scope = fork({ handlers: [[fetchTariffsFx, handler]] });
    await allSettled(tariffsRetried, { scope });
    expect(handler).not.toHaveBeenCalled();
    await allSettled(tariffsRequested, { scope, params: query('a') });
    const retried = allSettled(tariffsRetried, { scope });
    const again = allSettled(tariffsRetried, { scope });
    await tick();
    expect(handler).toHaveBeenCalledTimes(2);
    answer(rates([tariff({ id: 1 })]));
    await Promise.all([retried, again]);
    await allSettled(tariffsRetried, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
  });
});

describe('price checks of the route on screen', () => {
  let answerB: (value: RatesResponse) => void = () => undefined;
  const shown = rates([
    tariff({ id: 1, transport: 'MOTORBIKE', price: 900 }),
    tariff({ id: 2, price: 1500 }),
  ]);

  async function shownScope(check: (params: PriceCheck) => Promise<RatesResponse>) {
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          ({ key }: { key: string }) =>
            key === 'a'
              ? Promise.resolve(shown)
              : new Promise<RatesResponse>((resolve) => (answerB = resolve)),
        ],
        [priceCheckFx, check],
        [readNowFx, () => 1_000],
      ],
    });
    await allSettled(tariffsRequested, { scope, params: query('a') });
    await allSettled(tariffSelected, { scope, params: 2 });
    return scope;
  }
  const dearer = async () =>
    rates([tariff({ id: 11, transport: 'MOTORBIKE', price: 950 }), tariff({ id: 12, price: 1800 })]);

  it('an old quote refused by the platform (400) says why; before an order, or without an answer, it does not', async () => {
    let error: Error = failure(400, 'WRONG_ADDRESS_ZONE');
    const scope = await shownScope(async () => {
      throw error;
    });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    expect(scope.getState($tariffsFailure)).toBeNull();
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(scope.getState($tariffsFailure)).toMatchObject({ retryable: false });
    expect(scope.getState($tariffsFailure)?.title).toBe(
      describeFailure({
        url: '/rocket/v0/deliveries/orders/tariffs',
        method: 'POST',
        status: 400,
        code: 'WRONG_ADDRESS_ZONE',
        message: 'м',
        timedOut: false,
        noResponse: false,
      }).title,
    );

    const quiet = await shownScope(async () => {
      throw error;
    });
    error = failure(502);
    await allSettled(priceCheckRequested, { scope: quiet, params: { query: query('a'), reason: 'stale' } });
    expect(quiet.getState($tariffsFailure)).toBeNull();
  });

  it('a check that fails for a route no longer on screen says nothing; max distance on a check is §8’s custom error', async () => {
    const raised = jest.fn();
    const scope = await shownScope(async () => {
      throw failure(400, 'MAX_DISTANCE_EXCEEDED');
    });
    createWatch({ unit: customErrorRaised, scope, fn: raised });
    await allSettled(priceCheckRequested, { scope, params: { query: query('gone'), reason: 'stale' } });
    expect(scope.getState($tariffsFailure)).toBeNull();
    expect(raised).not.toHaveBeenCalled();
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(raised).toHaveBeenCalledWith({
      kind: 'max-distance-order',
      relatedUrl: '/rocket/v0/deliveries/orders/tariffs',
    });
  });

  it('an answer that comes after another route was asked for is ignored', async () => {
    const scope = await shownScope(dearer);
    const asked = allSettled(tariffsRequested, { scope, params: query('b') });
    const checked = allSettled(priceCheckRequested, {
      scope,
      params: { query: query('a'), reason: 'submit' },
    });
    await tick();
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(scope.getState($selectedTariff)?.id).toBe(2);
    answerB(shown);
    await Promise.all([asked, checked]);
  });

  it('a check of the route on screen or of the route asked for next, answered or failed meanwhile, says nothing', async () => {
    for (const checked of ['a', 'b']) {
      for (const answer of [
        dearer,
        async (): Promise<RatesResponse> => Promise.reject(failure(400, 'WRONG_ADDRESS_ZONE')),
      ]) {
        const scope = await shownScope(answer);
        const asked = allSettled(tariffsRequested, { scope, params: query('b') });
        const check = allSettled(priceCheckRequested, {
          scope,
          params: { query: query(checked), reason: 'stale' },
        });
        await tick();
        expect(scope.getState($surgeOffer)).toBeNull();
        expect(scope.getState($tariffsFailure)).toBeNull();
        answerB(shown);
        await Promise.all([asked, check]);
      }
    }
  });

  it('a price that did not rise is no withdrawal; accepting a surge shows the new quotes', async () => {
    const same = await shownScope(async () =>
      rates([tariff({ id: 11, transport: 'MOTORBIKE' }), tariff({ id: 12, price: 1500 })]),
    );
    await allSettled(priceCheckRequested, { scope: same, params: { query: query('a'), reason: 'submit' } });
    expect(same.getState($withdrawnTariff)).toBeNull();

    const scope = await shownScope(dearer);
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    await allSettled(surgeAccepted, { scope });
    expect(scope.getState($rates)?.tariffs.map((item) => [item.id, item.price])).toEqual([
      [11, 950],
      [12, 1800],
    ]);
    expect(scope.getState($ratesKey)).toBe('a');
    expect(scope.getState($withdrawnTariff)).toBeNull();
  });

  it('before an order a price the user waited out is asked about again', async () => {
    const scope = await shownScope(dearer);
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    await allSettled(surgeDeclined, { scope });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'submit' } });
    expect(scope.getState($surgeOffer)).toMatchObject({ reason: 'submit', tariff: { price: 1800 } });
  });

  it('buttons of a surge that is not on screen do nothing', async () => {
    const scope = await shownScope(dearer);
    await allSettled(surgeAccepted, { scope });
    await allSettled(surgeDeclined, { scope });
    expect(scope.getState($selectedTariff)).toMatchObject({ id: 2, price: 1500 });
    await allSettled(priceCheckRequested, { scope, params: { query: query('a'), reason: 'stale' } });
    expect(scope.getState($surgeOffer)?.tariff.price).toBe(1800);
  });
});
