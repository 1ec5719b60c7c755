import { render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { platformRequest } from '@cabinet/shared/http';
import type { Courier, Group, PointData } from '@cabinet/shared/contract';

import { fetchActiveOrdersFx } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { fetchCourierData, fetchPointData } from '../api/courier-api';
import {
  $courier,
  $courierKnown,
  $progress,
  currentPointId,
  fetchCourierDataFx,
  fetchPointDataFx,
} from '../model/courier-model';
import { loadOrderFx, orderOpened, orderScreenTicked } from '../model/order-details-model';
import { OrderDetails } from '../ui/order-details';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

/** What the group itself says of its courier: never shown, the platform's calls are the source. */
const GROUP_COURIER: Courier = {
  id: 7,
  name: 'Имя из заказа',
  contact_name: '',
  phone_number: '+77010000099',
  transport: 'CAR',
  latitude: 43.25,
  longitude: 76.91,
  updated_at: '',
};

function courierData(overrides: Partial<Courier> = {}): Courier {
  return {
    id: 11,
    name: 'Ержан Курьеров',
    contact_name: 'Ержан',
    phone_number: '+77017776655',
    transport: 'MOTORBIKE',
    latitude: 43.241,
    longitude: 76.93,
    updated_at: '2026-11-22T06:00:00Z',
    ...overrides,
  };
}

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
  const order = makeOrder(id, state, { courier: GROUP_COURIER });
  return { ...order, points: order.points.map((p) => (p.index === 0 ? { ...p, state: 'done' } : p)) };
}

const notAssigned = () =>
  Object.assign(new Error('404'), {
    response: { status: 404, data: { detail: { code: 'COURIER_NOT_ASSIGNED' } } },
  });

