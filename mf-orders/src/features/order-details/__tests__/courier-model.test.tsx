import { render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { platformRequest } from '@cabinet/shared/http';
import type { Group, PointData } from '@cabinet/shared/contract';

import { fetchActiveOrdersFx } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { fetchPointData } from '../api/courier-api';
import { $courier, $pointData, currentPointId, fetchPointDataFx } from '../model/courier-model';
import { loadOrderFx, orderOpened, orderScreenTicked } from '../model/order-details-model';
import { OrderDetails } from '../ui/order-details';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const ORDER_COURIER: Group['courier'] = {
  id: 7,
  name: 'Имя из заказа',
  contact_name: '',
  phone_number: '+77010000099',
  transport: 'CAR',
  latitude: 43.25,
  longitude: 76.91,
  updated_at: '',
};

function pointData(groupId: number, overrides: Partial<PointData> = {}): PointData {
  return {
    id: 101,
    group_id: groupId,
    index: 1,
    state: 'pending',
    order_state: 'picked_up',
    contact_name: 'Ержан Курьеров',
    phone_number: '+77017776655',
    courier_latitude: 43.241,
    courier_longitude: 76.93,
    eta_minutes: 9,
    ...overrides,
  };
}

/** An order under way: the first point is done, the courier heads to the second. */
function underWay(id: number, state: Group['state'] = 'picked_up'): Group {
  const order = makeOrder(id, state, { courier: ORDER_COURIER });
  return { ...order, points: order.points.map((p) => (p.index === 0 ? { ...p, state: 'done' } : p)) };
}

describe('courier data from the platform', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('asks get-point-data of the point the courier is heading to', async () => {
    const fetch = jest.fn(async (_id: number) => pointData(5));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(5)],
        [fetchPointDataFx, fetch],
      ],
    });
    await allSettled(orderOpened, { scope, params: 5 });
    expect(fetch).toHaveBeenCalledWith(101);
    expect(currentPointId(underWay(5))).toBe(101);
    expect(scope.getState($courier)).toEqual({
      name: 'Ержан Курьеров',
      phone: '+77017776655',
      lonLat: [76.93, 43.241],
    });
  });

  it('asks nothing before a courier is assigned', async () => {
    const fetch = jest.fn(async () => pointData(6));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(6, 'searching')],
        [fetchPointDataFx, fetch],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(6, 'searching')], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 6 });
    jest.setSystemTime(Date.now() + 5000);
    await allSettled(orderScreenTicked, { scope });
    expect(fetch).not.toHaveBeenCalled();
    expect(scope.getState($courier)).toBeNull();
  });

  it('refetches with the live updates, at most once per 3 s', async () => {
    const fetch = jest.fn(async () => pointData(7));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(7)],
        [fetchPointDataFx, fetch],
        [fetchActiveOrdersFx, async () => ({ results: [underWay(7)], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 7 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A tick 1 s later and the fresh order it brings: both inside the 3 s window.
    jest.setSystemTime(Date.now() + 1000);
    await allSettled(orderScreenTicked, { scope });
    expect(fetch).toHaveBeenCalledTimes(1);
    // 3 s after the first fetch: one more, however many updates arrive together.
    jest.setSystemTime(Date.now() + 2000);
    await allSettled(orderScreenTicked, { scope });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is silent while the platform answers 404 COURIER_NOT_ASSIGNED, and falls back to the order', async () => {
    const notAssigned = Object.assign(new Error('404'), {
      response: { status: 404, data: { detail: { code: 'COURIER_NOT_ASSIGNED' } } },
    });
    jest.mocked(platformRequest).mockRejectedValueOnce(notAssigned);
    await expect(fetchPointData(101)).resolves.toBeNull();
    jest
      .mocked(platformRequest)
      .mockRejectedValueOnce(Object.assign(new Error('500'), { response: { status: 500, data: {} } }));
    await expect(fetchPointData(101)).rejects.toThrow('500');

    const scope = fork({
      values: [[$pointData, pointData(8)]],
      handlers: [
        [loadOrderFx, async () => underWay(8, 'accepted')],
        [fetchPointDataFx, async () => null],
      ],
    });
    await allSettled(orderOpened, { scope, params: 8 });
    // What the order itself says of its courier; nothing about an error.
    expect(scope.getState($courier)).toEqual({
      name: 'Имя из заказа',
      phone: '+77010000099',
      lonLat: [76.91, 43.25],
    });
  });

  it('ignores an answer about another order', async () => {
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(9)],
        [fetchPointDataFx, async () => pointData(42)],
      ],
    });
    await allSettled(orderOpened, { scope, params: 9 });
    expect(scope.getState($courier)?.name).toBe('Имя из заказа');
  });

  it('hides the position once the order is over', async () => {
    const delivered = { ...underWay(10, 'delivered') };
    const scope = fork({ handlers: [[loadOrderFx, async () => delivered]] });
    await allSettled(orderOpened, { scope, params: 10 });
    expect(scope.getState($courier)).toEqual({ name: 'Имя из заказа', phone: '+77010000099', lonLat: null });
  });

  it('shows the courier from get-point-data with a tel: link and hands the position to the map', async () => {
    jest.useRealTimers();
    const map = jest.fn((order: Group, courier: unknown) => (
      <p>{`карта ${order.number}: ${JSON.stringify(courier)}`}</p>
    ));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(12)],
        [fetchPointDataFx, async () => pointData(12)],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={12} map={map} />
      </Provider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Телефон курьера' })).toHaveAttribute(
        'href',
        'tel:+77017776655',
      ),
    );
    const phone = screen.getByRole('link', { name: 'Телефон курьера' });
    expect(phone.parentElement).toHaveTextContent('Ержан Курьеров · +77017776655');
    expect(
      screen.getByText(
        'карта R-000012: {"name":"Ержан Курьеров","phone":"+77017776655","lonLat":[76.93,43.241]}',
      ),
    ).toBeTruthy();
  });
});
