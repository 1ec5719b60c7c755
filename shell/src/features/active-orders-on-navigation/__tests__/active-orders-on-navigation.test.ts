import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { allSettled, fork } from 'effector';

import { $user, $windowWidth } from '@cabinet/shared';
import { platformHttp, preloadPlatformRequest } from '@cabinet/shared/http';
import { testUserProfile } from '@cabinet/shared/testing';

import { navigated } from '../../../shared/lib';
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
const answered = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
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
});
