import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';
import { platformRequest } from '@cabinet/shared/http';

import { NewOrderPage } from '..';
import { draftCleared } from '../../../features/order-form';
import { SubmitPanel, createOrderFx } from '../../../features/submit-order';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(async () => ({ results: [] })),
  newRequestId: jest.fn(() => 'key'),
}));

const renderPage = () =>
  render(
    <MemoryRouter>
      <NewOrderPage />
    </MemoryRouter>,
  );

describe('new order page', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => draftCleared());
  });

  it('starts with two points, adds one and removes it again', async () => {
    renderPage();
    expect(screen.getByRole('region', { name: 'Откуда' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Куда · точка 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Удалить точку/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить точку' }));
    expect(screen.getByRole('region', { name: 'Куда · точка 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить точку 2' }));
    expect(screen.queryByRole('region', { name: 'Куда · точка 3' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox', { name: 'Адрес' })).toHaveLength(2);
  });

  it('shows what is missing after an attempt, and the sender cannot take payment', async () => {
    renderPage();
    const sender = screen.getByRole('region', { name: 'Откуда' });
    expect(within(sender).queryByRole('checkbox', { name: 'Принять оплату' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Заказать' }));
    expect(within(sender).getByText('Укажите адрес отправителя')).toBeInTheDocument();
    expect(screen.getByText('Выберите тариф')).toBeInTheDocument();
    expect(platformRequest).not.toHaveBeenCalledWith(
      expect.objectContaining({ url: '/rocket/v0/deliveries/groups' }),
    );
  });

  it('shows the task total and the amount to accept for take-payment items', async () => {
    renderPage();
    const recipient = screen.getByRole('region', { name: 'Куда · точка 2' });
    await userEvent.click(within(recipient).getByRole('checkbox', { name: /Сделать фото/ }));
    expect(screen.getByText('Задания: 300 ₸')).toBeInTheDocument();
    await userEvent.click(within(recipient).getByRole('checkbox', { name: 'Принять оплату' }));
    await userEvent.type(within(recipient).getByLabelText('Товар 1'), 'Платье');
    await userEvent.type(within(recipient).getByLabelText('Цена товара 1, ₸'), '4500');
    expect(within(recipient).getByText('Принять 4500 ₸')).toBeInTheDocument();
  });

  it('disables the order button while the order is being sent', async () => {
    const scope = fork({ handlers: [[createOrderFx, () => new Promise(() => undefined)]] });
    void allSettled(createOrderFx, { scope, params: { body: {} as never, key: 'k' } });
    render(
      <Provider value={scope}>
        <SubmitPanel />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Оформляем…' })).toBeDisabled();
  });
});
