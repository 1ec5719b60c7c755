import { allSettled, fork as forkScope, type Scope } from 'effector';

import { $user, orderDraftKey } from '@cabinet/shared';
import type { RatesResponse } from '@cabinet/shared/contract';
import { testUserProfile } from '@cabinet/shared/testing';

import { $points, pointAdded, pointAddressChanged } from '../../../entities/point';
import { ALMATY_PLACES, placePoints } from '../../../entities/point/testing';
import {
  $rates,
  $surgeOffer,
  fetchTariffsFx,
  priceCheckFx,
  readNowFx,
  tariffSelected,
  type PriceCheck,
} from '../../../entities/tariff';
import { tariffOf } from '../../../entities/tariff/testing';
import { loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  $canOptimise,
  $isUrgent,
  $optimisedDistance,
  $orderComment,
  $optimisedPrice,
  $ratesFresh,
  $wizardStep,
  REPEAT_ORDER_KEY,
  clockTicked,
  draftCleared,
  draftFlushRequested,
  draftRestoreRequested,
  draftWriteDelayFx,
  optimisationApplied,
  orderCommentChanged,
  readDraftFx,
  routePriceCheckRequested,
  takeRepeatOrderFx,
  urgentToggled,
  wizardStepChanged,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const USER = testUserProfile({ id: 10002 });
const DRAFT_KEY = orderDraftKey(USER);

const plain: RatesResponse = {
  tariffs: [tariffOf({ id: 5, price: 1500 })],
  distance: 3,
  waypoints: [],
  optimized: null,
};
const optimisable = (order: number[]): RatesResponse => ({
  tariffs: [tariffOf({ id: 7, price: 2000 })],
  distance: 6,
  waypoints: [],
  optimized: { tariffs: [tariffOf({ id: 8, price: 1700 })], distance: 4.5, waypoints: [], order },
});

type Handler = [unknown, unknown];
function fork(config: { handlers?: Handler[]; values?: Handler[]; signedIn?: boolean } = {}): Scope {
  return forkScope({
    values: [
      ...(config.signedIn === false ? [] : [[$user, USER]]),
      ...loadedCatalogue(),
      ...(config.values ?? []),
    ] as Array<[typeof $wizardStep, never]>,
    handlers: [[draftWriteDelayFx, async (change: number) => change], ...(config.handlers ?? [])] as Array<
      [typeof draftWriteDelayFx, (change: number) => Promise<number>]
    >,
  });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('the route and its rates', () => {
  it('rates are fresh only for the points they were asked for; no points with coordinates, no rates', async () => {
    const fetched = jest.fn(async () => plain);
    const scope = fork({ handlers: [[fetchTariffsFx, fetched]] });
    expect(scope.getState($ratesFresh)).toBe(false);
    await allSettled(draftRestoreRequested, { scope });
    expect(fetched).not.toHaveBeenCalled();
    await placePoints(scope, 2);
    expect(scope.getState($ratesFresh)).toBe(true);
    // Opening the page again asks nothing for a route whose rates are shown.
    await allSettled(draftRestoreRequested, { scope });
    expect(fetched).toHaveBeenCalledTimes(1);
    await allSettled(pointAdded, { scope });
    expect(scope.getState($ratesFresh)).toBe(false);
  });

  it('a route asked for and not answered yet is not asked again', async () => {
    let answer: (rates: RatesResponse) => void = () => undefined;
    const fetched = jest.fn(() => new Promise<RatesResponse>((resolve) => (answer = resolve)));
    const scope = fork({ handlers: [[fetchTariffsFx, fetched]] });
    const placing = placePoints(scope, 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const reopened = allSettled(draftRestoreRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toHaveBeenCalledTimes(1);
    answer(plain);
    await Promise.all([placing, reopened]);
  });

  it('a route changed and changed back before the answer ends with the rates of the route on screen', async () => {
    const answers: Array<(rates: RatesResponse) => void> = [];
    let calls = 0;
    const fetched = jest.fn((): Promise<RatesResponse> => {
      calls += 1;
      return calls === 1 ? Promise.resolve(plain) : new Promise((resolve) => answers.push(resolve));
    });
    const scope = fork({ handlers: [[fetchTariffsFx, fetched]] });
    await placePoints(scope, 2);
    expect(scope.getState($ratesFresh)).toBe(true);
    // To Сатпаева and back to Достык while Сатпаева's rates are on their way.
    const away = allSettled(pointAddressChanged, {
      scope,
      params: { index: 1, address: ALMATY_PLACES[2] ?? {} },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const back = allSettled(pointAddressChanged, {
      scope,
      params: { index: 1, address: ALMATY_PLACES[1] ?? {} },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Сатпаева's answer comes first, then the one asked again for Достык.
    answers[0]?.({ ...plain, distance: 9 });
    answers[1]?.(plain);
    await Promise.all([away, back]);
    expect(scope.getState($ratesFresh)).toBe(true);
    expect(scope.getState($rates)?.distance).toBe(3);
  });

  it('the optimised variant: its price, its length, whether it changes the order, applied only for these points', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, async () => optimisable([0, 2, 1])]] });
    expect(scope.getState($optimisedPrice)).toBeNull();
    expect(scope.getState($optimisedDistance)).toBeNull();
    expect(scope.getState($canOptimise)).toBe(false);
    await placePoints(scope, 3);
    expect(scope.getState($optimisedPrice)).toBe(1700);
    expect(scope.getState($optimisedDistance)).toBe(4.5);
    expect(scope.getState($canOptimise)).toBe(true);

    const same = fork({ handlers: [[fetchTariffsFx, async () => optimisable([0, 1, 2])]] });
    await placePoints(same, 3);
    expect(same.getState($canOptimise)).toBe(false);
    const partly = fork({ handlers: [[fetchTariffsFx, async () => optimisable([1, 0, 2])]] });
    await placePoints(partly, 3);
    expect(partly.getState($canOptimise)).toBe(true);

    // A variant for another number of points is not applied to these.
    const other = fork({ handlers: [[fetchTariffsFx, async () => optimisable([0, 2, 1, 3])]] });
    await placePoints(other, 3);
    const streets = other.getState($points).map((point) => point.address.street);
    await allSettled(optimisationApplied, { scope: other });
    expect(other.getState($points).map((point) => point.address.street)).toEqual(streets);
    // And nothing to apply without rates.
    const empty = fork();
    await allSettled(optimisationApplied, { scope: empty });
    expect(empty.getState($rates)).toBeNull();
  });

  it('applying with no optimised variant on screen changes nothing', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, async () => plain]] });
    await placePoints(scope, 3);
    const points = scope.getState($points);
    await allSettled(optimisationApplied, { scope });
    expect(scope.getState($points)).toBe(points);
    expect(scope.getState($ratesFresh)).toBe(true);
    expect(scope.getState($rates)).toEqual(plain);
  });

  it('a multi-point route not yet optimised is checked with the optimisation asked for; no route, no check', async () => {
    const checks: PriceCheck[] = [];
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => optimisable([0, 2, 1])],
        [
          priceCheckFx,
          async (check: PriceCheck) => {
            checks.push(check);
            return optimisable([0, 2, 1]);
          },
        ],
      ],
    });
    await allSettled(routePriceCheckRequested, { scope, params: 'submit' });
    expect(checks).toEqual([]);
    await placePoints(scope, 3);
    await allSettled(routePriceCheckRequested, { scope, params: 'submit' });
    expect(checks).toEqual([expect.objectContaining({ query: expect.objectContaining({ optimize: true }) })]);
  });
});

