import { PAINT_WAIT_LIMIT_MS, afterNextPaint } from '..';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** A window whose frames the test paints by hand. */
  function windowWithFrames() {
    const frames: FrameRequestCallback[] = [];
    const win = Object.create(window) as Window;
    Object.assign(win, {
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      cancelAnimationFrame: jest.fn(),
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    });
    return { win, paint: () => frames.splice(0).forEach((frame) => frame(0)) };
  }

  it('runs in a task of its own after the next frame, once', () => {
    const { win, paint } = windowWithFrames();
    const run = jest.fn();
    afterNextPaint(run, win);
    jest.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms where no frame comes (a hidden tab), and not again when one comes', () => {
    const { win, paint } = windowWithFrames();
    const run = jest.fn();
    afterNextPaint(run, win);
    jest.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(PAINT_WAIT_LIMIT_MS).toBe(100);
    paint();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be called off before it runs', () => {
    const { win, paint } = windowWithFrames();
    const run = jest.fn();
    const cancel = afterNextPaint(run, win);
    paint();
    cancel();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
