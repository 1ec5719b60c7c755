import { allSettled, fork } from 'effector';

import { $lang, langChanged, applyLangFx } from '@cabinet/shared';
import type { Card } from '@cabinet/shared/contract';

import { pointAdded } from '../../../entities/point';
import { taskToggled } from '../../../entities/task';
import { loadedCatalogue } from '../../../entities/task/__tests__/catalogue-fixture';
import {
  $details,
  $nonWorkingTimeNotice,
  $plannedTimeProblem,
  fetchCardsFx,
  cardsRequested,
  payByCardChosen,
  plannedDayRange,
  plannedTimeProblem,
  plannedTimeSlots,
  $urgentProblem,
  INITIAL_DETAILS,
  cardSelected,
  clockTicked,
  datetimeToDisplay,
  detailsReset,
  isWorkingTime,
  paymentTypeSelected,
  plannedTimeSelected,
  suggestedPlannedTime,
  timeTypeSelected,
  urgentToggled,
} from '..';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

describe('order details', () => {
  it('starts immediate, paid from the balance, with no date and no card', () => {
    expect(fork().getState($details)).toEqual({
      deliveryTimeType: 1,
      datetime: null,
      datetimeToDisplay: null,
      paymentType: 2,
      selectedCardToken: null,
    });
  });

  it('picking a card sets the type to card; picking a type clears the card', async () => {
    const scope = fork();
    await allSettled(cardSelected, { scope, params: 'card_alma_visa_4242' });
    expect(scope.getState($details)).toMatchObject({
      paymentType: 5,
      selectedCardToken: 'card_alma_visa_4242',
    });
    await allSettled(paymentTypeSelected, { scope, params: 5 });
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: null });
    await allSettled(cardSelected, { scope, params: 'card_alma_mc_5454' });
    await allSettled(paymentTypeSelected, { scope, params: 2 });
    expect(scope.getState($details)).toMatchObject({ paymentType: 2, selectedCardToken: null });
  });

  it('reset restores time type 1, payment 2, and empty date and card', async () => {
    const scope = fork();
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:30' } });
    await allSettled(cardSelected, { scope, params: 'card_alma_visa_4242' });
    await allSettled(detailsReset, { scope });
    expect(scope.getState($details)).toEqual(INITIAL_DETAILS);
  });

  it('plans a time with its Almaty offset and shows it in the user’s language', async () => {
    const scope = fork({ values: [[$lang, 'kk']] });
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:30' } });
    expect(scope.getState($details)).toMatchObject({
      deliveryTimeType: 2,
      datetime: '2026-11-23T10:30:00+05:00',
      datetimeToDisplay: datetimeToDisplay('2026-11-23', '10:30', 'kk'),
    });
    expect(datetimeToDisplay('2026-11-23', '10:30', 'ru')).toBe('23 ноября, 10:30');
    await allSettled(timeTypeSelected, { scope, params: 1 });
    expect(scope.getState($details)).toMatchObject({ deliveryTimeType: 1, datetime: null });
  });

  it('knows working hours 09:00–21:00 in Almaty (UTC+5) and shows the notice only for immediate orders', async () => {
    expect(isWorkingTime(new Date('2026-11-22T04:00:00Z'))).toBe(true); // 09:00
    expect(isWorkingTime(new Date('2026-11-22T03:59:00Z'))).toBe(false); // 08:59
    expect(isWorkingTime(new Date('2026-11-22T16:00:00Z'))).toBe(false); // 21:00
    const scope = fork();
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T18:00:00Z') });
    expect(scope.getState($nonWorkingTimeNotice)).toBe(true);
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:00' } });
    expect(scope.getState($nonWorkingTimeNotice)).toBe(false);
  });

  it('suggests a planned time inside working hours', () => {
    expect(suggestedPlannedTime(new Date('2026-11-22T18:00:00Z'))).toEqual({
      date: '2026-11-23',
      time: '10:00',
    });
    expect(suggestedPlannedTime(new Date('2026-11-22T01:00:00Z'))).toEqual({
      date: '2026-11-22',
      time: '10:00',
    });
    expect(suggestedPlannedTime(new Date('2026-11-22T05:20:00Z'))).toEqual({
      date: '2026-11-22',
      time: '12:00',
    });
  });

  it('urgent: no tasks, exactly two points', async () => {
    const scope = fork({ values: [...loadedCatalogue()] });
    await allSettled(urgentToggled, { scope, params: true });
    expect(scope.getState($urgentProblem)).toBeNull();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    expect(scope.getState($urgentProblem)).toBe('urgent-with-tasks');
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(pointAdded, { scope });
    expect(scope.getState($urgentProblem)).toBe('urgent-two-points');
  });
});

