import { afterFirstPaint } from '../after-first-paint';

describe('afterFirstPaint: the start waits for the static copy to be painted', () => {
  const html = document.documentElement;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    html.removeAttribute('data-prerendered');
    jest.useRealTimers();
  });

  const settledWithin = async (promise: Promise<void>, ms: number) => {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(ms);
    return settled;
  };

  it('does not wait when the page has no copy', async () => {
    expect(await settledWithin(afterFirstPaint(), 0)).toBe(true);
  });

  it('with a copy, waits for the next frame to be painted', async () => {
    html.setAttribute('data-prerendered', 'ru');
    let paint = () => {};
    const win = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        paint = () => callback(0);
        return 1;
      },
      cancelAnimationFrame: () => undefined,
    } as unknown as Window;
    const started = afterFirstPaint(document, win);
    expect(await settledWithin(started, 50)).toBe(false);
    paint();
    expect(await settledWithin(started, 0)).toBe(true);
  });

  it('in a hidden tab, where no frame comes, waits 100 ms at most', async () => {
    html.setAttribute('data-prerendered', 'ru');
    const win = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: () => 1,
      cancelAnimationFrame: () => undefined,
    } as unknown as Window;
    const started = afterFirstPaint(document, win);
    expect(await settledWithin(started, 99)).toBe(false);
    expect(await settledWithin(started, 1)).toBe(true);
  });
});
