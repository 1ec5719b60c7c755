import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter } from '@cabinet/shared/router';

import { OrderForm } from '..';
import { draftCleared } from '../../../features/order-form';
import { useOrderCreation } from '../../../features/submit-order';
import '../../../shared/i18n';

jest.mock('@cabinet/shared/http', () => ({
  // The platform's task catalogue (the form offers no task without it); every other list is empty.
  platformRequest: jest.fn(async ({ url }: { url: string }) =>
    url.endsWith('/business/company/tasks')
      ? { results: jest.requireActual('../../../entities/task/__tests__/catalogue-fixture').TEST_CATALOGUE }
      : { results: [] },
  ),
  newRequestId: jest.fn(() => 'key'),
}));

function Form() {
  useOrderCreation();
  return <OrderForm />;
}

describe('desktop order form errors', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => draftCleared());
  });

  it('describe their fields (aria-describedby, aria-invalid) and stay out of the fields’ names', async () => {
    render(
      <MemoryRouter>
        <Form />
      </MemoryRouter>,
    );
    const sender = screen.getByRole('region', { name: 'Откуда' });
    const recipient = screen.getByRole('region', { name: 'Куда · точка 2' });
    const phone = within(sender).getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(phone, '12345');
    await userEvent.click(within(recipient).getByRole('checkbox', { name: 'Принять оплату' }));
    const title = within(recipient).getByRole('textbox', { name: 'Товар 1' });
    const price = within(recipient).getByRole('spinbutton', { name: 'Цена товара 1, ₸' });
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAttribute('aria-describedby');

    await userEvent.click(screen.getByRole('button', { name: 'Заказать' }));

    // Found by exactly their labels: the error text is not part of the name.
    expect(phone).toHaveAccessibleName('Телефон');
    expect(phone).toHaveAccessibleDescription('Укажите казахстанский номер телефона');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleName('Товар 1');
    expect(title).toHaveAccessibleDescription('Укажите название');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleName('Цена товара 1, ₸');
    expect(price).toHaveAccessibleDescription('Укажите цену');
    expect(price).toHaveAttribute('aria-invalid', 'true');

    // Fixed fields lose their error and its link.
    await userEvent.type(title, 'Платье');
    await userEvent.type(price, '4500');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).not.toHaveAttribute('aria-describedby');
    expect(price).toHaveAccessibleDescription('');
  });
});
