import { registerRemotes } from '@module-federation/enhanced/runtime';

import { $isSuperApp, $lang, $runtimeConfig, $windowWidth, i18n } from '@cabinet/shared';

import { startApp } from '../start-app';
import { publicFile } from './deployed-files';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const realFetch = global.fetch;
const fetchMock = jest.fn(async (url: string) => {
  const file = url === '/config.json' ? 'config.json' : url === '/remotes.json' ? 'remotes.json' : null;
  if (!file) return { ok: false, status: 404, json: async () => ({}) };
  return { ok: true, status: 200, json: async () => publicFile(file) };
});

function openAt(search: string, width: number) {
  window.history.replaceState(null, '', `/${search}`);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('startApp (§1 start-up)', () => {
  it('stores the language of force-lang, records the width and loads config and remotes', async () => {
    openAt('?force-lang=kk', 390);

    await startApp();

    expect($lang.getState()).toBe('kk');
    expect(localStorage.getItem('lang')).toBe('kk');
    // The Kazakh strings were fetched during start-up: the first render already speaks Kazakh.
    expect(i18n.language).toBe('kk');
    expect(i18n.t('notFound.title')).toBe('Бет табылмады');
    expect($windowWidth.getState()).toBe(390);
    expect($runtimeConfig.getState()).toEqual(publicFile('config.json'));
    expect(jest.mocked(registerRemotes)).toHaveBeenCalledTimes(1);
    expect($isSuperApp.getState()).toBe(false);
  });

  it('starts in ru on a desktop even when kk was stored', async () => {
    localStorage.setItem('lang', 'kk');
    openAt('', 1280);

    await startApp();

    expect($lang.getState()).toBe('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
  });

  it('fails when config.json is missing, so the start-up error page shows', async () => {
    openAt('', 1280);
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 404, json: async () => ({}) }));
    await expect(startApp()).rejects.toThrow('404');
  });
});
