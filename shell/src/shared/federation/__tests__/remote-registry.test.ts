import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

import { addTranslations, i18n, loadLanguage, runtimeConfigLoaded } from '@cabinet/shared';
import { testRuntimeConfig } from '@cabinet/shared/testing';

import {
  RemoteUnavailableError,
  loadRemotePage,
  parseRemotesManifest,
  registerDeployedRemotes,
} from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);
const registerPluginsMock = jest.mocked(registerPlugins);

const deployed: Record<string, string> = JSON.parse(
  readFileSync(join(__dirname, '../../../../public/remotes.json'), 'utf8'),
);

const realFetch = global.fetch;
const fetchMock = jest.fn();

function OrdersPage() {
  return null;
}

/** An answer of a manifest with nothing in it (the shell reads a copy for the build identity). */
const manifestResponse = () =>
  ({ ok: true, status: 200, clone: () => ({ json: async () => ({}) }) }) as unknown as Response;

/** The shell's fetch hook of the federation runtime (the early manifest requests). */
function manifestFetchHook() {
  const plugins = registerPluginsMock.mock.calls.at(-1)?.[0] ?? [];
  const plugin = plugins.find((candidate) => 'fetch' in candidate);
  if (!plugin?.fetch) throw new Error('no fetch plugin registered');
  return plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined;
}

/** The plugin the shell hands to the federation runtime at registration. */
function fallbackPlugin() {
  const plugins = registerPluginsMock.mock.calls.at(-1)?.[0] ?? [];
  const plugin = plugins.find((candidate) => 'errorLoadRemote' in candidate);
  if (!plugin?.errorLoadRemote) throw new Error('no errorLoadRemote plugin registered');
  return plugin.errorLoadRemote as (args: { error: unknown }) => unknown;
}

beforeEach(async () => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => deployed });
  await registerDeployedRemotes();
  jest.clearAllMocks();
});

afterEach(() => {
  global.fetch = realFetch;
  jest.useRealTimers();
});

describe('parseRemotesManifest', () => {
  it('accepts the deployed remotes.json with all four remotes', () => {
    expect(parseRemotesManifest(deployed)).toEqual(deployed);
    expect(Object.keys(deployed).sort()).toEqual(['auth', 'orders', 'reports', 'warehouses']);
  });

  it.each([
    ['an empty URL', { orders: '' }],
    ['a number', { orders: 8082 }],
    ['null', { orders: null }],
    ['an object', { orders: { entry: 'http://localhost:8082/mf-manifest.json' } }],
  ])('rejects an entry that is %s, naming the remote', (_label, raw) => {
    expect(() => parseRemotesManifest(raw)).toThrow('orders');
  });

  it.each([null, 'remotes', 5])('rejects %p as not an object', (raw) => {
    expect(() => parseRemotesManifest(raw)).toThrow('not an object');
  });
});

describe('registerDeployedRemotes', () => {
  it('reads /remotes.json and registers every remote without loading any', async () => {
    fetchMock.mockClear();
    const manifest = await registerDeployedRemotes();

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', undefined);
    expect(manifest).toEqual(deployed);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock.mock.calls[0]?.[0]).toEqual(
      Object.entries(deployed).map(([name, entry]) => ({ name, entry })),
    );
    expect(registerRemotesMock.mock.calls[0]?.[1]).toBeUndefined();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    // Before any remote's runtime exists: each takes the shell's check of singletons as its own.
    expect(jest.mocked(registerGlobalPlugins).mock.calls.at(-1)?.[0]).toEqual([
      expect.objectContaining({ name: 'cabinet-checked-singletons' }),
    ]);
  });

  it('fails when remotes.json cannot be fetched, so start-up shows its error page', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, json: async () => ({}) });
    await expect(registerDeployedRemotes()).rejects.toThrow('404');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('fails on a broken remotes.json without registering anything', async () => {
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ orders: '' }) });
    await expect(registerDeployedRemotes()).rejects.toThrow('orders');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('uses the URLs of a redeployed remotes.json (roll back by editing the file)', async () => {
    const rolledBack = { ...deployed, orders: 'http://localhost:8082/v1/mf-manifest.json' };
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => rolledBack });
    await registerDeployedRemotes();
    expect(registerRemotesMock.mock.calls[0]?.[0]).toContainEqual({
      name: 'orders',
      entry: 'http://localhost:8082/v1/mf-manifest.json',
    });
  });
});

