import { impossibleTime } from '../lib/working-hours';

describe('a time no clock shows, in free-text working hours', () => {
  it.each([
    '09:00–21:00',
    '9:00-18:00',
    'пн–пт 9:00–18:00, сб 10:00–14:00',
    '00:00–24:00',
    'круглосуточно',
    '9.00–18.00',
    // A date is not a time: only dotted ranges are read as times.
    'до 31.12 без выходных',
    '',
  ])('finds none in "%s"', (text) => {
    expect(impossibleTime(text)).toBeNull();
  });

  it.each([
    ['09:00–25:00', '25:00'],
    ['9:75-18:00', '9:75'],
    ['10:00–24:30', '24:30'],
    ['пн–пт 9.00–18.60', '18.60'],
    ['круглосуточно 25:99', '25:99'],
  ])('names the first one in "%s"', (text, time) => {
    expect(impossibleTime(text)).toBe(time);
  });
});
