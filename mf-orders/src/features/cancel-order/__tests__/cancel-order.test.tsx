import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';

import { orderChanged } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { CancelOrderButton } from '../ui/cancel-order-button';
import {
  $causeMissing,
  $target,
  cancelDialogOpened,
  cancelOrderFx,
  cancelSubmitted,
  causeSelected,
  commentChanged,
  fetchCausesFx,
  refreshOrderFx,
} from '../model/cancel-order-model';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const CAUSES = [
  { id: 1, type: 'group' as const, name: 'Передумал' },
  { id: 2, type: 'group' as const, name: 'Долго ищем курьера' },
];

describe('cancel order', () => {
  it('asks for a cause, sends it with the comment and shows the order cancelled', async () => {
    const order = makeOrder(5, 'accepted');
    const cancel = jest.fn(async () => makeOrder(5, 'cancelled', { cancel_reason: 'Передумал' }));
    const changed = jest.fn();
    orderChanged.watch(changed);
    const scope = fork({
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, cancel],
      ],
    });
    await allSettled(cancelDialogOpened, { scope, params: order });
    await allSettled(cancelSubmitted, { scope });
    expect(scope.getState($causeMissing)).toBe(true);
    expect(cancel).not.toHaveBeenCalled();

    await allSettled(causeSelected, { scope, params: 2 });
    await allSettled(commentChanged, { scope, params: '  клиент не отвечает ' });
    await allSettled(cancelSubmitted, { scope });
    expect(cancel).toHaveBeenCalledWith({ id: 5, causeId: 2, comment: '  клиент не отвечает ' });
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ id: 5, state: 'cancelled' }));
    expect(scope.getState($target)).toBeNull();
  });

  it('reads the order again when the platform refuses (the shared modal explains why)', async () => {
    const refreshed = makeOrder(6, 'cancelled');
    const refresh = jest.fn(async () => refreshed);
    const scope = fork({
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [
          cancelOrderFx,
          async () => {
            throw new Error('ORDER_HAS_BEEN_CANCELED');
          },
        ],
        [refreshOrderFx, refresh],
      ],
    });
    await allSettled(cancelDialogOpened, { scope, params: makeOrder(6, 'searching') });
    await allSettled(causeSelected, { scope, params: 1 });
    await allSettled(cancelSubmitted, { scope });
    expect(refresh).toHaveBeenCalledWith(6);
  });

  it('shows the causes, the rules and the fee that applies now', async () => {
    const user = userEvent.setup();
    const cancel = jest.fn(async () => makeOrder(8, 'cancelled'));
    const scope = fork({
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, cancel],
      ],
    });
    render(
      <Provider value={scope}>
        <CancelOrderButton order={makeOrder(8, 'arrived_to_sender')} />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа № R-000008' });
    expect(dialog).toHaveTextContent('Отмена бесплатна, пока курьер не приехал к отправителю');
    expect(dialog).toHaveTextContent('Курьер уже у отправителя: будет удержана плата за вызов.');
    await user.click(await screen.findByRole('radio', { name: 'Долго ищем курьера' }));
    await user.type(screen.getByLabelText('Комментарий (необязательно)'), 'нет');
    await user.click(screen.getAllByRole('button', { name: 'Отменить заказ' }).at(-1) as HTMLElement);
    await waitFor(() => expect(cancel).toHaveBeenCalledWith({ id: 8, causeId: 2, comment: 'нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no cancel for a finished order', () => {
    render(<CancelOrderButton order={makeOrder(9, 'delivered')} />);
    expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
  });
});
