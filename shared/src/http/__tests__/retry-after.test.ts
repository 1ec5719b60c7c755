import { retryAfterSeconds } from '../retry-after';

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');

  it.each([
    ['5', 5],
    ['1', 1],
    ['0', 1],
    ['30', 30],
    ['31', 30],
    ['86400', 30],
    ['Wed, 25 Nov 2026 10:00:12 GMT', 12],
    ['Wed, 25 Nov 2026 09:59:00 GMT', 1],
    ['soon', 2],
    ['-5', 2],
    ['', 2],
    [undefined, 2],
  ])('reads %p as %i s', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});
