import { allSettled, createWatch, fork as forkScope } from 'effector';

import { $user, orderDraftKey, signOutStarted } from '@cabinet/shared';
import type { RatesResponse } from '@cabinet/shared/contract';
import { testUserProfile } from '@cabinet/shared/testing';

import { $points, pointAdded, pointAddressChanged, savedAddressPicked } from '../../../entities/point';
import {
  $optimisationApplied,
  $rates,
  $selectedTariff,
  fetchTariffsFx,
  priceCheckFx,
  pricesConfirmed,
  readNowFx,
  tariffSelected,
  type PriceCheck,
  type TariffsQuery,
} from '../../../entities/tariff';
import { $tasks, fetchTaskCatalogueFx, taskCatalogueRequested, taskToggled } from '../../../entities/task';
import { TEST_CATALOGUE, loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  $coordinatesKey,
  $details,
  clockTicked,
  draftFlushRequested,
  draftWriteDelayFx,
  $optimisationProfit,
  $ratesFresh,
  $wizardStep,
  REPEAT_ORDER_KEY,
  cardSelected,
  routePriceCheckRequested,
  draftCleared,
  draftRestoreRequested,
  optimisationApplied,
  parseDraft,
  wizardStepChanged,
} from '..';
import { ALMATY_PLACES, placePoints } from '../../../entities/point/testing';
import { tariffOf } from '../../../entities/tariff/testing';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const tariff = tariffOf;

/** The signed-in account of these tests, and where its draft is kept. */
const USER = testUserProfile({ id: 10001 });
const DRAFT_KEY = orderDraftKey(USER);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/**
 * Draft writes wait for no timer here, unless a test gives its own handler for the delay; the task
 * catalogue has loaded unless a test says otherwise.
 */
type Handler = [unknown, unknown];
const fork = (config: { handlers?: Handler[]; values?: Handler[]; catalogue?: boolean } = {}) =>
  forkScope({
    values: [
      [$user, USER],
      ...(config.catalogue === false ? [] : loadedCatalogue()),
      ...(config.values ?? []),
    ] as Array<[typeof $details, never]>,
    handlers: [[draftWriteDelayFx, async (change: number) => change], ...(config.handlers ?? [])] as Array<
      [typeof draftWriteDelayFx, (change: number) => Promise<number>]
    >,
  });

/**
 * A repeated order (a photo task on point 2) taken while the task catalogue is still on its way.
 * Every allSettled waits for the catalogue too, so its answer is the test's to give.
 */
async function takeRepeatBeforeCatalogue() {
  sessionStorage.setItem(
    REPEAT_ORDER_KEY,
    JSON.stringify([
      { address: { street: 'Абая', latitude: 43.24, longitude: 76.91 }, contact_info: {}, tasks: [] },
      {
        address: { street: 'Достык', latitude: 43.23, longitude: 76.95 },
        contact_info: {},
        tasks: [{ id: 2, comment: 'у двери' }],
      },
    ]),
  );
  let answer: (catalogue: typeof TEST_CATALOGUE) => void = () => undefined;
  const scope = fork({
    catalogue: false,
    handlers: [
      [
        fetchTariffsFx,
        async () => ({ tariffs: [tariff({ id: 5 })], distance: 3, waypoints: [], optimized: null }),
      ],
      [fetchTaskCatalogueFx, () => new Promise((resolve) => (answer = resolve))],
    ],
  });
  const catalogue = allSettled(taskCatalogueRequested, { scope });
  const restore = allSettled(draftRestoreRequested, { scope });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { scope, answer: (list: typeof TEST_CATALOGUE) => answer(list), catalogue, restore };
}

