import { allSettled, fork } from 'effector';

import { $lang, applyLangFx, langChanged, type OrderDetailsState } from '@cabinet/shared';
import type { Card } from '@cabinet/shared/contract';
import { platformRequest } from '@cabinet/shared/http';

import { pointAdded, pointRemoved } from '../../../entities/point';
import { taskToggled } from '../../../entities/task';
import { loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  $cards,
  $cardsFailed,
  $cardsLoading,
  $details,
  $isUrgent,
  $isWorkingTime,
  $nonWorkingTimeNotice,
  $now,
  $orderComment,
  $plannedTimeProblem,
  $urgentProblem,
  cardSelected,
  cardsRequested,
  clockTicked,
  detailsReset,
  detailsRestored,
  fetchCardsFx,
  orderCommentChanged,
  payByCardChosen,
  paymentTypeSelected,
  plannedTimeCleared,
  plannedTimeSelected,
  timeTypeSelected,
  urgentToggled,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('each test answers'))),
}));

const card = (token: string, isDefault = false): Card => ({
  token,
  pan_masked: '4242',
  brand: 'VISA',
  expiry: '12/30',
  is_default: isDefault,
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
  jest.restoreAllMocks();
});

describe('§3 order details: time', () => {
  it('choosing planned keeps a planned time; choosing immediate (1) clears it', async () => {
    const scope = fork();
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:30' } });
    await allSettled(timeTypeSelected, { scope, params: 2 });
    expect(scope.getState($details)).toMatchObject({
      deliveryTimeType: 2,
      datetime: '2026-11-23T10:30:00+05:00',
      datetimeToDisplay: '23 ноября, 10:30',
    });
    await allSettled(timeTypeSelected, { scope, params: 1 });
    expect(scope.getState($details)).toMatchObject({
      deliveryTimeType: 1,
      datetime: null,
      datetimeToDisplay: null,
    });
  });

  it('a planned day with no free time is planned without a date and time', async () => {
    const scope = fork();
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:30' } });
    await allSettled(paymentTypeSelected, { scope, params: 5 });
    await allSettled(plannedTimeCleared, { scope });
    expect(scope.getState($details)).toEqual({
      deliveryTimeType: 2,
      datetime: null,
      datetimeToDisplay: null,
      paymentType: 5,
      selectedCardToken: null,
    });
  });

  it('a restored draft’s planned time is shown in the current language; one without a time is kept as it is', async () => {
    const scope = fork({ values: [[$lang, 'ru']], handlers: [[applyLangFx, () => undefined]] });
    const planned: OrderDetailsState = {
      deliveryTimeType: 2,
      datetime: '2026-11-23T10:30:00+05:00',
      datetimeToDisplay: '23 қараша, 10:30',
      paymentType: 2,
      selectedCardToken: null,
    };
    await allSettled(detailsRestored, { scope, params: planned });
    expect(scope.getState($details)).toEqual({ ...planned, datetimeToDisplay: '23 ноября, 10:30' });

    const unreadable = { ...planned, datetime: 'soon', datetimeToDisplay: 'скоро' };
    await allSettled(detailsRestored, { scope, params: unreadable });
    expect(scope.getState($details)).toEqual(unreadable);

    const immediate = { ...planned, deliveryTimeType: 1, datetime: null, datetimeToDisplay: null };
    await allSettled(detailsRestored, { scope, params: immediate });
    await allSettled(langChanged, { scope, params: 'kk' });
    expect(scope.getState($details)).toEqual(immediate);
  });

  it('judges a planned time only once the clock is read, and never an immediate order', async () => {
    const scope = fork();
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-22', time: '10:15' } });
    expect(scope.getState($now)).toBeNull();
    expect(scope.getState($plannedTimeProblem)).toBeNull();
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T05:10:00Z') });
    expect(scope.getState($now)).toBe(Date.parse('2026-11-22T05:10:00Z'));
    expect(scope.getState($plannedTimeProblem)).toBe('plannedTooSoon');
    await allSettled(plannedTimeCleared, { scope });
    expect(scope.getState($plannedTimeProblem)).toBeNull();
    // An immediate order is never judged by a time it carries (a draft written by an older build).
    await allSettled(detailsRestored, {
      scope,
      params: {
        deliveryTimeType: 1,
        datetime: '2026-11-22T10:15:00+05:00',
        datetimeToDisplay: '22 ноября, 10:15',
        paymentType: 2,
        selectedCardToken: null,
      },
    });
    expect(scope.getState($plannedTimeProblem)).toBeNull();
  });

  it('is working time until the clock says otherwise: the notice is for immediate orders outside 09:00–21:00', async () => {
    const scope = fork();
    expect(scope.getState($isWorkingTime)).toBe(true);
    expect(scope.getState($nonWorkingTimeNotice)).toBe(false);
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T03:59:00Z') }); // 08:59
    expect(scope.getState($nonWorkingTimeNotice)).toBe(true);
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T04:00:00Z') }); // 09:00
    expect(scope.getState($isWorkingTime)).toBe(true);
    expect(scope.getState($nonWorkingTimeNotice)).toBe(false);
  });
});

