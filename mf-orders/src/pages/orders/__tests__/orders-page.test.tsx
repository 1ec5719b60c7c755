import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';

import '../../../shared/i18n';
import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { courierModel, orderDetailsModel } from '../../../features/order-details';
import { fetchPageFx } from '../../../features/order-list/model/order-list-model';
import { OrdersPage } from '../orders-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

// jsdom has no layout: give the list's scroller a viewport so the virtualiser has rows to show.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterEach(() => jest.restoreAllMocks());

// The details panel is a chunk of its own: the first test to open it imports its modules, which a
// cold transform cache (a fresh machine) compiles first, well past testing-library's 1 s default.
const FIRST_IMPORT = { timeout: 10_000 };

describe('orders page', () => {
  it('gives the focus back to the row of the order when ✕ closes its details', async () => {
    const orders = [makeOrder(1, 'accepted'), makeOrder(2, 'accepted'), makeOrder(3, 'accepted')];
    const scope = fork({
      handlers: [
        [
          fetchPageFx,
          async ({ generation, page }: Parameters<typeof fetchPageFx>[0]) => ({
            generation,
            page,
            answer: { count: 3, page, page_size: 50, next: null, previous: null, results: orders },
          }),
        ],
        [orderDetailsModel.loadOrderFx, async (id: number) => makeOrder(id, 'accepted')],
        [courierModel.fetchCourierDataFx, async () => null],
        [courierModel.fetchPointDataFx, async () => null],
        [fetchConfigsFx, async () => Promise.reject(new Error('no zones here'))],
      ],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/?order=2']}>
          <OrdersPage />
        </MemoryRouter>
      </Provider>,
    );
    const panel = await screen.findByRole('region', { name: 'Детали заказа' }, FIRST_IMPORT);
    await within(panel).findByRole('heading', { name: 'Заказ №\u00a0R-000002' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Закрыть детали' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Детали заказа' })).toBeNull());
    expect(screen.getByRole('link', { name: /Заказ №\u00a0R-000002/ })).toHaveFocus();
  });

  it('says that /?order=abc names no order, asks the platform nothing about it, and closes', async () => {
    const load = jest.fn(async (id: number) => makeOrder(id, 'accepted'));
    const scope = fork({
      handlers: [
        [
          fetchPageFx,
          async ({ generation, page }: Parameters<typeof fetchPageFx>[0]) => ({
            generation,
            page,
            answer: { count: 0, page, page_size: 50, next: null, previous: null, results: [] },
          }),
        ],
        [orderDetailsModel.loadOrderFx, load],
        [fetchConfigsFx, async () => Promise.reject(new Error('no zones here'))],
      ],
    });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/?order=abc']}>
          <OrdersPage />
        </MemoryRouter>
      </Provider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Заказ не найден');
    expect(alert).toHaveTextContent(
      'В ссылке нет номера заказа: возможно, она скопирована не полностью. Выберите заказ в списке.',
    );
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('link', { name: 'Закрыть детали' }));
    await waitFor(() => expect(screen.queryByText('Заказ не найден')).toBeNull());
  });
});