describe('draft: tariffs and optimisation', () => {
  it('asks for tariffs once every point has coordinates, with optimize_trip for multi-point', async () => {
    const handler = jest.fn(async (): Promise<RatesResponse> => ({
      tariffs: [tariff({ id: 7, price: 2000 })],
      distance: 6,
      waypoints: [],
      optimized: { tariffs: [tariff({ id: 8, price: 1700 })], distance: 5, waypoints: [], order: [0, 2, 1] },
    }));
    const checks: PriceCheck[] = [];
    const check = async (params: PriceCheck): Promise<RatesResponse> => {
      checks.push(params);
      return { tariffs: [tariff({ id: 9, price: 1700 })], distance: 5, waypoints: [], optimized: null };
    };
    const scope = fork({
      handlers: [
        [fetchTariffsFx, handler],
        [priceCheckFx, check],
      ],
    });
    await placePoints(scope, 3);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]).toEqual([
      expect.objectContaining({
        optimize: true,
        points: ALMATY_PLACES.map(({ latitude, longitude }) => ({ latitude, longitude })),
      }),
    ]);
    expect(scope.getState($ratesFresh)).toBe(true);
    expect(scope.getState($optimisationProfit)).toBe(300);

    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(optimisationApplied, { scope });
    expect(scope.getState($points).map((point) => point.address.street)).toEqual([
      'Абая',
      'Сатпаева',
      'Достык',
    ]);
    expect(scope.getState($tasks)[2]).toHaveLength(1);
    expect(scope.getState($optimisationApplied)).toBe(true);
    expect(scope.getState($selectedTariff)?.id).toBe(8);
    expect(scope.getState($ratesFresh)).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);

    // The applied route's prices are checked as they are (no new optimisation), and it stays applied.
    const confirmed = jest.fn();
    createWatch({ unit: pricesConfirmed, scope, fn: confirmed });
    await allSettled(routePriceCheckRequested, { scope, params: 'submit' });
    expect(checks).toEqual([
      expect.objectContaining({ reason: 'submit', query: expect.objectContaining({ optimize: false }) }),
    ]);
    expect(confirmed).toHaveBeenCalledWith({ reason: 'submit', tariff: expect.objectContaining({ id: 9 }) });
    expect(scope.getState($optimisationApplied)).toBe(true);
  });
});

describe('draft: the chosen tariff across route edits', () => {
  let quote = 0;
  /** Every answer has new quote ids: foot first (§4 order), then moto, then car. */
  const answer = async (): Promise<RatesResponse> => {
    quote += 10;
    return {
      tariffs: [
        tariff({ id: quote + 1, transport: 'FOOT', price: 900 }),
        tariff({ id: quote + 2, transport: 'MOTORBIKE', price: 1100 }),
        tariff({ id: quote + 3, transport: 'CAR', price: 1500 }),
      ],
      distance: 4,
      waypoints: [],
      optimized: null,
    };
  };
  const typed = (text: string) => ({ street: text, building: '', latitude: null, longitude: null });

  it('keeps Moto when point 2 is retyped and a suggestion picked, and when a point is added', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, answer]] });
    await placePoints(scope, 2);
    expect(scope.getState($selectedTariff)?.transport).toBe('FOOT');
    const moto = scope.getState($rates)?.tariffs.find((candidate) => candidate.transport === 'MOTORBIKE');
    await allSettled(tariffSelected, { scope, params: moto?.id ?? 0 });

    // The first keystroke makes the address inexact (no coordinates, no rates); a pick places it again.
    await allSettled(pointAddressChanged, { scope, params: { index: 1, address: typed('Сат') } });
    expect(scope.getState($selectedTariff)).toBeNull();
    await allSettled(pointAddressChanged, { scope, params: { index: 1, address: ALMATY_PLACES[2] ?? {} } });
    expect(scope.getState($ratesFresh)).toBe(true);
    expect(scope.getState($selectedTariff)).toMatchObject({ transport: 'MOTORBIKE', id: quote + 2 });

    await allSettled(pointAdded, { scope });
    await allSettled(pointAddressChanged, { scope, params: { index: 2, address: ALMATY_PLACES[1] ?? {} } });
    expect(scope.getState($selectedTariff)?.transport).toBe('MOTORBIKE');

    // Starting over forgets the choice: the first tariff again.
    await allSettled(draftCleared, { scope });
    await placePoints(scope, 2);
    expect(scope.getState($selectedTariff)?.transport).toBe('FOOT');
  });
});