describe('§5 urgent delivery', () => {
  it('is off until switched on, and a reset switches it off', async () => {
    const scope = fork({ values: [...loadedCatalogue()] });
    expect(scope.getState($isUrgent)).toBe(false);
    await allSettled(pointAdded, { scope });
    expect(scope.getState($urgentProblem)).toBeNull();
    await allSettled(urgentToggled, { scope, params: true });
    expect(scope.getState($urgentProblem)).toBe('urgent-two-points');
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    // Tasks are named first: they are the first thing to remove.
    expect(scope.getState($urgentProblem)).toBe('urgent-with-tasks');
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(pointRemoved, { scope, params: 2 });
    expect(scope.getState($urgentProblem)).toBeNull();
    await allSettled(urgentToggled, { scope, params: false });
    expect(scope.getState($isUrgent)).toBe(false);
    await allSettled(urgentToggled, { scope, params: true });
    await allSettled(detailsReset, { scope });
    expect(scope.getState($isUrgent)).toBe(false);
  });
});

describe('§3 the order comment', () => {
  it('is empty, holds what was typed, and a reset empties it', async () => {
    const scope = fork();
    expect(scope.getState($orderComment)).toBe('');
    await allSettled(orderCommentChanged, { scope, params: 'Позвонить за 10 минут' });
    expect(scope.getState($orderComment)).toBe('Позвонить за 10 минут');
    await allSettled(detailsReset, { scope });
    expect(scope.getState($orderComment)).toBe('');
  });
});

describe('saved cards (§7 GET payments/ioka/get-cards)', () => {
  it('are asked for at their url', async () => {
    const request = platformRequest as jest.Mock;
    request.mockResolvedValueOnce({ results: [card('a')] });
    await expect(fetchCardsFx()).resolves.toEqual({ results: [card('a')] });
    expect(request).toHaveBeenCalledWith({ method: 'get', url: '/rocket/v0/payments/ioka/get-cards' });
  });

  it('load, fail and load again', async () => {
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchCardsFx,
          async () => {
            if (fail) throw new Error('502');
            return { results: [card('a'), card('b', true)] };
          },
        ],
      ],
    });
    expect(scope.getState($cardsLoading)).toBe(false);
    expect(scope.getState($cards)).toEqual([]);
    expect(scope.getState($cardsFailed)).toBe(false);
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cards).map((saved) => saved.token)).toEqual(['a', 'b']);
    expect(scope.getState($cardsFailed)).toBe(false);
    fail = true;
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cardsFailed)).toBe(true);
    fail = false;
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($cardsFailed)).toBe(false);
  });

  it('pay by card takes the first card when none is the default', async () => {
    const scope = fork({ handlers: [[fetchCardsFx, async () => ({ results: [card('a'), card('b')] })]] });
    await allSettled(cardsRequested, { scope });
    await allSettled(payByCardChosen, { scope });
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 'a' });
  });

  it('a card chosen by hand while the cards load is kept when they arrive', async () => {
    let answer: (cards: { results: Card[] }) => void = () => undefined;
    const scope = fork({
      handlers: [[fetchCardsFx, () => new Promise<{ results: Card[] }>((resolve) => (answer = resolve))]],
    });
    const loading = allSettled(cardsRequested, { scope });
    const chosen = allSettled(payByCardChosen, { scope });
    const picked = allSettled(cardSelected, { scope, params: 'c' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer({ results: [card('b', true)] });
    await Promise.all([loading, chosen, picked]);
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 'c' });
  });

  it('when the cards fail to load, the wish to pay by card is dropped', async () => {
    let fail: (error: Error) => void = () => undefined;
    let calls = 0;
    const scope = fork({
      handlers: [
        [
          fetchCardsFx,
          () =>
            new Promise<{ results: Card[] }>((resolve, reject) => {
              calls += 1;
              if (calls === 1) fail = reject;
              else resolve({ results: [card('b', true)] });
            }),
        ],
      ],
    });
    const loading = allSettled(cardsRequested, { scope });
    const chosen = allSettled(payByCardChosen, { scope });
    await new Promise((resolve) => setTimeout(resolve, 10));
    fail(new Error('502'));
    await Promise.all([loading, chosen]);
    await allSettled(cardsRequested, { scope });
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: null });
  });
});
