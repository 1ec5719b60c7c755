import { act, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';

import { OrderForm } from '..';
import { $submitFailure, type SubmitFailure } from '../../../features/submit-order';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(async () => ({ results: [] })),
  newRequestId: jest.fn(() => 'key'),
}));

const REFUSED: SubmitFailure = {
  code: 'VALIDATION_ERROR',
  title: 'Платформа не приняла заказ',
  text: 'Исправьте отмеченные поля и отправьте заказ ещё раз.',
  fields: {
    points: { 1: { apartment: 'Не больше 50 символов', contact_name: 'Не больше 200 символов' } },
    comment: 'Не больше 1000 символов',
  },
};

describe('a refusal that names fields of the desktop form', () => {
  it('shows the platform words beside the fields it names, linked to them', async () => {
    const scope = fork({ values: [[$submitFailure, REFUSED]] });
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <OrderForm />
        </MemoryRouter>
      </Provider>,
    );
    const recipient = screen.getByRole('region', { name: 'Куда · точка 2' });
    const apartment = within(recipient).getByRole('textbox', { name: 'Квартира' });
    expect(apartment).toHaveAccessibleDescription('Не больше 50 символов');
    expect(apartment).toHaveAttribute('aria-invalid', 'true');
    expect(within(recipient).getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription(
      'Не больше 200 символов',
    );
    const sender = screen.getByRole('region', { name: 'Откуда' });
    expect(within(sender).getByRole('textbox', { name: 'Квартира' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Комментарий к заказу' })).toHaveAccessibleDescription(
      'Не больше 1000 символов',
    );
    expect(screen.getByText('Платформа не приняла заказ')).toBeInTheDocument();
    // The route map is a lazy part: let it arrive inside act, as the page would.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  });
});
