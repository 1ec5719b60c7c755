import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter } from '@cabinet/shared/router';

import { OrderForm } from '..';
import { draftCleared } from '../../../features/order-form';
import { useOrderCreation } from '../../../features/submit-order';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(async () => ({ results: [] })),
  newRequestId: jest.fn(() => 'key'),
}));

function Form() {
  useOrderCreation();
  return <OrderForm />;
}

describe('removing points of the desktop form', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => draftCleared());
  });

  it('never offers to remove point 1, the sender; offers every other point once there are three', async () => {
    render(
      <MemoryRouter>
        <Form />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /^Удалить точку/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить точку' }));

    const sender = screen.getByRole('region', { name: 'Откуда' });
    expect(within(sender).queryByRole('button', { name: /^Удалить точку/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить точку 1' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Куда · точка 2' })).getByRole('button', {
        name: 'Удалить точку 2',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить точку 3' }));
    expect(screen.queryByRole('region', { name: 'Куда · точка 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Удалить точку/ })).toBeNull();
  });
});
