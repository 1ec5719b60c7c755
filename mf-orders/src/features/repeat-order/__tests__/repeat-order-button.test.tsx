import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { $windowWidth } from '@cabinet/shared';
import { MemoryRouter, Route, Routes, useLocation } from '@cabinet/shared/router';

import { REPEAT_ORDER_STORAGE_KEY } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { RepeatOrderButton } from '../ui/repeat-order-button';

function Wizard() {
  const { search } = useLocation();
  return <p>Мастер на телефоне {search}</p>;
}

function renderAt(width: number) {
  const scope = fork({ values: [[$windowWidth, width]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/orders/3']}>
        <Routes>
          <Route path="/orders/3" element={<RepeatOrderButton order={makeOrder(3, 'delivered')} />} />
          <Route path="/orders/new" element={<p>Форма на компьютере</p>} />
          <Route path="/mobile/new-order-details" element={<Wizard />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('repeat order', () => {
  afterEach(() => sessionStorage.clear());

  it('leaves the points for the form and opens the desktop form', async () => {
    renderAt(1280);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Форма на компьютере')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(REPEAT_ORDER_STORAGE_KEY) ?? '[]')).toHaveLength(3);
  });

  it('opens the mobile wizard on its summary on a phone', async () => {
    renderAt(390);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить заказ' }));
    expect(await screen.findByText('Мастер на телефоне ?step=details')).toBeInTheDocument();
    expect(sessionStorage.getItem(REPEAT_ORDER_STORAGE_KEY)).not.toBeNull();
  });

  it('is offered for finished orders only', () => {
    render(
      <MemoryRouter>
        <RepeatOrderButton order={makeOrder(4, 'accepted')} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Повторить заказ' })).toBeNull();
  });
});
