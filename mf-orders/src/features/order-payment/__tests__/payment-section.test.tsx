import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { $user, type UserProfile } from '@cabinet/shared';
import type { Card, Tariff } from '@cabinet/shared/contract';

import { $selectedTariff } from '../../../entities/tariff';
import { $details, cardsRequested, fetchCardsFx } from '../../order-form';
import { PaymentSection } from '..';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('handlers replace it'))),
}));

const user = { id: 1, balance: 100, addresses: [], companyData: null } as unknown as UserProfile;
const tariff = { id: 1, transport: 'CAR', price: 1500 } as Tariff;
const visa: Card = { token: 't', pan_masked: '•• 4242', brand: 'VISA', expiry: '12/30', is_default: true };

describe('payment section', () => {
  it('"Pay by card" while the cards load shows them loading, then chooses the default card', async () => {
    let answer: (cards: { results: Card[] }) => void = () => undefined;
    const scope = fork({
      values: [
        [$user, user],
        [$selectedTariff, tariff],
      ],
      handlers: [[fetchCardsFx, () => new Promise<{ results: Card[] }>((resolve) => (answer = resolve))]],
    });
    const loading = allSettled(cardsRequested, { scope });
    render(
      <Provider value={scope}>
        <PaymentSection />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить картой' }));
    expect(screen.getByText('Загружаем карты…')).toBeInTheDocument();
    expect(screen.queryByText(/нет сохранённых карт/)).not.toBeInTheDocument();
    await act(async () => {
      answer({ results: [visa] });
      await loading;
    });
    expect(screen.getByRole('radio', { name: 'Visa •• 4242' })).toBeChecked();
    expect(scope.getState($details)).toMatchObject({ paymentType: 5, selectedCardToken: 't' });
  });

  it('cards that did not load are no "no saved cards": it says so and asks again', async () => {
    let fail = true;
    const fetch = jest.fn(async () => {
      if (fail) throw Object.assign(new Error('Network Error'), { request: {} });
      return { results: [visa] };
    });
    const scope = fork({ values: [[$user, user]], handlers: [[fetchCardsFx, fetch]] });
    await allSettled(cardsRequested, { scope });
    render(
      <Provider value={scope}>
        <PaymentSection />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Картой' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить сохранённые карты.');
    expect(screen.queryByText(/нет сохранённых карт/)).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: 'Visa •• 4242' })).toBeInTheDocument();
  });
});
