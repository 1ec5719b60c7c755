import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { fetchTagsFx, sendEstimateFx } from '../model/rate-order-model';
import { RateOrder } from '../ui/rate-order';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const TAGS = [
  { id: 1, name: 'Вежливый курьер', ratings: [4, 5] },
  { id: 2, name: 'Опоздал', ratings: [1, 2, 3] },
];

describe('rate order', () => {
  it('sends stars, tags that fit them and a comment, then thanks', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({ id: 1 }));
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, send],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder orderId={31} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '2 из 5' }));
    expect(screen.getByRole('checkbox', { name: 'Опоздал' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Вежливый курьер' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Вежливый курьер' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Спасибо');
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ group_id: 31, rating: 5, tags: [1], comment: 'Спасибо' }),
    );
    expect(await screen.findByText('Спасибо за оценку!')).toBeTruthy();
  });

  it('stays quiet and keeps the form when grades/estimate answers 404 (§8)', async () => {
    const user = userEvent.setup();
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [
          sendEstimateFx,
          async () => {
            throw Object.assign(new Error('404'), { response: { status: 404 } });
          },
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder orderId={32} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отправить оценку' })).toBeEnabled());
    expect(screen.queryByText('Спасибо за оценку!')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
