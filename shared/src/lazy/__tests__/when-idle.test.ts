import { IDLE_TIMEOUT_MS, prefetchWhenIdle, whenIdle } from '..';

type IdleScope = {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

describe('whenIdle', () => {
  afterEach(() => {
    delete (globalThis as IdleScope).requestIdleCallback;
    delete (globalThis as IdleScope).cancelIdleCallback;
  });

  it("waits for the browser's idle moment, 1 s at most, and can be called off", () => {
    const callbacks: Array<() => void> = [];
    const requestIdle = jest.fn((run: () => void) => callbacks.push(run));
    const cancelIdle = jest.fn();
    Object.assign(globalThis, { requestIdleCallback: requestIdle, cancelIdleCallback: cancelIdle });
    const run = jest.fn();

    const cancel = whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    expect(requestIdle).toHaveBeenCalledWith(run, { timeout: 1000 });
    expect(IDLE_TIMEOUT_MS).toBe(1000);
    callbacks[0]?.();
    expect(run).toHaveBeenCalledTimes(1);

    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1);
  });

  it('runs after the current task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);

    const called = jest.fn();
    whenIdle(called)();
    jest.advanceTimersByTime(10);
    expect(called).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});

describe('prefetchWhenIdle', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches every chunk at the idle moment, and a failed fetch is no error of the screen', async () => {
    jest.useFakeTimers();
    const map = jest.fn(() => Promise.resolve('map'));
    const form = jest.fn(() => Promise.reject(new Error('ChunkLoadError: Loading chunk form failed')));
    prefetchWhenIdle(map, form);
    expect(map).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(map).toHaveBeenCalledTimes(1);
    expect(form).toHaveBeenCalledTimes(1);
    // The rejection is handled: nothing is left unhandled for the page's error reports.
    await expect(form.mock.results[0]?.value).rejects.toThrow('Loading chunk form failed');
  });

  it('fetches nothing when the screen is left before the idle moment', () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve());
    prefetchWhenIdle(load)();
    jest.advanceTimersByTime(0);
    expect(load).not.toHaveBeenCalled();
  });
});
