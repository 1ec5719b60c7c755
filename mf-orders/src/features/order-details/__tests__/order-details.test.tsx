import { act, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import type { Group } from '@cabinet/shared/contract';

import {
  LIVE_REFRESH_MS,
  fetchActiveOrdersFx,
  orderVanished,
  $lastActiveFetchAt,
} from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import {
  $failed,
  $missing,
  $order,
  loadOrderFx,
  orderOpened,
  orderScreenTicked,
} from '../model/order-details-model';
import { fetchCourierDataFx, fetchPointDataFx } from '../model/courier-model';
import { OrderDetails } from '../ui/order-details';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

/** The platform's answer for an order it does not know. */
const gone = () =>
  Object.assign(new Error('GROUP_DOES_NOT_EXIST'), {
    response: { status: 404, data: { detail: { code: 'GROUP_DOES_NOT_EXIST', message: 'Заказ не найден' } } },
  });

describe('order details model', () => {
  afterEach(() => jest.useRealTimers());

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
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
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
    jest.advanceTimersByTime(LIVE_REFRESH_MS);
    await allSettled(orderScreenTicked, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($order)?.state).toBe('delivered');
  });

  it('loads by id, at most every 3 s, an open order beyond the newest active ones (an incomplete page)', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const load = jest
      .fn()
      .mockResolvedValueOnce(makeOrder(500, 'searching'))
      .mockResolvedValueOnce(makeOrder(500, 'accepted'))
      .mockResolvedValueOnce(makeOrder(500, 'picked_up'));
    // 100 newer live orders fill the one page of active orders; order 500 is not among them.
    const newer = Array.from({ length: 100 }, (_, index) => makeOrder(index + 1, 'accepted'));
    const fetchActive = jest.fn(async () => ({ results: newer, complete: false }));
    const scope = fork({
      handlers: [
        [loadOrderFx, load],
        [fetchActiveOrdersFx, fetchActive],
      ],
    });
    await allSettled(orderOpened, { scope, params: 500 });
    jest.advanceTimersByTime(LIVE_REFRESH_MS);
    await allSettled(orderScreenTicked, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($order)?.state).toBe('accepted');

    // Fresh active orders arrive again within 3 s of that load: no second load yet.
    jest.advanceTimersByTime(1000);
    await allSettled(fetchActiveOrdersFx, { scope });
    expect(load).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(2000);
    await allSettled(fetchActiveOrdersFx, { scope });
    expect(load).toHaveBeenCalledTimes(3);
    expect(scope.getState($order)?.state).toBe('picked_up');
  });

  it('moves a planned order on to searching while its details are open', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const scope = fork({
      handlers: [
        [loadOrderFx, async () => makeOrder(6, 'planned')],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(6, 'searching')], complete: true })],
      ],
    });
    await allSettled(orderOpened, { scope, params: 6 });
    expect(scope.getState($order)?.state).toBe('planned');
    await allSettled(orderScreenTicked, { scope });
    expect(scope.getState($order)?.state).toBe('searching');
  });

  it('ignores a late failure of the order opened before', async () => {
    let failFirst: (error: Error) => void = () => undefined;
    const load = jest.fn((id: number) =>
      id === 1
        ? new Promise<Group>((_, reject) => {
            failFirst = reject;
          })
        : Promise.resolve(makeOrder(2, 'accepted')),
    );
    const scope = fork({ handlers: [[loadOrderFx, load]] });
    // The user opens order 1, then order 2 before 1 has answered; then 1 fails.
    const settled = Promise.all([
      allSettled(orderOpened, { scope, params: 1 }),
      allSettled(orderOpened, { scope, params: 2 }),
    ]);
    failFirst(new Error('network'));
    await settled;
    expect(scope.getState($order)?.id).toBe(2);
    expect(scope.getState($failed)).toBe(false);
  });

  it('says an order that does not exist is gone (404 GROUP_DOES_NOT_EXIST), without a retry', async () => {
    const scope = fork({
      handlers: [[loadOrderFx, async () => Promise.reject(gone())]],
    });
    await allSettled(orderOpened, { scope, params: 13 });
    expect(scope.getState($missing)).toBe(true);
    expect(scope.getState($failed)).toBe(false);
    render(
      <Provider value={scope}>
        <OrderDetails orderId={13} />
      </Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Заказа больше нетПлатформа не знает этого заказа: возможно, он удалён или ссылка устарела.',
    );
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('lets the open order go when the platform said it vanished', async () => {
    const scope = fork({ handlers: [[loadOrderFx, async () => makeOrder(15, 'accepted')]] });
    await allSettled(orderOpened, { scope, params: 15 });
    await allSettled(orderVanished, { scope, params: 99 });
    expect(scope.getState($missing)).toBe(false);
    await allSettled(orderVanished, { scope, params: 15 });
    expect(scope.getState($missing)).toBe(true);
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
    const second = order.points[1];
    if (second)
      second.tasks = [{ id: 2, code: 'fitting', comment: ' Размер M ', extra_fields: { price: 300 } }];
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
    expect(await screen.findByRole('heading', { name: 'Заказ №\u00a0R-000009' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Детали заказа' });
    expect(panel).toHaveTextContent('Заказ забран, курьер едет к получателю');
    // A task's note to the courier shows beside it; a task without one shows alone.
    expect(panel).toHaveTextContent('Задания курьеру: Подождать примерку («Размер M»)');
    expect(panel).toHaveTextContent('Задания курьеру: Принять оплату');
    // The link's name holds the number it shows (WCAG 2.5.3 label in name).
    expect(
      await screen.findByRole('link', { name: 'Телефон курьера +7\u00a0701\u00a0777\u00a066\u00a055' }),
    ).toHaveAttribute('href', 'tel:+77017776655');
    expect(panel).toHaveTextContent('Ержан · +7 701 777 66 55 · на авто');
    expect(panel).toHaveTextContent('Контакт 0, +7 701 000 00 00');
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
    expect(await screen.findByText('Ищем курьера: примерно 2 мин')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Ищем курьера: примерно 1 мин')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByText(/Курьер всё ещё ищется/)).toBeInTheDocument();
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
    expect(await screen.findByText('Ищем курьера: примерно 14 мин')).toBeInTheDocument();
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
    expect(await screen.findByText('Курьер едет к отправителю')).toBeInTheDocument();
    expect(scope.getState($lastActiveFetchAt)).not.toBeNull();
    unmount();
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS * 3);
    });
    expect(fetchActive).toHaveBeenCalledTimes(1);
  });

  it('stops polling once the order is delivered, and never polls a finished one', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    const load = jest
      .fn()
      .mockResolvedValueOnce(makeOrder(16, 'arrived_to_client'))
      .mockResolvedValueOnce(makeOrder(16, 'delivered'));
    const fetchActive = jest.fn(async () => ({ results: [], complete: true }));
    const scope = fork({
      handlers: [
        [loadOrderFx, load],
        [fetchActiveOrdersFx, fetchActive],
        [fetchCourierDataFx, async () => null],
        [fetchPointDataFx, async () => null],
      ],
    });
    render(
      <Provider value={scope}>
        <OrderDetails orderId={16} />
      </Provider>,
    );
    await screen.findByText('Курьер у получателя');
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS);
    });
    expect(fetchActive).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Доставлен')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(LIVE_REFRESH_MS * 5);
    });
    expect(fetchActive).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
