import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';
import { platformRequest } from '@cabinet/shared/http';

import { $user, type UserProfile } from '@cabinet/shared';
import type { Card } from '@cabinet/shared/contract';

import { NewOrderPage } from '../new-order-page';
import { TASKS_URL } from '../../../entities/task';
import { TEST_CATALOGUE } from '../../../entities/task/__tests__/catalogue-fixture';
import { $selectedTariff, $surgeOffer } from '../../../entities/tariff';
import { $cards, $details, $now, TimeSection, draftCleared } from '../../../features/order-form';
import { PaymentSection } from '../../../features/order-payment';
import { SubmitPanel, createOrderFx } from '../../../features/submit-order';
import { tariffOf } from '../../../entities/tariff/testing';

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
    // The platform's task catalogue (the form offers no task without it); everything else is empty.
    (platformRequest as jest.Mock).mockImplementation(async (config: { url?: string }) => ({
      results: config.url === TASKS_URL ? TEST_CATALOGUE : [],
    }));
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
    expect(within(recipient).getByText('Принять 4 500 ₸')).toBeInTheDocument();
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

  const tariff = tariffOf;
  const user = { id: 1, balance: 100, addresses: [], companyData: null } as unknown as UserProfile;

  it('offers to call at the new price or to wait when the price rose', async () => {
    const scope = fork({
      values: [
        [
          $surgeOffer,
          {
            key: 'k',
            rates: { tariffs: [], distance: 1, waypoints: [], optimized: null },
            tariff: tariff({ id: 2, price: 1900 }),
            previousPrice: 1500,
            reason: 'submit',
          },
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <SubmitPanel />
      </Provider>,
    );
    const notice = screen.getByRole('alert', { name: 'Цена доставки выросла' });
    expect(notice).toHaveTextContent('Было 1 500 ₸, сейчас 1 900 ₸');
    expect(within(notice).getByRole('button', { name: 'Вызвать по новой цене' })).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Подождать' }));
    expect(scope.getState($surgeOffer)).toBeNull();
    expect(screen.queryByRole('alert', { name: 'Цена доставки выросла' })).not.toBeInTheDocument();
  });

  it('offers the card together with the insufficient-balance message, and says when there is no card', async () => {
    const withCard = fork({
      values: [
        [$user, user],
        [$selectedTariff, tariff({})],
        [
          $cards,
          [{ token: 't', pan_masked: '•• 4242', brand: 'VISA', expiry: '12/30', is_default: true } as Card],
        ],
      ],
    });
    const { unmount } = render(
      <Provider value={withCard}>
        <PaymentSection />
      </Provider>,
    );
    expect(screen.getByText(/Недостаточно средств на балансе/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить картой' }));
    expect(withCard.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 't' });
    expect(screen.getByRole('radio', { name: 'Visa •• 4242' })).toBeChecked();
    unmount();

    const noCard = fork({
      values: [
        [$user, user],
        [$selectedTariff, tariff({})],
        [$cards, []],
      ],
    });
    render(
      <Provider value={noCard}>
        <PaymentSection />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить картой' }));
    expect(screen.getByRole('alert')).toHaveTextContent('У компании нет сохранённых карт');
  });

  it('plans in the ru date field and a time list the platform accepts', async () => {
    const scope = fork({ values: [[$now, Date.parse('2026-11-22T05:10:00Z')]] });
    render(
      <Provider value={scope}>
        <TimeSection />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Запланировать' }));
    const date = await screen.findByRole('textbox', { name: 'Дата' });
    await userEvent.clear(date);
    await userEvent.type(date, '22.11.2026{Enter}');
    const time = screen.getByRole('combobox', { name: 'Время' });
    const options = within(time)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('10:45');
    expect(options.at(-1)).toBe('20:45');
    await userEvent.selectOptions(time, '12:30');
    expect(scope.getState($details)).toMatchObject({
      deliveryTimeType: 2,
      datetime: '2026-11-22T12:30:00+05:00',
    });
    expect(screen.getByText('Курьер приедет 22 ноября, 12:30')).toBeInTheDocument();
  });
});
