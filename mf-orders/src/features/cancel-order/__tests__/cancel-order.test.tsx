import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createWatch, fork } from 'effector';
import { Provider } from 'effector-react';

import { switchLanguage } from '@cabinet/shared/testing';

import { orderChanged, orderVanished } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { CancelOrderButton } from '../ui/cancel-order-button';
import {
  $causeMissing,
  $refusal,
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

/** A refusal as the platform client rejects it: the platform's `{"detail": {"code", "message"}}`. */
const refusal = (status: number, code: string) =>
  Object.assign(new Error(code), { response: { status, data: { detail: { code, message: code } } } });

const CAUSES = [
  { id: 1, type: 'group' as const, name: 'Передумал' },
  { id: 2, type: 'group' as const, name: 'Долго ищем курьера' },
];

describe('cancel order', () => {
  it('asks for a cause, sends it with the comment and shows the order cancelled', async () => {
    const order = makeOrder(5, 'accepted');
    const cancel = jest.fn(async () => makeOrder(5, 'cancelled', { cancel_reason: 'Передумал' }));
    const changed = jest.fn();
    const scope = fork({
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, cancel],
      ],
    });
    createWatch({ unit: orderChanged, scope, fn: changed });
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

  it.each([
    [400, 'ALL_POINTS_HAVE_BEEN_CANCELED', 'Заказ уже отменёнВсе точки этого заказа уже отменены.'],
    [400, 'ORDER_HAS_BEEN_CANCELED', 'Заказ уже отменёнЭтот заказ был отменён раньше.'],
    [400, 'ORDER_HAS_BEEN_DELIVERED', 'Заказ уже доставленДоставленный заказ отменить нельзя.'],
  ])(
    'keeps the dialog open with the §8 texts of %i %s and reads the order again',
    async (status, code, texts) => {
      const user = userEvent.setup();
      const refreshed = makeOrder(6, 'cancelled');
      const refresh = jest.fn(async () => refreshed);
      const changed = jest.fn();
      const scope = fork({
        handlers: [
          [fetchCausesFx, async () => CAUSES],
          [cancelOrderFx, async () => Promise.reject(refusal(status, code))],
          [refreshOrderFx, refresh],
        ],
      });
      createWatch({ unit: orderChanged, scope, fn: changed });
      const order = makeOrder(6, 'searching');
      const { rerender } = render(
        <Provider value={scope}>
          <CancelOrderButton order={order} />
        </Provider>,
      );
      await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
      const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа №\u00a0R-000006' });
      await user.click(await within(dialog).findByRole('radio', { name: 'Передумал' }));
      await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(texts);
      expect(scope.getState($refusal)).toMatchObject({ status, code });
      expect(refresh).toHaveBeenCalledWith(6);
      expect(changed).toHaveBeenCalledWith(refreshed);
      // The screen re-renders with the refreshed (cancelled) order: the dialog still explains why.
      rerender(
        <Provider value={scope}>
          <CancelOrderButton order={refreshed} />
        </Provider>,
      );
      expect(screen.getByRole('dialog')).toHaveTextContent(texts);
      expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Closed, the cancelled order offers no cancel any more.
      expect(screen.queryByRole('button', { name: 'Отменить заказ' })).toBeNull();
    },
  );

  it('explains 404 GROUP_DOES_NOT_EXIST without reading the gone order again, and lets it go on close', async () => {
    const user = userEvent.setup();
    const refresh = jest.fn(async () => makeOrder(17, 'searching'));
    const vanished = jest.fn();
    const scope = fork({
      handlers: [
        [fetchCausesFx, async () => CAUSES],
        [cancelOrderFx, async () => Promise.reject(refusal(404, 'GROUP_DOES_NOT_EXIST'))],
        [refreshOrderFx, refresh],
      ],
    });
    createWatch({ unit: orderVanished, scope, fn: vanished });
    render(
      <Provider value={scope}>
        <CancelOrderButton order={makeOrder(17, 'searching')} />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа №\u00a0R-000017' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Передумал' }));
    await user.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Заказ не найденТакого заказа нет. Возможно, ссылка устарела.',
    );
    // A re-read would 404 as well, and its error would open the global modal over this dialog.
    expect(refresh).not.toHaveBeenCalled();
    expect(vanished).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vanished).toHaveBeenCalledWith(17);
  });

  it('shows the rules of the live order: the courier arriving while the dialog is open moves the fee', async () => {
    const user = userEvent.setup();
    const scope = fork({ handlers: [[fetchCausesFx, async () => CAUSES]] });
    const { rerender } = render(
      <Provider value={scope}>
        <CancelOrderButton order={makeOrder(18, 'accepted')} />
      </Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа №\u00a0R-000018' });
    expect(dialog).toHaveTextContent('Сейчас отмена бесплатна.');
    rerender(
      <Provider value={scope}>
        <CancelOrderButton order={makeOrder(18, 'arrived_to_sender')} />
      </Provider>,
    );
    const rules = within(screen.getByRole('dialog')).getByRole('list', { name: 'Условия отмены' });
    expect(within(rules).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Курьер уже у отправителя: будет удержана плата за вызов.',
    );
  });

  it('shows the texts in Kazakh too', async () => {
    await switchLanguage('kk');
    try {
      const scope = fork({
        values: [
          [$target, makeOrder(7, 'searching')],
          [$refusal, { status: 400, code: 'ORDER_HAS_BEEN_CANCELED', message: null }],
        ],
      });
      render(
        <Provider value={scope}>
          <CancelOrderButton order={makeOrder(7, 'cancelled')} />
        </Provider>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('Тапсырыс бұрын тоқтатылған');
    } finally {
      await switchLanguage('ru');
    }
  });

  it('says in Kazakh that a delivered order cannot be cancelled (not the Russian platform message)', async () => {
    await switchLanguage('kk');
    try {
      const scope = fork({
        values: [
          [$target, makeOrder(19, 'arrived_to_client')],
          [$refusal, { status: 400, code: 'ORDER_HAS_BEEN_DELIVERED', message: 'Заказ уже доставлен' }],
        ],
      });
      render(
        <Provider value={scope}>
          <CancelOrderButton order={makeOrder(19, 'delivered')} />
        </Provider>,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Тапсырыс жеткізіліп қойғанЖеткізілген тапсырыстан бас тартуға болмайды.',
      );
    } finally {
      await switchLanguage('ru');
    }
  });

  it('leaves other failures to the shared error modal', async () => {
    const scope = fork({
      handlers: [
        [cancelOrderFx, async () => Promise.reject(refusal(500, 'INTERNAL_ERROR'))],
        [refreshOrderFx, async () => makeOrder(12, 'searching')],
      ],
    });
    await allSettled(cancelDialogOpened, { scope, params: makeOrder(12, 'searching') });
    await allSettled(causeSelected, { scope, params: 1 });
    await allSettled(cancelSubmitted, { scope });
    expect(scope.getState($refusal)).toBeNull();
    // The dialog stays, to try again.
    expect(scope.getState($target)?.id).toBe(12);
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
    const dialog = await screen.findByRole('dialog', { name: 'Отмена заказа №\u00a0R-000008' });
    const rules = within(dialog).getByRole('list', { name: 'Условия отмены' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Пока курьер не приехал к отправителю — бесплатно.',
      'Курьер приехал к отправителю — удерживается плата за вызов. (действует сейчас)',
      'Курьер забрал заказ — плата за вызов и стоимость возврата.',
    ]);
    expect(within(rules).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
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
