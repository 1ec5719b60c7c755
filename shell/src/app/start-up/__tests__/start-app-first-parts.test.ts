import { startApp } from '../start-app';
import { fetchDeployedFiles } from './deployed-files';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

// The layout's files, held until the test lets them in (or never).
let layoutLoaded: () => void = () => undefined;
jest.mock('../../main-layout', () => ({
  preloadMainLayout: jest.fn(
    () =>
      new Promise<void>((resolve) => {
        layoutLoaded = resolve;
      }),
  ),
}));
jest.mock('../../router/require-auth', () => ({ preloadSessionGate: jest.fn(() => Promise.resolve()) }));

const realFetch = global.fetch;

beforeEach(() => {
  global.fetch = fetchDeployedFiles();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

const settled = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
};

describe('startApp: the first render waits for its lazy parts', () => {
  it('ends only once the layout is loaded, so the first render shows it and no loading state', async () => {
    const start = settled(startApp());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(start.done).toBe(false);
    layoutLoaded();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start.done).toBe(true);
  });

  it('a layout whose files stall holds the start 3 s at most', async () => {
    jest.useFakeTimers();
    const start = settled(startApp());
    await jest.advanceTimersByTimeAsync(2_999);
    expect(start.done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(start.done).toBe(true);
  });

  it('leaves no timer behind once the layout is in: the 3 s limit is for a stall only', async () => {
    jest.useFakeTimers();
    const start = settled(startApp());
    await jest.advanceTimersByTimeAsync(10);
    layoutLoaded();
    await jest.advanceTimersByTimeAsync(0);
    expect(start.done).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