describe('planned time (the platform: 30 minutes to 30 days ahead, 09:00–21:00 Almaty)', () => {
  const now = new Date('2026-11-22T05:10:00Z'); // 10:10 in Almaty

  it('names what the platform would refuse', () => {
    expect(plannedTimeProblem('2026-11-22T10:30:00+05:00', now)).toBe('plannedTooSoon');
    expect(plannedTimeProblem('2026-11-22T10:45:00+05:00', now)).toBeNull();
    expect(plannedTimeProblem('2026-12-23T10:00:00+05:00', now)).toBe('plannedTooLate');
    expect(plannedTimeProblem('2026-11-23T21:00:00+05:00', now)).toBe('plannedOutsideHours');
    expect(plannedTimeProblem('2026-11-23T08:45:00+05:00', now)).toBe('plannedOutsideHours');
    expect(plannedTimeProblem('2026-11-23T20:45:00+05:00', now)).toBeNull();
  });

  it('offers only times it would accept, in steps of 15 minutes, and days up to 30 ahead', () => {
    const today = plannedTimeSlots('2026-11-22', now);
    expect(today[0]).toBe('10:45');
    expect(today.at(-1)).toBe('20:45');
    expect(plannedTimeSlots('2026-11-23', now)).toHaveLength(48);
    expect(plannedTimeSlots('2026-12-23', now)).toEqual([]);
    expect(plannedDayRange(now)).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    expect(plannedDayRange(new Date('2026-11-22T18:45:00Z'))).toEqual({
      min: '2026-11-23',
      max: '2026-12-22',
    });
  });

  it('judges the chosen time against the clock', async () => {
    const scope = fork();
    await allSettled(clockTicked, { scope, params: now });
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-22', time: '10:15' } });
    expect(scope.getState($plannedTimeProblem)).toBe('plannedTooSoon');
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-22', time: '12:00' } });
    expect(scope.getState($plannedTimeProblem)).toBeNull();
    // Time passes: what was fine becomes too soon.
    await allSettled(clockTicked, { scope, params: new Date('2026-11-22T06:45:00Z') });
    expect(scope.getState($plannedTimeProblem)).toBe('plannedTooSoon');
    await allSettled(timeTypeSelected, { scope, params: 1 });
    expect(scope.getState($plannedTimeProblem)).toBeNull();
  });

  it('shows the planned time in the language the user switches to later', async () => {
    const scope = fork({ values: [[$lang, 'ru']], handlers: [[applyLangFx, () => undefined]] });
    await allSettled(plannedTimeSelected, { scope, params: { date: '2026-11-23', time: '10:30' } });
    expect(scope.getState($details).datetimeToDisplay).toBe('23 ноября, 10:30');
    await allSettled(langChanged, { scope, params: 'kk' });
    expect(scope.getState($details).datetimeToDisplay).toBe(datetimeToDisplay('2026-11-23', '10:30', 'kk'));
    expect(scope.getState($details).datetimeToDisplay).not.toBe('23 ноября, 10:30');
  });
});

describe('pay by card, the way out of an insufficient balance', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
  const card = (token: string, isDefault: boolean): Card => ({
    token,
    pan_masked: '4242',
    brand: 'VISA',
    expiry: '12/30',
    is_default: isDefault,
  });

  it('chooses the default saved card, else the first', async () => {
    const scope = fork({
      handlers: [[fetchCardsFx, async () => ({ results: [card('a', false), card('b', true)] })]],
    });
    await allSettled(cardsRequested, { scope });
    await allSettled(payByCardChosen, { scope });
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 'b' });
  });

  it('with no saved card chooses card payment and leaves the card empty (the screen says there is none)', async () => {
    const scope = fork({ handlers: [[fetchCardsFx, async () => ({ results: [] })]] });
    await allSettled(cardsRequested, { scope });
    await allSettled(payByCardChosen, { scope });
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: null });
  });

  it('chosen while the cards are loading: card payment now, the default card once they arrive', async () => {
    let answer: (cards: { results: Card[] }) => void = () => undefined;
    const scope = fork({
      handlers: [[fetchCardsFx, () => new Promise<{ results: Card[] }>((resolve) => (answer = resolve))]],
    });
    // allSettled waits for the cards as well: the answer comes once the choice is made.
    const loading = allSettled(cardsRequested, { scope });
    const chosen = allSettled(payByCardChosen, { scope });
    await tick();
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: null });
    answer({ results: [card('a', false), card('b', true)] });
    await Promise.all([loading, chosen]);
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 'b' });
  });

  it('a switch back to the balance while the cards load cancels the wish', async () => {
    let answer: (cards: { results: Card[] }) => void = () => undefined;
    const scope = fork({
      handlers: [[fetchCardsFx, () => new Promise<{ results: Card[] }>((resolve) => (answer = resolve))]],
    });
    const loading = allSettled(cardsRequested, { scope });
    const chosen = allSettled(payByCardChosen, { scope });
    const balance = allSettled(paymentTypeSelected, { scope, params: 2 });
    await tick();
    answer({ results: [card('a', true)] });
    await Promise.all([loading, chosen, balance]);
    expect(scope.getState($details)).toMatchObject({ paymentType: 2, selectedCardToken: null });
  });
});
