import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { MemoryRouter } from '@cabinet/shared/router';

import '../../../shared/i18n';
import { fetchConfigsFx } from '../../../entities/delivery-zone';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { courierModel, orderDetailsModel } from '../../../features/order-details';
import { cancelOrderFx, fetchCausesFx } from '../../../features/cancel-order/model/cancel-order-model';
import { OrderPanel } from '../ui/order-panel';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const refusal = (status: number, code: string) =>
  Object.assign(new Error(code), { response: { status, data: { detail: { code, message: code } } } });

function openPanel(cancel: () => Promise<unknown>) {
  const scope = fork({
    handlers: [
      [orderDetailsModel.loadOrderFx, async () => makeOrder(21, 'searching')],
      [courierModel.fetchCourierDataFx, async () => null],
      [courierModel.fetchPointDataFx, async () => null],
      [fetchConfigsFx, async () => Promise.reject(new Error('no zones here'))],
      [fetchCausesFx, async () => [{ id: 1, type: 'group' as const, name: 'Передумал' }]],
      [cancelOrderFx, cancel],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <OrderPanel orderId={21} />
      </MemoryRouter>
    </Provider>,
  );
}

async function cancelWithCause() {
  await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Передумал' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
  return dialog;
}

describe('focus after a cancel', () => {
  it('goes to the order heading once the cancelled order has no cancel button', async () => {
    openPanel(async () => makeOrder(21, 'cancelled'));
    await cancelWithCause();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Заказ №\u00a0R-000021' })).toHaveFocus());
  });

  it('goes to the heading that says the order is gone after GROUP_DOES_NOT_EXIST', async () => {
    openPanel(async () => Promise.reject(refusal(404, 'GROUP_DOES_NOT_EXIST')));
    const dialog = await cancelWithCause();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Закрыть' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказа больше нет');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Детали заказа' })).toHaveFocus());
  });

  it('returns to the cancel button when the dialog is closed without cancelling', async () => {
    openPanel(async () => makeOrder(21, 'cancelled'));
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Не отменять' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отменить заказ' })).toHaveFocus());
  });
});
