import { allSettled, fork } from 'effector';

import { authTokenReceived, routeChanged, windowResized } from '@cabinet/shared';

import {
  $activeOrders,
  activeOrdersRequested,
  fetchActiveOrdersFx,
  orderChanged,
} from '../model/active-orders';
import { makeOrder } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

describe('active orders', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('does nothing when asked again within 3 s of the last fetch (§4)', async () => {
    const handler = jest.fn(async () => ({ results: [makeOrder(1)], complete: true }));
    const scope = fork({ handlers: [[fetchActiveOrdersFx, handler]] });

    await allSettled(activeOrdersRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($activeOrders).map((order) => order.id)).toEqual([1]);

    jest.advanceTimersByTime(2999);
    await allSettled(activeOrdersRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(1);
    await allSettled(activeOrdersRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('is fetched on navigation on mobile only, and never for a signed-out viewer', async () => {
    const handler = jest.fn(async () => ({ results: [], complete: true }));
    const scope = fork({ handlers: [[fetchActiveOrdersFx, handler]] });
    await allSettled(windowResized, { scope, params: 1280 });
    await allSettled(routeChanged, { scope, params: '/warehouses' });
    expect(handler).not.toHaveBeenCalled();

    await allSettled(windowResized, { scope, params: 390 });
    await allSettled(routeChanged, { scope, params: '/mobile/orders' });
    expect(handler).not.toHaveBeenCalled();

    await allSettled(authTokenReceived, { scope, params: 'jwt' });
    await allSettled(routeChanged, { scope, params: '/tracking' });
    expect(handler).not.toHaveBeenCalled();
    await allSettled(routeChanged, { scope, params: '/mobile/orders' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('drops an order that this page cancelled', async () => {
    const scope = fork({ values: [[$activeOrders, [makeOrder(1), makeOrder(2)]]] });
    await allSettled(orderChanged, { scope, params: makeOrder(1, 'cancelled') });
    expect(scope.getState($activeOrders).map((order) => order.id)).toEqual([2]);
    await allSettled(orderChanged, { scope, params: makeOrder(2, 'accepted') });
    expect(scope.getState($activeOrders)[0]?.state).toBe('accepted');
  });
});
