import { getInstance, loadRemote, registerPlugins } from '@module-federation/enhanced/runtime';

import { render, screen } from '@testing-library/react';

import { loadedBuilds, runtimeConfigLoaded, sendErrorReportFx } from '@cabinet/shared';
import { testRuntimeConfig } from '@cabinet/shared/testing';

import { loadRemotePage, registerDeployedRemotes } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ORDERS = 'http://localhost:8082/mf-manifest.json';
const fetchMock = jest.fn();
const realFetch = global.fetch;

function OrdersPage() {
  return null;
}

/** A manifest answer as the runtime's fetch hook gets it. */
const answer = (json: unknown) =>
  ({ ok: true, status: 200, clone: () => ({ json: async () => json }) }) as unknown as Response;

const manifestOf = (range: string) => ({
  metaData: { buildInfo: { buildVersion: '0.1.0', commit: 'abc1234def' } },
  shared: [{ name: '@cabinet/shared', requiredVersion: range }],
});

/** The runtime as the shell drives it: the manifest goes through the fetch hook, a failure to errorLoadRemote. */
function runtimeLoadsThroughHooks() {
  const plugins = jest.mocked(registerPlugins).mock.calls.at(-1)?.[0] ?? [];
  const fetchHook = plugins.find((plugin) => 'fetch' in plugin)?.fetch as (url: string) => Promise<Response>;
  const onError = plugins.find((plugin) => 'errorLoadRemote' in plugin)?.errorLoadRemote as (args: {
    error: unknown;
  }) => unknown;
  jest.mocked(loadRemote).mockImplementation(async () => {
    try {
      await fetchHook(ORDERS);
      return { default: OrdersPage };
    } catch (error) {
      return onError({ error });
    }
  });
}

beforeEach(async () => {
  jest.clearAllMocks();
  global.fetch = fetchMock;
  jest.mocked(getInstance).mockReturnValue({
    shareScopeMap: { default: { '@cabinet/shared': { '0.1.1': {} } } },
  } as never);
  fetchMock.mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ orders: ORDERS }) });
  await registerDeployedRemotes();
  runtimeLoadsThroughHooks();
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('the load-time compatibility check', () => {
  it('runs a remote built against an older compatible shared and records its build', async () => {
    fetchMock.mockResolvedValue(answer(manifestOf('^0.1.0')));
    await expect(loadRemotePage('orders', './orders-page')).resolves.toEqual({ Page: OrdersPage });
    expect(loadedBuilds.orders).toEqual({ buildVersion: '0.1.0', commit: 'abc1234def' });
  });

  it('refuses a remote whose shared requirement the shell cannot meet: "being updated" in its place', async () => {
    runtimeConfigLoaded(testRuntimeConfig());
    const reports: unknown[] = [];
    const unwatch = sendErrorReportFx.watch((params) => reports.push(params.report));
    fetchMock.mockResolvedValue(answer(manifestOf('^0.2.0')));
    const { Page } = await loadRemotePage('orders', './orders-page');
    expect(Page).not.toBe(OrdersPage);
    render(<Page />);
    expect(screen.getByRole('alert')).toHaveTextContent('Раздел обновляется');
    // Refused at once: the same manifest would be refused again, so no automatic retry.
    expect(loadRemote).toHaveBeenCalledTimes(1);
    // Support hears of it, with what the remote asked for.
    expect(reports).toEqual([
      expect.objectContaining({
        url: ORDERS,
        code: 'remote_incompatible',
        payload: { remote: 'orders', unmet: ['@cabinet/shared ^0.2.0'] },
      }),
    ]);
    unwatch();
  });

  it('runs it once a compatible build is deployed and the user comes back', async () => {
    fetchMock.mockResolvedValue(answer(manifestOf('^0.2.0')));
    expect((await loadRemotePage('orders', './orders-page')).Page).not.toBe(OrdersPage);
    fetchMock.mockResolvedValue(answer(manifestOf('^0.1.1')));
    await expect(loadRemotePage('orders', './orders-page', true)).resolves.toEqual({ Page: OrdersPage });
  });
});
