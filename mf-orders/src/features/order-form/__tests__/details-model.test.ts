import { allSettled, fork } from 'effector';

import { $lang } from '@cabinet/shared';

import { pointAdded } from '../../../entities/point';
import { taskToggled } from '../../../entities/task';
import {
  $details,
  $nonWorkingTimeNotice,
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
    const scope = fork();
    await allSettled(urgentToggled, { scope, params: true });
    expect(scope.getState($urgentProblem)).toBeNull();
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    expect(scope.getState($urgentProblem)).toBe('urgent-with-tasks');
    await allSettled(taskToggled, { scope, params: { pointIndex: 1, code: 'photo' } });
    await allSettled(pointAdded, { scope });
    expect(scope.getState($urgentProblem)).toBe('urgent-two-points');
  });
});
