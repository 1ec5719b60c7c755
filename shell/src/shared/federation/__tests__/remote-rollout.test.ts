import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { signedOut, userLoaded } from '@cabinet/shared';
import { testUserProfile } from '@cabinet/shared/testing';

import { loadRemotePage, registerDeployedRemotes } from '../remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const STABLE = 'http://localhost:8082/releases/0.1.0/mf-manifest.json';
const NEXT = 'http://localhost:8082/releases/0.1.1/mf-manifest.json';
const fetchMock = jest.fn();
const realFetch = global.fetch;

function OrdersPage() {
  return null;
}

/** Deploys remotes.json with orders on a rollout to company 501, then loads the orders page. */
async function ordersEntryFor(user: { id: number; companyId: number } | null): Promise<string | undefined> {
  if (user) {
    const profile = testUserProfile({ id: user.id });
    userLoaded({
      ...profile,
      companyData: profile.companyData && { ...profile.companyData, id: user.companyId },
    });
  } else {
    signedOut();
  }
  fetchMock.mockResolvedValueOnce({
    ok: true,
    status: 200,
    json: async () => ({ orders: { url: STABLE, next: { url: NEXT, share: 0, companies: [501] } } }),
  });
  await registerDeployedRemotes();
  jest.mocked(registerRemotes).mockClear();
  await loadRemotePage('orders', './orders-page');
  const registered = jest.mocked(registerRemotes).mock.calls.at(-1)?.[0] ?? [];
  const orders = registered.find((remote) => remote.name === 'orders');
  return orders && 'entry' in orders ? orders.entry : STABLE;
}

beforeEach(() => {
  global.fetch = fetchMock;
  fetchMock.mockResolvedValue({ ok: true, status: 200, clone: () => ({ json: async () => ({}) }) });
  jest.mocked(loadRemote).mockResolvedValue({ default: OrdersPage });
});

afterEach(() => {
  global.fetch = realFetch;
});

describe('a rollout entry of remotes.json', () => {
  it('loads the next build for a user of a listed company', async () => {
    expect(await ordersEntryFor({ id: 7, companyId: 501 })).toBe(NEXT);
  });

  it('keeps everyone else, and a visitor not signed in, on the stable build', async () => {
    expect(await ordersEntryFor({ id: 7, companyId: 502 })).toBe(STABLE);
    expect(await ordersEntryFor(null)).toBe(STABLE);
  });

  it('registers only the stable build at start-up, before anyone is known', async () => {
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      json: async () => ({ orders: { url: STABLE, next: { url: NEXT, share: 100 } } }),
    });
    await registerDeployedRemotes();
    expect(jest.mocked(registerRemotes).mock.calls.at(-1)?.[0]).toEqual([{ name: 'orders', entry: STABLE }]);
  });
});