describe('loadRemotePage', () => {
  it('loads the page on the first visit without forcing a fresh remote', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: OrdersPage });

    await expect(loadRemotePage('orders', './orders-page')).resolves.toEqual({ Page: OrdersPage });

    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    expect(loadRemoteMock).toHaveBeenCalledWith('orders/orders-page');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it('in Kazakh, hands over the page once the strings its module asked for have arrived', async () => {
    await loadLanguage('kk');
    await i18n.changeLanguage('kk');
    let answer: (strings: { title: string }) => void = () => undefined;
    loadRemoteMock.mockImplementationOnce(async () => {
      // What a remote's i18n module does as the page's module runs.
      addTranslations('registry-kk', {
        ru: { title: 'Заказы' },
        kk: () => new Promise<{ title: string }>((resolve) => (answer = resolve)),
      });
      return { default: OrdersPage };
    });
    let handed = false;
    const loading = loadRemotePage('orders', './orders-page').then(() => (handed = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(handed).toBe(false);
    answer({ title: 'Тапсырыстар' });
    await loading;
    expect(i18n.t('title', { ns: 'registry-kk' })).toBe('Тапсырыстар');
    await i18n.changeLanguage('ru');
    await loadLanguage('ru');
  });

  it("hands over the module's routeEntered with the page, and nothing else the module exports", async () => {
    const routeEntered = jest.fn();
    loadRemoteMock.mockResolvedValueOnce({ default: OrdersPage, routeEntered, other: 1 } as never);

    await expect(loadRemotePage('orders', './orders-page')).resolves.toEqual({
      Page: OrdersPage,
      routeEntered,
    });
    expect(routeEntered).not.toHaveBeenCalled();
  });

  it('retries a failure once by itself, re-registering the remote with force', async () => {
    jest.useFakeTimers();
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: OrdersPage });

    const page = loadRemotePage('orders', './orders-page');
    await jest.advanceTimersByTimeAsync(400);

    await expect(page).resolves.toEqual({ Page: OrdersPage });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'orders', entry: deployed.orders }], {
      force: true,
    });
  });

  it('gives up after the one automatic retry with RemoteUnavailableError', async () => {
    jest.useFakeTimers();
    const failure = new Error('server down');
    loadRemoteMock.mockRejectedValue(failure);

    const page = loadRemotePage('reports', './reports-page');
    const outcome = expect(page).rejects.toMatchObject({
      name: 'RemoteUnavailableError',
      remote: 'reports',
      cause: failure,
    });
    await jest.advanceTimersByTimeAsync(400);
    await outcome;

    await expect(page).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('turns the fallback plugin marker into RemoteUnavailableError', async () => {
    jest.useFakeTimers();
    await registerDeployedRemotes();
    const scriptError = new Error('Failed to load script');
    const marker = fallbackPlugin()({ error: scriptError });
    loadRemoteMock.mockResolvedValue(marker as never);

    const page = loadRemotePage('warehouses', './warehouses-page');
    const outcome = expect(page).rejects.toMatchObject({ remote: 'warehouses', cause: scriptError });
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    await expect(page).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('recovers when the marker was transient and the retry succeeds', async () => {
    jest.useFakeTimers();
    await registerDeployedRemotes();
    loadRemoteMock
      .mockResolvedValueOnce(fallbackPlugin()({ error: new Error('404') }) as never)
      .mockResolvedValueOnce({ default: OrdersPage });

    const page = loadRemotePage('orders', './orders-page');
    await jest.advanceTimersByTimeAsync(400);

    await expect(page).resolves.toEqual({ Page: OrdersPage });
  });

  it('fails for a module without a default export', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockResolvedValue({ OrdersPage } as never);

    const page = loadRemotePage('orders', './orders-page');
    const outcome = expect(page).rejects.toBeInstanceOf(RemoteUnavailableError);
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    await expect(page).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('default') }),
    });
  });

  it('fails for a remote that is not in remotes.json without asking the runtime', async () => {
    jest.useFakeTimers();
    const page = loadRemotePage('billing', './billing-page');
    const outcome = expect(page).rejects.toMatchObject({ remote: 'billing' });
    await jest.advanceTimersByTimeAsync(400);
    await outcome;
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('shares one load between a nav click and the route that renders (a second call asks nothing)', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: OrdersPage });

    const onClick = loadRemotePage('orders', './orders-page');
    const onRender = loadRemotePage('orders', './orders-page');

    expect(onRender).toBe(onClick);
    await expect(onRender).resolves.toEqual({ Page: OrdersPage });
    await expect(loadRemotePage('orders', './orders-page')).resolves.toEqual({ Page: OrdersPage });
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it("sends a remote's manifest request as the first load starts and hands it to the runtime once", async () => {
    await registerDeployedRemotes();
    fetchMock.mockClear();
    const early = manifestResponse();
    fetchMock.mockResolvedValueOnce(early);
    loadRemoteMock.mockResolvedValue({ default: OrdersPage });

    const page = loadRemotePage('orders', './orders-page');
    // In the same task, before the runtime has taken a single step.
    expect(fetchMock).toHaveBeenCalledWith(deployed.orders, undefined);
    const hook = manifestFetchHook();
    await expect(hook(deployed.orders as string, {})).resolves.toBe(early);
    // Taken once: a later ask (a retry re-registering the remote) fetches anew, with a deadline.
    fetchMock.mockResolvedValueOnce(early);
    await hook(deployed.orders as string, {});
    expect(fetchMock).toHaveBeenLastCalledWith(deployed.orders, { signal: expect.any(AbortSignal) });
    fetchMock.mockClear();
    fetchMock.mockResolvedValue({ ok: true, status: 200 });
    await page;

    // Another page of the same remote, or a retry, does not ask again: the runtime has the manifest.
    await loadRemotePage('orders', './mobile-orders-page');
    await loadRemotePage('orders', './orders-page', true);
    expect(fetchMock).toHaveBeenCalledTimes(0);
    // Another remote's first load sends its own.
    await loadRemotePage('reports', './reports-page');
    expect(fetchMock).toHaveBeenLastCalledWith(deployed.reports, undefined);
  });

  it("takes the manifest that index.html's inline script asked for, instead of asking again", async () => {
    await registerDeployedRemotes();
    fetchMock.mockClear();
    const early = Promise.resolve(manifestResponse());
    Object.assign(globalThis, { __CABINET_EARLY__: { [deployed.orders as string]: early } });
    loadRemoteMock.mockResolvedValue({ default: OrdersPage });
    try {
      const page = loadRemotePage('orders', './orders-page');
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(manifestFetchHook()(deployed.orders as string, {})).resolves.toBe(await early);
      await page;
    } finally {
      delete (globalThis as { __CABINET_EARLY__?: unknown }).__CABINET_EARLY__;
    }
  });

  it('gives up at the 8 s deadline on a load that never settles, the automatic retry included', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockReturnValue(new Promise(() => undefined));
    let outcome: unknown = 'pending';
    loadRemotePage('orders', './orders-page').catch((error: unknown) => {
      outcome = error;
    });
    await jest.advanceTimersByTimeAsync(7_999);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it("takes config.json's remoteLoadDeadlineMs instead, and a fast failure still gets its retry", async () => {
    jest.useFakeTimers();
    runtimeConfigLoaded(testRuntimeConfig({ remoteLoadDeadlineMs: 3_000 }));
    try {
      loadRemoteMock
        .mockRejectedValueOnce(new Error('chunk threw'))
        .mockReturnValue(new Promise(() => undefined));
      let outcome: unknown = 'pending';
      loadRemotePage('orders', './orders-page').catch((error: unknown) => {
        outcome = error;
      });
      await jest.advanceTimersByTimeAsync(2_999);
      expect(outcome).toBe('pending');
      expect(loadRemoteMock).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toBeInstanceOf(RemoteUnavailableError);
    } finally {
      runtimeConfigLoaded(testRuntimeConfig());
    }
  });

  it('a fresh load forgets the chunks and waiting scripts a failed one left, so they are fetched again', async () => {
    const global = globalThis as Record<string, unknown>;
    global.webpackChunkorders = [[['expose_orders_page'], {}]];
    const stale = document.createElement('script');
    stale.src = 'http://localhost:8082/__federation_expose_orders_page.1234abcd.js';
    const other = document.createElement('script');
    other.src = 'http://localhost:8084/remoteEntry.js';
    document.head.append(stale, other);
    loadRemoteMock.mockResolvedValue({ default: OrdersPage });

    await loadRemotePage('orders', './orders-page', true);

    expect(global.webpackChunkorders).toBeUndefined();
    expect(stale.isConnected).toBe(false);
    expect(other.isConnected).toBe(true);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'orders', entry: deployed.orders }], {
      force: true,
    });
    other.remove();
  });

  it('forgets a failed load, so the next visit tries again', async () => {
    jest.useFakeTimers();
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));

    const failed = loadRemotePage('orders', './orders-page');
    const outcome = expect(failed).rejects.toBeInstanceOf(RemoteUnavailableError);
    await jest.advanceTimersByTimeAsync(400);
    await outcome;

    loadRemoteMock.mockResolvedValueOnce({ default: OrdersPage });
    await expect(loadRemotePage('orders', './orders-page')).resolves.toEqual({ Page: OrdersPage });
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it("starts anew on the user's retry even while a page is known", async () => {
    loadRemoteMock.mockResolvedValue({ default: OrdersPage });
    await loadRemotePage('orders', './orders-page');

    await loadRemotePage('orders', './orders-page', true);

    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });

  it('forces a fresh remote from the first attempt when the user presses retry', async () => {
    loadRemoteMock.mockResolvedValueOnce({ default: OrdersPage });

    await expect(loadRemotePage('orders', './orders-page', true)).resolves.toEqual({ Page: OrdersPage });

    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'orders', entry: deployed.orders }], {
      force: true,
    });
    expect(registerRemotesMock.mock.invocationCallOrder[0]).toBeLessThan(
      loadRemoteMock.mock.invocationCallOrder[0] ?? 0,
    );
  });
});

describe('parseRemotesManifest rejects what would register nonsense', () => {
  it.each([
    ['an array', ['http://localhost:8081/mf-manifest.json']],
    ['a relative path', { auth: 'mf-manifest.json' }],
    ['a javascript: URL', { auth: 'javascript:alert(1)' }],
    ['a name that is no identifier', { 'mf-auth': 'http://localhost:8081/mf-manifest.json' }],
  ])('%s', (_, raw) => {
    expect(() => parseRemotesManifest(raw)).toThrow(/remotes\.json/);
  });
});