describe('§8 an old quote is checked again on the clock tick', () => {
  const NOW = Date.parse('2026-11-22T05:00:00Z');
  const minuteLater = new Date(NOW + 60_000);

  it('not for rates of other points, not while a surge is on screen, not while a check is on its way', async () => {
    let checks = 0;
    let answer: (rates: RatesResponse) => void = () => undefined;
    const dearer: RatesResponse = { ...plain, tariffs: [tariffOf({ id: 6, price: 1900 })] };
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => plain],
        [readNowFx, () => NOW],
        [
          priceCheckFx,
          () => {
            checks += 1;
            return checks === 1
              ? Promise.resolve(dearer)
              : new Promise<RatesResponse>((resolve) => (answer = resolve));
          },
        ],
      ],
    });
    await placePoints(scope, 2);
    await allSettled(tariffSelected, { scope, params: 5 });
    await allSettled(clockTicked, { scope, params: minuteLater });
    expect(checks).toBe(1);
    expect(scope.getState($surgeOffer)).not.toBeNull();
    await allSettled(clockTicked, { scope, params: minuteLater });
    expect(checks).toBe(1);

    const pending = fork({
      handlers: [
        [fetchTariffsFx, async () => plain],
        [readNowFx, () => NOW],
        [
          priceCheckFx,
          () => {
            checks += 1;
            return new Promise<RatesResponse>((resolve) => (answer = resolve));
          },
        ],
      ],
    });
    checks = 0;
    await placePoints(pending, 2);
    const first = allSettled(clockTicked, { scope: pending, params: minuteLater });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = allSettled(clockTicked, { scope: pending, params: minuteLater });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(checks).toBe(1);
    answer(plain);
    await Promise.all([first, second]);

    const moved = fork({
      handlers: [
        [fetchTariffsFx, async () => plain],
        [readNowFx, () => NOW],
      ],
    });
    checks = 0;
    await placePoints(moved, 2);
    await allSettled(pointAdded, { scope: moved });
    await allSettled(clockTicked, { scope: moved, params: minuteLater });
    expect(checks).toBe(0);
  });

  it('never before any quote', async () => {
    let checks = 0;
    const scope = fork({
      handlers: [
        [
          priceCheckFx,
          async () => {
            checks += 1;
            return plain;
          },
        ],
      ],
    });
    await allSettled(clockTicked, { scope, params: minuteLater });
    expect(checks).toBe(0);
  });
});

