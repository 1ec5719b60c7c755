import { clearOnSuccess, countError, parseStoredCounter, type ErrorCounterState } from '../error-counter';

const error = { code: 'CITY_IS_CLOSED', status: 422, url: '/rocket/v0/deliveries/groups' };

describe('the §4 error counter', () => {
  it.each<[string, ErrorCounterState | null, typeof error, number]>([
    ['starts at 1', null, error, 1],
    ['increments for the same code, status and url', { ...error, counter: 1 }, error, 2],
    ['keeps counting', { ...error, counter: 4 }, error, 5],
    ['resets for another code', { ...error, counter: 3 }, { ...error, code: 'WRONG_ADDRESS_ZONE' }, 1],
    ['resets for another status', { ...error, counter: 3 }, { ...error, status: 500 }, 1],
    ['resets for another url', { ...error, counter: 3 }, { ...error, url: '/rocket/users/me' }, 1],
  ])('%s', (_, previous, next, expected) => {
    expect(countError(previous, next).counter).toBe(expected);
  });

  it('is cleared by a success of the same url and kept by another', () => {
    const state = { ...error, counter: 2 };
    expect(clearOnSuccess(state, error.url)).toBeNull();
    expect(clearOnSuccess(state, '/rocket/users/me')).toBe(state);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a number', '7'],
    ['a counter of zero', JSON.stringify({ ...error, counter: 0 })],
    ['a fractional counter', JSON.stringify({ ...error, counter: 1.5 })],
    ['no url', JSON.stringify({ code: null, status: 500, counter: 2 })],
    ['a status of the wrong type', JSON.stringify({ ...error, status: '500', counter: 2 })],
    ['a fractional status', JSON.stringify({ ...error, status: 500.5, counter: 2 })],
    ['a code of the wrong type', JSON.stringify({ ...error, code: 7, counter: 2 })],
    ['a url of the wrong type', JSON.stringify({ ...error, url: null, counter: 2 })],
    ['a counter of the wrong type', JSON.stringify({ ...error, counter: '2' })],
    ['an empty string', ''],
  ])('ignores corrupt storage: %s', (_, raw) => {
    expect(parseStoredCounter(raw)).toBeNull();
  });

  it('restores a well-formed stored counter', () => {
    expect(parseStoredCounter(JSON.stringify({ ...error, counter: 3 }))).toEqual({ ...error, counter: 3 });
    const withoutCode = { code: null, status: null, url: '/rocket/users/me', counter: 1 };
    expect(parseStoredCounter(JSON.stringify(withoutCode))).toEqual(withoutCode);
  });

  it('starts at 1 after a different error, whatever the count was', () => {
    expect(countError({ ...error, counter: 7 }, { ...error, code: null })).toEqual({
      ...error,
      code: null,
      counter: 1,
    });
    expect(countError(null, error)).toEqual({ ...error, counter: 1 });
  });

  it('a success with no counter keeps no counter', () => {
    expect(clearOnSuccess(null, error.url)).toBeNull();
  });
});
