import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';

import { fetchActiveOrdersFx, type OrderPage } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import {
  $orders,
  $visibleOrders,
  fetchListPageFx,
  listOpened,
  nextPageRequested,
  searchChanged,
} from '../model/order-list-model';
import { OrderList } from '../ui/order-list';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

function page(results: OrderPage['results'], next: number | null = null, count = results.length): OrderPage {
  return { count, page: 1, page_size: 50, next, previous: null, results };
}

const listHandler = (pages: Record<string, OrderPage>) =>
  jest.fn(async ({ tab, page: number }: { tab: 'active' | 'planned' | 'finished'; page: number }) => ({
    tab,
    page: number,
    answer: pages[`${tab}:${number}`] ?? page([]),
  }));

describe('order list model', () => {
  it('loads a tab from page 1 and appends the next pages', async () => {
    const handler = listHandler({
      'finished:1': page([makeOrder(1, 'delivered'), makeOrder(2, 'cancelled')], 2, 3),
      'finished:2': page([makeOrder(3, 'delivered')], null, 3),
    });
    const scope = fork({ handlers: [[fetchListPageFx, handler]] });
    await allSettled(listOpened, { scope, params: 'finished' });
    await allSettled(nextPageRequested, { scope });
    await allSettled(nextPageRequested, { scope });
    expect(handler.mock.calls.map(([params]) => params)).toEqual([
      { tab: 'finished', page: 1 },
      { tab: 'finished', page: 2 },
    ]);
    expect(scope.getState($orders).map((order) => order.id)).toEqual([1, 2, 3]);
  });

  it('shows a status change from fresh active orders without reloading the list', async () => {
    const handler = listHandler({ 'active:1': page([makeOrder(1, 'searching'), makeOrder(2, 'accepted')]) });
    const scope = fork({
      handlers: [
        [fetchListPageFx, handler],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(2, 'picked_up')], complete: true })],
      ],
    });
    await allSettled(listOpened, { scope, params: 'active' });
    await allSettled(fetchActiveOrdersFx, { scope });
    // The whole active set fitted in one answer: order 1 has finished and leaves the active tab.
    expect(scope.getState($orders).map((order) => [order.id, order.state])).toEqual([[2, 'picked_up']]);
  });

  it('filters loaded orders by number or address', async () => {
    const handler = listHandler({ 'active:1': page([makeOrder(11), makeOrder(12)]) });
    const scope = fork({ handlers: [[fetchListPageFx, handler]] });
    await allSettled(listOpened, { scope, params: 'active' });
    await allSettled(searchChanged, { scope, params: '000012' });
    expect(scope.getState($visibleOrders).map((order) => order.id)).toEqual([12]);
  });
});

describe('order list', () => {
  // jsdom has no layout: give the scroller a viewport so the virtualiser has rows to show.
  beforeEach(() => {
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });

  function renderList(scope: ReturnType<typeof fork>, tab: 'active' | 'planned' | 'finished' = 'active') {
    const onTabChange = jest.fn();
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <OrderList tab={tab} onTabChange={onTabChange} orderHref={(id) => `/?order=${id}`} />
        </MemoryRouter>
      </Provider>,
    );
    return onTabChange;
  }

  it('shows rows with number, route, status, courier and price, and switches tabs', async () => {
    const user = userEvent.setup();
    const order = makeOrder(21, 'accepted', {
      courier: {
        id: 1,
        name: 'Асхат',
        contact_name: 'Асхат К.',
        phone_number: '+77019998877',
        transport: 'CAR',
        latitude: 0,
        longitude: 0,
        updated_at: '',
      },
    });
    const scope = fork({ handlers: [[fetchListPageFx, listHandler({ 'active:1': page([order]) })]] });
    const onTabChange = renderList(scope);
    const row = await screen.findByRole('link', { name: /Заказ № R-000021/ });
    expect(row).toHaveAttribute('href', '/?order=21');
    expect(row).toHaveTextContent('проспект Абая, 10 → проспект Достык, 12 · точек: 3');
    expect(row).toHaveTextContent('Курьер едет к отправителю');
    expect(row).toHaveTextContent('Асхат');
    expect(row).toHaveTextContent('1 500 ₸');
    await user.click(screen.getByRole('tab', { name: 'Завершённые' }));
    expect(onTabChange).toHaveBeenCalledWith('finished');
  });

  it('has an empty state per tab and an error state with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const handler = jest.fn(
      async ({ tab, page: number }: { tab: 'active' | 'planned' | 'finished'; page: number }) => {
        if (fail) throw new Error('offline');
        return { tab, page: number, answer: page([]) };
      },
    );
    const scope = fork({ handlers: [[fetchListPageFx, handler]] });
    renderList(scope, 'planned');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent('Не удалось загрузить заказы');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Запланированных заказов нет' })).toBeTruthy(),
    );
  });

  it('keeps only the rows in view in the DOM', async () => {
    // Each row measures as a real one would (jsdom answers 0 for every box).
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    const many = Array.from({ length: 2000 }, (_, index) => makeOrder(index + 1));
    const scope = fork({
      handlers: [[fetchListPageFx, listHandler({ 'active:1': page(many, null, 2000) })]],
    });
    renderList(scope);
    await screen.findByRole('link', { name: /Заказ № R-000001/ });
    expect(screen.getAllByRole('link').length).toBeLessThan(40);
  });
});