describe('draft persistence', () => {
  const rates = { tariffs: [tariff({ id: 5 })], distance: 3, waypoints: [], optimized: null };

  it('saves points, rates, tasks, mobile and mobile_details under one versioned key and restores them', async () => {
    const first = fork({ handlers: [[fetchTariffsFx, async () => rates]] });
    await allSettled(draftRestoreRequested, { scope: first });
    await placePoints(first, 2);
    await allSettled(taskToggled, { scope: first, params: { pointIndex: 1, code: 'fitting' } });
    await allSettled(cardSelected, { scope: first, params: 'card_alma_visa_4242' });
    await allSettled(wizardStepChanged, { scope: first, params: 'details' });
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual([
      'mobile',
      'mobile_details',
      'points',
      'rates',
      'tasks',
      'version',
    ]);

    const second = fork({ handlers: [[fetchTariffsFx, async () => rates]] });
    await allSettled(draftRestoreRequested, { scope: second });
    expect(second.getState($points)[1]?.address.street).toBe('Достык');
    expect(second.getState($tasks)[1]).toHaveLength(1);
    expect(second.getState($details).selectedCardToken).toBe('card_alma_visa_4242');
    expect(second.getState($wizardStep)).toBe('details');
    expect(second.getState($rates)?.tariffs[0]?.id).toBe(5);
  });

  it("keeps each account's draft to itself: another user or company of the browser starts clean", async () => {
    const rates = { tariffs: [tariff({ id: 5 })], distance: 3, waypoints: [], optimized: null };
    const author = fork({ handlers: [[fetchTariffsFx, async () => rates]] });
    await allSettled(draftRestoreRequested, { scope: author });
    await placePoints(author, 2);
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Достык');
    expect(DRAFT_KEY).toBe('cabinet.order-draft.v1:10001:1');

    const otherCompany = { ...USER, companyData: USER.companyData && { ...USER.companyData, id: 2 } };
    for (const someoneElse of [testUserProfile({ id: 10002 }), otherCompany]) {
      const scope = fork({ values: [[$user, someoneElse]] });
      await allSettled(draftRestoreRequested, { scope });
      expect(scope.getState($points)[1]?.address.street).toBe('');
    }
    // Nobody signed in: nothing is read or written.
    const anonymous = fork({ values: [[$user, null]] });
    await allSettled(draftRestoreRequested, { scope: anonymous });
    expect(anonymous.getState($points)[1]?.address.street).toBe('');
    expect(Object.keys(localStorage)).toEqual([DRAFT_KEY]);
  });

  it('writes nothing once logout has begun: a flush as the page hides cannot bring the draft back', async () => {
    const timers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          draftWriteDelayFx,
          (change: number) => new Promise<number>((resolve) => timers.push(() => resolve(change))),
        ],
      ],
    });
    await allSettled(draftRestoreRequested, { scope });
    const typing = allSettled(pointAddressChanged, {
      scope,
      params: { index: 0, address: { entrance: '7' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The change waits for its write; logout begins, then the page hides (a flush).
    const signingOut = allSettled(signOutStarted, { scope });
    const hiding = allSettled(draftFlushRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers.forEach((release) => release());
    await Promise.all([typing, signingOut, hiding]);
    // Not under this account's key, and not under any other.
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it.each([
    ['broken JSON', '{"version":1,'],
    ['an older version', JSON.stringify({ version: 0, points: [] })],
    ['a changed shape', JSON.stringify({ version: 1, points: [{ id: 0 }, { id: 1 }] })],
    ['not an object', '42'],
  ])('drops %s safely and starts clean', async (_, raw) => {
    localStorage.setItem(DRAFT_KEY, raw);
    expect(parseDraft(raw)).toBeNull();
    const scope = fork();
    await allSettled(draftRestoreRequested, { scope });
    expect(scope.getState($points)).toHaveLength(2);
    expect(scope.getState($points)[0]?.address.street).toBe('');
    expect(localStorage.getItem(DRAFT_KEY)).not.toBe(raw);
  });

  it('loads a repeated order once and removes it', async () => {
    sessionStorage.setItem(
      REPEAT_ORDER_KEY,
      JSON.stringify([
        {
          address: { street: 'Абая', building: '10', latitude: 43.24, longitude: 76.91 },
          contact_info: { phone_number: '+77011234567', contact_name: 'Айгерим' },
          tasks: [],
        },
        {
          address: { street: 'Достык', latitude: 43.23, longitude: 76.95 },
          contact_info: { phone_number: '+77017654321', contact_name: '' },
          tasks: [{ id: 4 }],
          delivery_payment_items: [{ title: 'Платье', price: 5000 }],
        },
      ]),
    );
    const scope = fork({ handlers: [[fetchTariffsFx, async () => rates]] });
    await allSettled(draftRestoreRequested, { scope });
    expect(sessionStorage.getItem(REPEAT_ORDER_KEY)).toBeNull();
    expect(scope.getState($points).map((point) => point.address.street)).toEqual(['Абая', 'Достык']);
    expect(scope.getState($tasks)[1]?.[0]?.extra_fields.price_type).toBe('ON_DELIVERY_PAYMENT');
    expect(scope.getState($ratesFresh)).toBe(true);
  });

  it('looks up a repeated order’s tasks once the catalogue arrives after it was taken', async () => {
    const { scope, answer, catalogue, restore } = await takeRepeatBeforeCatalogue();
    expect(scope.getState($points).map((point) => point.address.street)).toEqual(['Абая', 'Достык']);
    expect(scope.getState($tasks)).toEqual([[], []]);
    answer(TEST_CATALOGUE);
    await Promise.all([catalogue, restore]);
    expect(scope.getState($tasks)[1]).toMatchObject([{ id: 2, extra_fields: { price: 300 } }]);
  });

  it('a point added before the catalogue arrives: the repeated tasks no longer fit and are not put back', async () => {
    const { scope, answer, catalogue, restore } = await takeRepeatBeforeCatalogue();
    // allSettled waits for the catalogue too: the point is added while it is on its way.
    const adding = allSettled(pointAdded, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($points)).toHaveLength(3);
    answer(TEST_CATALOGUE);
    await Promise.all([catalogue, restore, adding]);
    expect(scope.getState($tasks)).toEqual([[], [], []]);
  });

  it('a catalogue that arrives with no repeated order waiting changes no task', async () => {
    const error = jest.spyOn(console, 'error');
    let answer: (catalogue: typeof TEST_CATALOGUE) => void = () => undefined;
    const scope = fork({
      catalogue: false,
      handlers: [[fetchTaskCatalogueFx, () => new Promise((resolve) => (answer = resolve))]],
    });
    const catalogue = allSettled(taskCatalogueRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(TEST_CATALOGUE);
    await catalogue;
    expect(scope.getState($tasks)).toEqual([[], []]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('clears everything', async () => {
    const scope = fork({ handlers: [[fetchTariffsFx, async () => rates]] });
    await allSettled(draftRestoreRequested, { scope });
    await placePoints(scope, 3);
    await allSettled(cardSelected, { scope, params: 'x' });
    await allSettled(draftCleared, { scope });
    expect(scope.getState($points)).toHaveLength(2);
    expect(scope.getState($rates)).toBeNull();
    expect(scope.getState($details).paymentType).toBe(2);
  });
});

describe('draft: saved addresses and old quotes', () => {
  it('asks for tariffs again with the saved address id when one is picked at the same place', async () => {
    const queries: TariffsQuery[] = [];
    const scope = fork({
      handlers: [
        [
          fetchTariffsFx,
          async (query: TariffsQuery) => {
            queries.push(query);
            return { tariffs: [tariff({})], distance: 3, waypoints: [], optimized: null };
          },
        ],
      ],
    });
    await placePoints(scope, 2);
    expect(queries).toHaveLength(1);
    expect(queries[0]?.addressId).toBeNull();
    await allSettled(savedAddressPicked, {
      scope,
      params: { index: 0, address: { street: 'Абая', latitude: 43.24, longitude: 76.91 }, addressId: 9 },
    });
    expect(queries).toHaveLength(2);
    expect(queries[1]).toMatchObject({ addressId: 9, key: expect.stringMatching(/#9$/) });
    // Typing another street makes the point another place: the saved address no longer applies.
    await allSettled(pointAddressChanged, { scope, params: { index: 0, address: { entrance: '2' } } });
    expect(scope.getState($points)[0]?.address_id).toBe(9);
    await allSettled(pointAddressChanged, {
      scope,
      params: { index: 0, address: { street: 'Аб', latitude: null, longitude: null } },
    });
    expect(scope.getState($points)[0]).not.toHaveProperty('address_id');
    expect(scope.getState($coordinatesKey)).toBeNull();
  });

  it('checks a quote older than a minute again on the clock tick, and only then', async () => {
    const checks: PriceCheck[] = [];
    const rates = { tariffs: [tariff({ id: 5 })], distance: 3, waypoints: [], optimized: null };
    const scope = fork({
      handlers: [
        [fetchTariffsFx, async () => rates],
        [readNowFx, () => Date.parse('2026-11-22T05:00:00Z')],
        [
          priceCheckFx,
          async (check: PriceCheck) => {
            checks.push(check);
            return rates;
          },
        ],
      ],
    });
    await placePoints(scope, 2);
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T05:00:30Z') });
    expect(checks).toHaveLength(0);
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T05:01:00Z') });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ reason: 'stale', query: { optimize: false } });
  });
});

describe('draft writes', () => {
  it('writes once typing pauses, not per keystroke, and at once when the page is hidden', async () => {
    const timers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          draftWriteDelayFx,
          (change: number) => new Promise<number>((resolve) => timers.push(() => resolve(change))),
        ],
      ],
    });
    await allSettled(draftRestoreRequested, { scope });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const typed = ['А', 'Аб', 'Аба', 'Абая'];
    const typing = typed.map((street) =>
      allSettled(pointAddressChanged, { scope, params: { index: 0, address: { street } } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setItem).not.toHaveBeenCalled();
    // The first keystroke's timer ends while typing goes on: it writes nothing.
    timers[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(setItem).not.toHaveBeenCalled();
    // Only the timer of the last change writes.
    timers.forEach((release) => release());
    await Promise.all(typing);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').points[0].address.street).toBe('Абая');

    const pending = allSettled(pointAddressChanged, { scope, params: { index: 0, address: { floor: '4' } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The flush settles only with the scope, whose write timer is still running: it is awaited last.
    const flushed = allSettled(draftFlushRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').points[0].address.floor).toBe('4');
    timers.forEach((release) => release());
    await Promise.all([pending, flushed]);
    expect(setItem).toHaveBeenCalledTimes(2);
    setItem.mockRestore();
  });

  it('a clear cancels the write waiting for its delay and leaves no draft behind', async () => {
    const timers: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          draftWriteDelayFx,
          (change: number) => new Promise<number>((resolve) => timers.push(() => resolve(change))),
        ],
      ],
    });
    await allSettled(draftRestoreRequested, { scope });
    localStorage.setItem(DRAFT_KEY, '{"version":1,"stored":"before"}');
    const typing = allSettled(pointAddressChanged, {
      scope,
      params: { index: 0, address: { street: 'Абая' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cleared = allSettled(draftCleared, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    // Every waiting timer runs out, and the page is hidden: still nothing stored.
    timers.forEach((release) => release());
    await Promise.all([typing, cleared]);
    await allSettled(draftFlushRequested, { scope });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(scope.getState($points)[0]?.address.street).toBe('');
  });
});
