/**
 * Freezes the date at `iso` for every test of the calling file: the reports count their default
 * range from today in Almaty. Only `Date` stops; timers and microtasks run, so effects and
 * userEvent behave as in a browser.
 */
export function freezeDateAt(iso: string): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(iso),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'queueMicrotask',
        'nextTick',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());
}
