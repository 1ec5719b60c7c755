import { allSettled, fork } from 'effector';

import { authTokenReceived, routeChanged, windowResized } from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';

import {
  $activeOrders,
  $activeOrdersFailed,
  $activeOrdersLoaded,
  $lastActiveFetchAt,
  activeOrdersRequested,
  fetchActiveOrdersFx,
  orderChanged,
  orderVanished,
} from '../model/active-orders';
import { makeOrder } from './fixtures';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('each test answers'))),
}));

const NOW = new Date('2026-11-22T06:00:00Z').getTime();

describe('active orders (§4, §9)', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('asks for the first 100 orders of statuses 1, 2 and 5, and knows whether that was all', async () => {
    const request = platformRequest as jest.Mock;
    request.mockResolvedValueOnce({ results: [makeOrder(1)], next: null });
    await expect(fetchActiveOrdersFx()).resolves.toEqual({ results: [makeOrder(1)], complete: true });
    expect(request).toHaveBeenCalledWith({
      method: 'get',
      url: '/rocket/v0/deliveries/groups',
      params: { page: 1, page_size: 100, status: '1,2,5' },
    });
    request.mockResolvedValueOnce({ results: [], next: 'page=2' });
    await expect(fetchActiveOrdersFx()).resolves.toMatchObject({ complete: false });
  });

  it('waits 3000 ms from the start of the last fetch, and asks nothing while one is on its way', async () => {
    const empty = { results: [], complete: true };
    let answerFirst: (value: typeof empty) => void = () => undefined;
    const firstAnswer = new Promise<typeof empty>((resolve) => (answerFirst = resolve));
    const handler = jest.fn().mockReturnValueOnce(firstAnswer).mockResolvedValue(empty);
    const scope = fork({ handlers: [[fetchActiveOrdersFx, handler]] });
    const first = allSettled(activeOrdersRequested, { scope });
    await Promise.resolve();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($lastActiveFetchAt)).toBe(NOW);
    jest.advanceTimersByTime(3000);
    const whilePending = allSettled(activeOrdersRequested, { scope });
    await Promise.resolve();
    expect(handler).toHaveBeenCalledTimes(1);
    answerFirst(empty);
    await Promise.all([first, whilePending]);
    await allSettled(activeOrdersRequested, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($lastActiveFetchAt)).toBe(NOW + 3000);
  });

  it('is loaded once a fetch ends, failed while the last one failed', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchActiveOrdersFx,
          async () => {
            if (fail) throw new Error('502');
            return { results: [makeOrder(3)], complete: true };
          },
        ],
      ],
    });
    expect(scope.getState($activeOrders)).toEqual([]);
    expect(scope.getState($activeOrdersLoaded)).toBe(false);
    expect(scope.getState($activeOrdersFailed)).toBe(false);
    await allSettled(activeOrdersRequested, { scope });
    expect(scope.getState($activeOrdersLoaded)).toBe(true);
    expect(scope.getState($activeOrdersFailed)).toBe(true);
    fail = false;
    jest.advanceTimersByTime(3000);
    await allSettled(activeOrdersRequested, { scope });
    expect(scope.getState($activeOrdersFailed)).toBe(false);
    expect(scope.getState($activeOrders).map((order) => order.id)).toEqual([3]);
  });

  it('a delivered order leaves; another order changed elsewhere keeps its place', async () => {
    const scope = fork({ values: [[$activeOrders, [makeOrder(1), makeOrder(2), makeOrder(3)]]] });
    await allSettled(orderChanged, { scope, params: makeOrder(2, 'delivered') });
    await allSettled(orderChanged, { scope, params: makeOrder(3, 'picked_up') });
    await allSettled(orderChanged, { scope, params: makeOrder(9, 'accepted') });
    expect(scope.getState($activeOrders).map((order) => [order.id, order.state])).toEqual([
      [1, 'searching'],
      [3, 'picked_up'],
    ]);
  });

  it('an order the platform no longer knows leaves; an unknown id changes nothing', async () => {
    const orders = [makeOrder(1), makeOrder(2)];
    const scope = fork({ values: [[$activeOrders, orders]] });
    await allSettled(orderVanished, { scope, params: 7 });
    expect(scope.getState($activeOrders)).toBe(orders);
    await allSettled(orderVanished, { scope, params: 1 });
    expect(scope.getState($activeOrders).map((order) => order.id)).toEqual([2]);
  });

  it('on a phone a signed-in navigation asks at once, at 650 px but not at 651 px', async () => {
    const handler = jest.fn(async () => ({ results: [], complete: true }));
    const scope = fork({ handlers: [[fetchActiveOrdersFx, handler]] });
    await allSettled(authTokenReceived, { scope, params: 'jwt' });
    await allSettled(windowResized, { scope, params: 651 });
    await allSettled(routeChanged, { scope, params: '/' });
    expect(handler).not.toHaveBeenCalled();
    await allSettled(windowResized, { scope, params: 650 });
    // The public tracking pages, whatever follows /tracking, never ask.
    await allSettled(routeChanged, { scope, params: '/tracking/R-000480' });
    expect(handler).not.toHaveBeenCalled();
    await allSettled(routeChanged, { scope, params: '/mobile/menu' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
