import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter } from '@cabinet/shared/router';

import { MobileWizard } from '..';
import { pointAddressChanged } from '../../../entities/point';
import { $wizardStep, draftCleared } from '../../../features/order-form';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(async () => ({ results: [] })),
  newRequestId: jest.fn(() => 'key'),
}));

const exact = (index: number) =>
  act(() =>
    pointAddressChanged({
      index,
      address: { street: `Улица ${index}`, latitude: 51.1, longitude: 71.4 + index / 100 },
    }),
  );

describe('mobile wizard', () => {
  beforeEach(() => act(() => draftCleared()));

  it('goes init → from → to → details, the next step waiting for an exact address', async () => {
    render(
      <MemoryRouter>
        <MobileWizard />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Куда доставить?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Откуда забрать' }));
    expect($wizardStep.getState()).toBe('from');
    expect(screen.getByRole('combobox', { name: 'Адрес' })).toBeInTheDocument();
    for (const label of ['Подъезд', 'Этаж', 'Квартира', 'Комментарий', 'Телефон отправителя']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
    exact(0);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Куда доставить' })).toBeInTheDocument();
    expect(screen.getByLabelText('Телефон получателя')).toBeInTheDocument();
    exact(1);
    await userEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('heading', { name: 'Вызов курьера' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Условия доставки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Тариф' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Заказать' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect($wizardStep.getState()).toBe('to');
  });
});
