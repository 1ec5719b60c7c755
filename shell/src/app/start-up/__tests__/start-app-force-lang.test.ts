import { $lang } from '@cabinet/shared';

import { startApp } from '../start-app';
import { fetchDeployedFiles } from './deployed-files';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = fetchDeployedFiles();
  localStorage.clear();
});
afterEach(() => {
  global.fetch = realFetch;
});

function openAt(address: string, width: number, state: unknown = null) {
  window.history.replaceState(state, '', address);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('startApp: force-lang (§1)', () => {
  it('stores the language and removes the parameter, keeping the rest of the address and the history state', async () => {
    openAt('/mobile/orders?tab=planned&force-lang=kk#top', 390, { idx: 2 });
    await startApp();
    expect($lang.getState()).toBe('kk');
    expect(localStorage.getItem('lang')).toBe('kk');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/mobile/orders?tab=planned#top',
    );
    expect(window.history.state).toEqual({ idx: 2 });
  });

  it('ignores an unknown value (the stored language stays) and still removes it', async () => {
    localStorage.setItem('lang', 'kk');
    openAt('/mobile/menu?force-lang=en', 390);
    await startApp();
    expect($lang.getState()).toBe('kk');
    expect(window.location.search).toBe('');
  });

  it('does not apply above 1024 px, where the language is ru (decision 0005), and removes it', async () => {
    openAt('/warehouses?force-lang=kk', 1280);
    await startApp();
    expect($lang.getState()).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(window.location.search).toBe('');
  });

  it('keeps kk after a reload without the parameter, at 1024 px or less', async () => {
    openAt('/mobile/menu?force-lang=kk', 1024);
    await startApp();
    openAt('/mobile/menu', 1024);
    await startApp();
    expect($lang.getState()).toBe('kk');
  });

  it('turns a stored kk into ru on a reload wider than 1024 px', async () => {
    localStorage.setItem('lang', 'kk');
    openAt('/warehouses', 1025);
    await startApp();
    expect($lang.getState()).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
  });
});
