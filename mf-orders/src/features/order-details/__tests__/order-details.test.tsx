import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { fetchActiveOrdersFx, $lastActiveFetchAt } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import {
  $order,
  LIVE_REFRESH_MS,
  loadOrderFx,
  orderOpened,
  orderScreenTicked,
} from '../model/order-details-model';
import { fetchCourierDataFx, fetchPointDataFx } from '../model/courier-model';
import { OrderDetails } from '../ui/order-details';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

describe('order details model', () => {
  it('takes the new state from fresh active orders', async () => {
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(3, 'searching')],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(3, 'accepted')], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 3 });
    expect(scope.getState($order)?.state).toBe('searching');
    await allSettled(orderScreenTicked, { scope });
    expect(scope.getState($order)?.state).toBe('accepted');
  });

  it('reloads an order that left the active ones (it has finished)', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(makeOrder(4, 'arrived_to_client'))
      .mockResolvedValueOnce(makeOrder(4, 'delivered'));
    const scope = fork({
      handlers: [
        [loadOrderFx, load],
        [fetchActiveOrdersFx, async () => ({ results: [], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 4 });
    await allSettled(orderScreenTicked, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($order)?.state).toBe('delivered');
  });
});

describe('order details', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the facts, every point with its status, tasks, payment items and prices', async () => {
    const order = makeOrder(9, 'picked_up', {
      comment: 'Позвонить заранее',
      batching: true,
      eta_minutes: 12,
      courier: {
        id: 1,
        name: '',
        contact_name: 'Ержан',
        phone_number: '+77017776655',
        transport: 'CAR',
        latitude: 0,
        longitude: 0,
        updated_at: '',
      },
    });
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => order],
        [fetchCourierDataFx, async () => order.courier],
        [fetchPointDataFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={9} />
      </Provider>,
    );
    expect(await screen.findByRole('heading', { name: 'Заказ № R-000009' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Детали заказа' });
    expect(panel).toHaveTextContent('Заказ забран, курьер едет к получателю');
    expect(await screen.findByRole('link', { name: 'Телефон курьера' })).toHaveAttribute(
      'href',
      'tel:+77017776655',
    );
    expect(panel).toHaveTextContent('Ержан · +77017776655 · на авто');
    expect(panel).toHaveTextContent('Контакт 0, +77010000000');
    expect(panel).toHaveTextContent('Позвонить заранее');
    expect(panel).toHaveTextContent('С баланса компании');
    expect(panel).toHaveTextContent('Прибытие примерно через 12 мин');
    expect(panel).toHaveTextContent('Доставка может задержаться: курьер везёт и другие заказы.');
    expect(panel).toHaveTextContent('Принять оплату');
    expect(panel).toHaveTextContent('Платье — 5 000 ₸');
    expect(panel).toHaveTextContent('Принять: 7 000 ₸');
    expect(panel).toHaveTextContent('Доставка1 200 ₸');
    expect(panel).toHaveTextContent('Задания300 ₸');
    expect(panel).toHaveTextContent('Итого1 500 ₸');
    expect(screen.getAllByText('Ожидает')).toHaveLength(3);
  });

  it('counts the platform search estimate down, then says it is still searching', async () => {
    // The search began 1.5 min ago and the platform expects 3 min: about 2 left.
    jest.useFakeTimers({ now: new Date('2026-11-22T05:01:30Z') });
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(10, 'searching', { search_estimate_minutes: 3 })],
        [fetchCourierDataFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={10} />
      </Provider>,
    );
    expect(await screen.findByText('Ищем курьера: примерно 2 мин')).toBeTruthy();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Ищем курьера: примерно 1 мин')).toBeTruthy();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText(/Курьер всё ещё ищется/)).toBeTruthy();
  });

  it('counts down the §9 pickup time when the platform gives no estimate', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T05:01:30Z') });
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(14, 'searching', { search_estimate_minutes: undefined })],
        [fetchCourierDataFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={14} />
      </Provider>,
    );
    expect(await screen.findByText('Ищем курьера: примерно 14 мин')).toBeTruthy();
  });

  it('asks for fresh active orders while it is on screen, at most once per 3 s', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const fetchActive = jest.fn(async () => ({ results: [makeOrder(11, 'accepted')], complete: true }));
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(11, 'searching')],
        [fetchActiveOrdersFx, fetchActive],
        [fetchCourierDataFx, async () => null],
        [fetchPointDataFx, async () => null],
      ],
    });
    const { unmount } = render(
      <Provider value={scope}>
        <OrderDetails orderId={11} />
      </Provider>,
    );
    await screen.findByText('Ищем курьера');
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    expect(fetchActive).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Курьер едет к отправителю')).toBeTruthy();
    expect(scope.getState($lastActiveFetchAt)).not.toBeNull();
    unmount();
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS * 3);
    });
    expect(fetchActive).toHaveBeenCalledTimes(1);
  });
});
