import { allSettled, fork } from 'effector';

import { $pathname, $user, $windowWidth, runtimeConfigLoaded, userLoaded } from '@cabinet/shared';
import {
  platformHttp,
  preloadPlatformRequest,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

import { EARLY_RESPONSES_GLOBAL, navigated } from '../../../shared/lib';
import {
  $lastFetchedAt,
  activeOrdersCall,
  activeOrdersCallSent,
  fetchActiveOrdersFx,
} from '../model/active-orders-on-navigation';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  preloadPlatformRequest: jest.fn(),
}));

/** Answers a call of the page's platform client without a network. */
const answered = async (config: ResolvedRequestConfig): Promise<HttpResponse> => ({
  data: { results: [], next: null },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});

const user = testUserProfile();

/** A signed-in phone (390 px) with its profile, as the session gate leaves it. */
const phone = (handler = jest.fn()) => ({
  handler,
  scope: fork({
    values: [
      [$windowWidth, 390],
      [$user, user],
    ],
    handlers: [[fetchActiveOrdersFx, handler]],
  }),
});

describe('active orders on navigation (§2 mobile, §4 throttle)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-23T05:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('are fetched on a phone on every navigation, not again within 3 s of the last fetch', async () => {
    const { scope, handler } = phone();

    await allSettled(navigated, { scope, params: '/mobile/menu' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($lastFetchedAt)).toBe(Date.now());

    jest.advanceTimersByTime(2_999);
    await allSettled(navigated, { scope, params: '/mobile/change-lang' });
    expect(handler).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    await allSettled(navigated, { scope, params: '/mobile/menu' });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('are not fetched for a user without a company: there are none, and the platform refuses the call', async () => {
    const handler = jest.fn();
    const noCompany = testUserProfile({ companyData: null });
    const scope = fork({
      values: [
        [$windowWidth, 390],
        [$user, noCompany],
        [$pathname, '/'],
      ],
      handlers: [[fetchActiveOrdersFx, handler]],
    });
    await allSettled(navigated, { scope, params: '/mobile/menu' });
    await allSettled(userLoaded, { scope, params: noCompany });
    expect(handler).not.toHaveBeenCalled();

    // Once the company is created, the profile is loaded again with it: the next navigation asks.
    await allSettled(userLoaded, { scope, params: user });
    await allSettled(navigated, { scope, params: '/' });
    expect(handler).toHaveBeenCalled();
  });

  it('are not fetched on a desktop', async () => {
    const handler = jest.fn();
    const scope = fork({
      values: [
        [$windowWidth, 1280],
        [$user, user],
      ],
      handlers: [[fetchActiveOrdersFx, handler]],
    });
    await allSettled(navigated, { scope, params: '/warehouses' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('are not fetched before the profile is in, nor on the public tracking page', async () => {
    const handler = jest.fn();
    const signedOutPhone = fork({
      values: [[$windowWidth, 390]],
      handlers: [[fetchActiveOrdersFx, handler]],
    });
    await allSettled(navigated, { scope: signedOutPhone, params: '/mobile/menu' });
    expect(handler).not.toHaveBeenCalled();

    const { scope, handler: onTracking } = phone();
    await allSettled(navigated, { scope, params: '/tracking' });
    expect(onTracking).not.toHaveBeenCalled();
  });

  it("fetch for a first load of a phone's home once the profile is in (its navigation came first)", async () => {
    const handler = jest.fn();
    const scope = fork({
      values: [
        [$windowWidth, 390],
        [$pathname, '/'],
      ],
      handlers: [[fetchActiveOrdersFx, handler]],
    });
    await allSettled(userLoaded, { scope, params: user });
    expect(handler).toHaveBeenCalledTimes(1);
    // §4: a profile reloaded within 3 s (a company just created) asks nothing more.
    jest.advanceTimersByTime(2_999);
    await allSettled(userLoaded, { scope, params: user });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('fetch nothing when the profile comes in elsewhere (the page asks if it needs them) or on a desktop', async () => {
    const handler = jest.fn();
    const at = (width: number, pathname: string) =>
      fork({
        values: [
          [$windowWidth, width],
          [$pathname, pathname],
        ],
        handlers: [[fetchActiveOrdersFx, handler]],
      });
    await allSettled(userLoaded, { scope: at(390, '/mobile/menu'), params: user });
    await allSettled(userLoaded, { scope: at(390, '/mobile/orders/17'), params: user });
    await allSettled(userLoaded, { scope: at(1280, '/'), params: user });
    expect(handler).not.toHaveBeenCalled();
  });

  it('waits 3 s after a call the orders remote sent itself: the page never asks twice within 3 s', async () => {
    const { scope, handler } = phone();
    await allSettled(activeOrdersCallSent, { scope });
    jest.advanceTimersByTime(2_999);
    await allSettled(navigated, { scope, params: '/mobile/menu' });
    expect(handler).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await allSettled(navigated, { scope, params: '/' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("hears every active-orders call of the page's client, and no other call", async () => {
    const sent = jest.fn();
    const subscription = activeOrdersCallSent.watch(sent);
    await platformHttp.request({ ...activeOrdersCall(), adapter: answered });
    expect(sent).toHaveBeenCalledTimes(1);
    await platformHttp.request({
      method: 'get',
      url: '/rocket/v0/deliveries/groups',
      params: { page: 1, page_size: 25, status: '1,2,5' },
      adapter: answered,
    });
    await platformHttp.request({ method: 'get', url: '/rocket/users/me', adapter: answered });
    expect(sent).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });

  it("starts the orders remote's own call (page 1 of 100 active orders), for it to take", async () => {
    await fetchActiveOrdersFx();
    expect(activeOrdersCall()).toEqual({
      method: 'get',
      url: '/rocket/v0/deliveries/groups',
      params: { page: 1, page_size: 100, status: '1,2,5' },
    });
    expect(preloadPlatformRequest).toHaveBeenCalledWith(activeOrdersCall());
  });

  it('takes, on a first load, the answer index.html started for the same call', async () => {
    jest.mocked(preloadPlatformRequest).mockClear();
    runtimeConfigLoaded(testRuntimeConfig({ deliveryApiUrl: 'http://api.test/' }));
    const early = Promise.resolve({ status: 200 } as Response);
    (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL] = {
      'http://api.test/rocket/v0/deliveries/groups?page=1&page_size=100&status=1%2C2%2C5': early,
    };
    await fetchActiveOrdersFx();
    const [call] = jest.mocked(preloadPlatformRequest).mock.calls[0] ?? [];
    expect(call).toMatchObject(activeOrdersCall());
    expect(typeof call?.adapter).toBe('function');
    // Taken once: the next navigation's call goes to the network.
    await fetchActiveOrdersFx();
    expect(jest.mocked(preloadPlatformRequest).mock.calls[1]?.[0]).toEqual(activeOrdersCall());
    delete (globalThis as Record<string, unknown>)[EARLY_RESPONSES_GLOBAL];
  });
});
