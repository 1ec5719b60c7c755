import {
  isWorkingTime,
  plannedDatetime,
  plannedDayRange,
  plannedParts,
  plannedTimeProblem,
  plannedTimeSlots,
  suggestedPlannedTime,
} from '../lib/working-time';

/** An instant given as Almaty wall-clock time (UTC+5 all year). */
const almaty = (dateTime: string) => new Date(`${dateTime}+05:00`);

describe('§5, §9 working hours: couriers are called from 09:00 to 21:00 (Almaty)', () => {
  it.each([
    ['2026-11-22T00:00', false],
    ['2026-11-22T08:59', false],
    ['2026-11-22T09:00', true],
    ['2026-11-22T13:30', true],
    ['2026-11-22T20:59', true],
    ['2026-11-22T21:00', false],
    ['2026-11-22T23:59', false],
  ])('at %s: %s', (at, working) => {
    expect(isWorkingTime(almaty(at))).toBe(working);
  });

  it('counts hours in Almaty whatever the instant’s UTC date', () => {
    // 23:30 UTC is 04:30 of the next day in Almaty; 19:00 UTC is midnight there.
    expect(isWorkingTime(new Date('2026-11-22T23:30:00Z'))).toBe(false);
    expect(isWorkingTime(new Date('2026-11-22T04:00:00Z'))).toBe(true);
    expect(isWorkingTime(new Date('2026-11-22T15:59:00Z'))).toBe(true);
  });
});

describe('planned times', () => {
  it('writes the Almaty wall clock with its offset, and reads it back', () => {
    expect(plannedDatetime('2026-11-23', '09:15')).toBe('2026-11-23T09:15:00+05:00');
    expect(plannedParts('2026-11-23T09:15:00+05:00')).toEqual({ date: '2026-11-23', time: '09:15' });
    expect(plannedParts('2026-11-23T23:30:00Z')).toEqual({ date: '2026-11-24', time: '04:30' });
    expect(plannedParts('not a date')).toBeNull();
  });

  it.each([
    ['an hour ahead on the hour', '2026-11-22T11:00', { date: '2026-11-22', time: '12:00' }],
    ['an hour ahead, rounded up to the next hour', '2026-11-22T11:01', { date: '2026-11-22', time: '13:00' }],
    ['the first hour that is in hours', '2026-11-22T08:00', { date: '2026-11-22', time: '09:00' }],
    ['the last hour that leaves an hour', '2026-11-22T18:59', { date: '2026-11-22', time: '20:00' }],
    ['too late today: the next morning', '2026-11-22T19:00', { date: '2026-11-23', time: '10:00' }],
    ['before hours: this morning', '2026-11-22T06:30', { date: '2026-11-22', time: '10:00' }],
    ['after midnight: this morning', '2026-11-22T00:30', { date: '2026-11-22', time: '10:00' }],
  ])('suggests %s', (_, now, expected) => {
    expect(suggestedPlannedTime(almaty(now))).toEqual(expected);
  });

  it('refuses under 30 minutes ahead and over 30 days ahead, and outside 09:00–21:00', () => {
    const now = almaty('2026-11-22T10:00');
    expect(plannedTimeProblem('2026-11-22T10:29:00+05:00', now)).toBe('plannedTooSoon');
    expect(plannedTimeProblem('2026-11-22T10:30:00+05:00', now)).toBeNull();
    expect(plannedTimeProblem('2026-12-22T10:00:00+05:00', now)).toBeNull();
    expect(plannedTimeProblem('2026-12-22T10:01:00+05:00', now)).toBe('plannedTooLate');
    expect(plannedTimeProblem('2026-11-23T09:00:00+05:00', now)).toBeNull();
    expect(plannedTimeProblem('2026-11-23T08:59:00+05:00', now)).toBe('plannedOutsideHours');
    expect(plannedTimeProblem('2026-11-23T20:59:00+05:00', now)).toBeNull();
    expect(plannedTimeProblem('2026-11-23T21:00:00+05:00', now)).toBe('plannedOutsideHours');
    expect(plannedTimeProblem('garbage', now)).toBeNull();
  });

  it('offers every quarter hour from 09:00 to 20:45 on a free day', () => {
    const slots = plannedTimeSlots('2026-11-23', almaty('2026-11-22T10:00'));
    expect(slots).toHaveLength(48);
    expect(slots.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(slots.at(-1)).toBe('20:45');
  });

  it('offers days from 30 minutes ahead to 30 days ahead', () => {
    expect(plannedDayRange(almaty('2026-11-22T23:29'))).toEqual({ min: '2026-11-22', max: '2026-12-22' });
    expect(plannedDayRange(almaty('2026-11-22T23:30'))).toEqual({ min: '2026-11-23', max: '2026-12-22' });
  });
});