describe('§4 persistence', () => {
  it('reads nothing before the profile is known, and writes nothing then', async () => {
    localStorage.setItem('cabinet.order-draft.v1', '{}');
    const scope = fork({ signedIn: false, handlers: [[fetchTariffsFx, async () => plain]] });
    await expect(readDraftFx(null)).resolves.toBeNull();
    await allSettled(draftRestoreRequested, { scope });
    await placePoints(scope, 2);
    await allSettled(draftFlushRequested, { scope });
    await allSettled(draftCleared, { scope });
    expect(Object.keys(localStorage)).toEqual(['cabinet.order-draft.v1']);
  });

  it('a broken stored draft is removed; a missing one is left missing', async () => {
    const remove = jest.spyOn(Storage.prototype, 'removeItem');
    await expect(readDraftFx(DRAFT_KEY)).resolves.toBeNull();
    expect(remove).not.toHaveBeenCalled();
    localStorage.setItem(DRAFT_KEY, '{"version":1');
    await expect(readDraftFx(DRAFT_KEY)).resolves.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('restores rates, urgency, step and comment, and a clear starts over at the first step', async () => {
    const first = fork({ handlers: [[fetchTariffsFx, async () => plain]] });
    await allSettled(draftRestoreRequested, { scope: first });
    await placePoints(first, 2);
    await allSettled(urgentToggled, { scope: first, params: true });
    await allSettled(wizardStepChanged, { scope: first, params: 'to' });

    await allSettled(orderCommentChanged, { scope: first, params: 'Позвонить за 10 минут' });
    await allSettled(draftFlushRequested, { scope: first });
    // Read, a draft stays stored for the next visit.
    const kept = localStorage.getItem(DRAFT_KEY);
    await expect(readDraftFx(DRAFT_KEY)).resolves.not.toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBe(kept);

    // The restored rates are on screen before the new ones for the same route come in.
    let answer: (rates: RatesResponse) => void = () => undefined;
    const asked = new Promise<RatesResponse>((resolve) => (answer = resolve));
    const second = fork({ handlers: [[fetchTariffsFx, () => asked]] });
    expect(second.getState($wizardStep)).toBe('init');
    const restoring = allSettled(draftRestoreRequested, { scope: second });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(second.getState($rates)).toEqual(plain);
    answer({ ...plain, distance: 4 });
    await restoring;
    expect(second.getState($isUrgent)).toBe(true);
    expect(second.getState($wizardStep)).toBe('to');
    expect(second.getState($orderComment)).toBe('Позвонить за 10 минут');

    // A draft stored before the order comment existed restores an empty one.
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as {
      mobile_details: { comment?: string };
    };
    delete stored.mobile_details.comment;
    localStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
    const third = fork({ handlers: [[fetchTariffsFx, async () => plain]] });
    await allSettled(draftRestoreRequested, { scope: third });
    expect(third.getState($orderComment)).toBe('');

    await allSettled(draftCleared, { scope: second });
    expect(second.getState($wizardStep)).toBe('init');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('writes nothing before the stored draft has been read, so defaults never overwrite it', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, async () => plain]] });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await placePoints(scope, 2);
    await allSettled(draftFlushRequested, { scope });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('a flush with nothing waiting writes nothing', async () => {
    const scope = fork();
    await allSettled(draftRestoreRequested, { scope });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    await allSettled(draftFlushRequested, { scope });
    expect(setItem).not.toHaveBeenCalled();
  });

  it('waits 300 ms after the last change before it writes', async () => {
    jest.useFakeTimers();
    try {
      const written = draftWriteDelayFx(4);
      let settled: number | null = null;
      void written.then((change) => (settled = change));
      await jest.advanceTimersByTimeAsync(299);
      expect(settled).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toBe(4);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a repeated order', () => {
  it('none stored: nothing is replaced', async () => {
    await expect(takeRepeatOrderFx([])).resolves.toBeNull();
    sessionStorage.setItem(REPEAT_ORDER_KEY, 'not json');
    await expect(takeRepeatOrderFx([])).resolves.toBeNull();
    expect(sessionStorage.getItem(REPEAT_ORDER_KEY)).toBeNull();
  });
});
