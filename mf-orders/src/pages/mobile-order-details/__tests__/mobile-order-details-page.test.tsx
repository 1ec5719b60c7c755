import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter, Route, Routes, useLocation } from '@cabinet/shared/router';

import '../../../shared/i18n';
import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { courierModel, orderDetailsModel } from '../../../features/order-details';
// The list's filters as the orders list left them (the list itself is not on screen here).
import { $listFilters } from '../../../entities/order';
import { MobileOrderDetailsPage } from '../mobile-order-details-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

function Where() {
  const location = useLocation();
  return <output aria-label="address bar">{`${location.pathname}${location.search}`}</output>;
}

function openDetails(entries: Array<string | { pathname: string; state: unknown }>) {
  const scope = fork({
    values: [[$listFilters, { tab: 'planned', search: 'Абая', from: '', to: '' }]],
    handlers: [
      [orderDetailsModel.loadOrderFx, async () => makeOrder(5, 'planned')],
      [courierModel.fetchCourierDataFx, async () => null],
      [courierModel.fetchPointDataFx, async () => null],
      [fetchConfigsFx, async () => Promise.reject(new Error('no zones here'))],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/mobile/orders/:id" element={<MobileOrderDetailsPage />} />
          <Route path="/mobile/orders" element={<p>orders list</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </Provider>,
  );
}

const addressBar = () => screen.getByRole('status', { name: 'address bar' });

describe('back from an order page on a phone', () => {
  it('goes back in history to the list the user came from', async () => {
    openDetails([
      '/mobile/orders?tab=finished&q=Достык',
      { pathname: '/mobile/orders/5', state: { fromList: true } },
    ]);
    await screen.findByRole('heading', { name: 'Заказ №\u00a0R-000005' });
    await userEvent.click(screen.getByRole('link', { name: 'К списку заказов' }));
    expect(await screen.findByText('orders list')).toBeInTheDocument();
    // The very entry of the list, with its own tab and search (and so its scroll position).
    expect(addressBar()).toHaveTextContent('/mobile/orders?tab=finished&q=Достык');
  });

  it('opens the list as it was last left when the page was opened directly', async () => {
    openDetails(['/mobile/orders/5']);
    await screen.findByRole('heading', { name: 'Заказ №\u00a0R-000005' });
    const back = screen.getByRole('link', { name: 'К списку заказов' });
    expect(back).toHaveAttribute('href', '/mobile/orders?tab=planned&q=%D0%90%D0%B1%D0%B0%D1%8F');
    await userEvent.click(back);
    expect(await screen.findByText('orders list')).toBeInTheDocument();
    expect(addressBar()).toHaveTextContent('/mobile/orders?tab=planned&q=%D0%90%D0%B1%D0%B0%D1%8F');
  });
});