describe('courier data from the platform', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('asks get-courier-data of the order and get-point-data of the point the courier is heading to', async () => {
    const courier = jest.fn(async (_id: number) => courierData());
    const point = jest.fn(async (_id: number) => pointData(5));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(5)],
        [fetchCourierDataFx, courier],
        [fetchPointDataFx, point],
      ],
    });
    await allSettled(orderOpened, { scope, params: 5 });
    expect(courier).toHaveBeenCalledWith(5);
    expect(point).toHaveBeenCalledWith(101);
    expect(currentPointId(underWay(5))).toBe(101);
    // Who and where: get-courier-data only, never the group's own copy.
    expect(scope.getState($courier)).toEqual({
      name: 'Ержан Курьеров',
      phone: '+77017776655',
      transport: 'MOTORBIKE',
      lonLat: [76.93, 43.241],
    });
    // Progress at the point: get-point-data.
    expect(scope.getState($progress)).toEqual({ pointNumber: 2, atPoint: false, etaMinutes: 9 });
  });

  it('shows contact_name when the courier has no name (§3)', async () => {
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(15, 'accepted')],
        [fetchCourierDataFx, async () => courierData({ name: '', contact_name: 'Ержан' })],
        [fetchPointDataFx, async () => pointData(15, { index: 0, id: 100, state: 'arrived' })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 15 });
    expect(scope.getState($courier)?.name).toBe('Ержан');
    expect(scope.getState($progress)).toEqual({ pointNumber: 1, atPoint: true, etaMinutes: 9 });
  });

  it('polls while searching: 404 COURIER_NOT_ASSIGNED is "no courier yet", silently', async () => {
    jest.mocked(platformRequest).mockRejectedValueOnce(notAssigned());
    await expect(fetchCourierData(6)).resolves.toBeNull();
    jest.mocked(platformRequest).mockRejectedValueOnce(notAssigned());
    await expect(fetchPointData(101)).resolves.toBeNull();
    jest
      .mocked(platformRequest)
      .mockRejectedValueOnce(Object.assign(new Error('500'), { response: { status: 500, data: {} } }));
    await expect(fetchCourierData(6)).rejects.toThrow('500');

    const courier = jest.fn(async () => null);
    const point = jest.fn(async () => pointData(6));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(6, 'searching', { courier: GROUP_COURIER })],
        [fetchCourierDataFx, courier],
        [fetchPointDataFx, point],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(6, 'searching')], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 6 });
    jest.setSystemTime(Date.now() + 5000);
    await allSettled(orderScreenTicked, { scope });
    expect(courier).toHaveBeenCalledTimes(2);
    // No courier is heading anywhere yet: no point to ask about.
    expect(point).not.toHaveBeenCalled();
    expect(scope.getState($courierKnown)).toBe(true);
    expect(scope.getState($courier)).toBeNull();
  });

  it('asks nothing for a planned order', async () => {
    const courier = jest.fn(async () => courierData());
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(16, 'planned')],
        [fetchCourierDataFx, courier],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(16, 'planned')], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 16 });
    jest.setSystemTime(Date.now() + 5000);
    await allSettled(orderScreenTicked, { scope });
    expect(courier).not.toHaveBeenCalled();
  });

  it('refetches with the live updates, at most once per 3 s', async () => {
    const courier = jest.fn(async () => courierData());
    const point = jest.fn(async () => pointData(7));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(7)],
        [fetchCourierDataFx, courier],
        [fetchPointDataFx, point],
        [fetchActiveOrdersFx, async () => ({ results: [underWay(7)], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 7 });
    expect(courier).toHaveBeenCalledTimes(1);
    // A tick 1 s later and the fresh order it brings: both inside the 3 s window.
    jest.setSystemTime(Date.now() + 1000);
    await allSettled(orderScreenTicked, { scope });
    expect(courier).toHaveBeenCalledTimes(1);
    // 3 s after the first poll: one more of each, however many updates arrive together.
    jest.setSystemTime(Date.now() + 2000);
    await allSettled(orderScreenTicked, { scope });
    expect(courier).toHaveBeenCalledTimes(2);
    expect(point).toHaveBeenCalledTimes(2);
  });

  it('follows the courier: a new position from a later poll reaches the map', async () => {
    const courier = jest
      .fn()
      .mockResolvedValueOnce(courierData())
      .mockResolvedValueOnce(courierData({ latitude: 43.245, longitude: 76.94 }));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(17)],
        [fetchCourierDataFx, courier],
        [fetchPointDataFx, async () => pointData(17)],
        [fetchActiveOrdersFx, async () => ({ results: [underWay(17)], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 17 });
    expect(scope.getState($courier)?.lonLat).toEqual([76.93, 43.241]);
    jest.setSystemTime(Date.now() + 3000);
    await allSettled(orderScreenTicked, { scope });
    expect(scope.getState($courier)?.lonLat).toEqual([76.94, 43.245]);
  });

  it('ignores answers about another order', async () => {
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(9)],
        [fetchCourierDataFx, async () => courierData()],
        [fetchPointDataFx, async () => pointData(42)],
      ],
    });
    await allSettled(orderOpened, { scope, params: 9 });
    expect(scope.getState($progress)).toBeNull();
    // The courier answer for 9 counts; the point answer about order 42 does not.
    expect(scope.getState($courier)?.name).toBe('Ержан Курьеров');
  });

  it('asks a finished order once (who delivered it) and hides the position', async () => {
    const courier = jest.fn(async () => courierData());
    const point = jest.fn(async () => pointData(10));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(10, 'delivered')],
        [fetchCourierDataFx, courier],
        [fetchPointDataFx, point],
        [fetchActiveOrdersFx, async () => ({ results: [], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 10 });
    jest.setSystemTime(Date.now() + 5000);
    await allSettled(orderScreenTicked, { scope });
    expect(courier).toHaveBeenCalledTimes(1);
    expect(point).not.toHaveBeenCalled();
    expect(scope.getState($courier)).toEqual({
      name: 'Ержан Курьеров',
      phone: '+77017776655',
      transport: 'MOTORBIKE',
      lonLat: null,
    });
    expect(scope.getState($progress)).toBeNull();
  });

  it('shows the courier with a tel: link, transport and progress, and hands the position to the map', async () => {
    jest.useRealTimers();
    const map = jest.fn((order: Group, courier: unknown) => (
      <p>{`карта ${order.number}: ${JSON.stringify(courier)}`}</p>
    ));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => underWay(12)],
        [fetchCourierDataFx, async () => courierData()],
        [fetchPointDataFx, async () => pointData(12, { eta_minutes: 7 })],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={12} map={map} />
      </Provider>,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Телефон курьера +7\u00a0701\u00a0777\u00a066\u00a055' }),
      ).toHaveAttribute('href', 'tel:+77017776655'),
    );
    const phone = screen.getByRole('link', { name: 'Телефон курьера +7\u00a0701\u00a0777\u00a066\u00a055' });
    expect(phone.parentElement).toHaveTextContent('Ержан Курьеров · +7 701 777 66 55 · на мото');
    expect(screen.queryByText(/Имя из заказа/)).toBeNull();
    expect(screen.getByText('Курьер едет к точке 2')).toBeInTheDocument();
    expect(screen.getByText('Прибытие примерно через 7 мин')).toBeInTheDocument();
    expect(
      screen.getByText(
        'карта R-000012: {"name":"Ержан Курьеров","phone":"+77017776655","transport":"MOTORBIKE","lonLat":[76.93,43.241]}',
      ),
    ).toBeInTheDocument();
  });

  it('says "not assigned" once the platform answered none, and "checking" before it answers', async () => {
    jest.useRealTimers();
    let answer: (value: Courier | null) => void = () => undefined;
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(13, 'searching')],
        [fetchCourierDataFx, () => new Promise<Courier | null>((resolve) => (answer = resolve))],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={13} />
      </Provider>,
    );
    const courierFact = await screen.findByText('Уточняем курьера…');
    expect(courierFact.tagName).toBe('DD');
    answer(null);
    expect(await screen.findByText('Курьер не назначен')).toBeInTheDocument();
  });
});
