import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';

import type { Group } from '@cabinet/shared/contract';

import { orderChanged } from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { fetchTagsFx, refreshOrderFx, sendEstimateFx } from '../model/rate-order-model';
import { RateOrder } from '../ui/rate-order';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const TAGS = [
  { id: 1, name: 'Вежливый курьер', ratings: [4, 5] },
  { id: 2, name: 'Опоздал', ratings: [1, 2, 3] },
];

const failure = (status: number, code: string) =>
  Object.assign(new Error(code), { response: { status, data: { detail: { code, message: code } } } });

const delivered = (id: number, overrides: Partial<Group> = {}) => makeOrder(id, 'delivered', overrides);

describe('rate order', () => {
  it('sends stars, tags that fit them and a comment, then shows the grade with thanks', async () => {
    const user = userEvent.setup();
    const send = jest.fn(
      async (body: { group_id: number; rating: number; tags: number[]; comment: string }) => ({
        id: 1,
        ...body,
        created_at: '2026-11-22T07:00:00Z',
      }),
    );
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, send],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={delivered(31)} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '2 из 5' }));
    expect(screen.getByRole('checkbox', { name: 'Опоздал' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Вежливый курьер' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Вежливый курьер' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Спасибо');
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ group_id: 31, rating: 5, tags: [1], comment: 'Спасибо' }),
    );
    expect(await screen.findByText('Спасибо за оценку!')).toBeInTheDocument();
    const given = screen.getByRole('region', { name: 'Ваша оценка' });
    expect(given).toHaveTextContent('5 из 5');
    expect(given).toHaveTextContent('Отмечено: Вежливый курьер');
    expect(screen.queryByRole('button', { name: 'Отправить оценку' })).toBeNull();
  });

  it('shows the grade the order already has instead of the form (after a reload, too)', async () => {
    const scope = fork({ handlers: [[fetchTagsFx, async () => TAGS]] });
    render(
      <Provider value={scope}>
        <RateOrder
          order={delivered(33, {
            grade: { rating: 2, tags: [2], comment: 'Долго', created_at: '2026-11-22T07:00:00Z' },
          })}
        />
      </Provider>,
    );
    const given = await screen.findByRole('region', { name: 'Ваша оценка' });
    expect(given).toHaveTextContent('2 из 5');
    await waitFor(() => expect(given).toHaveTextContent('Отмечено: Опоздал'));
    expect(given).toHaveTextContent('Долго');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Спасибо за оценку!')).toBeNull();
  });

  it('says clearly that the order is already rated (GRADE_ALREADY_EXISTS) and shows that grade', async () => {
    const user = userEvent.setup();
    const rated = delivered(34, {
      grade: { rating: 4, tags: [], comment: '', created_at: '2026-11-22T07:00:00Z' },
    });
    const changed = jest.fn();
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, async () => Promise.reject(failure(400, 'GRADE_ALREADY_EXISTS'))],
        [refreshOrderFx, async () => rated],
      ],
    });
    createWatch({ unit: orderChanged, scope, fn: changed });
    const { rerender } = render(
      <Provider value={scope}>
        <RateOrder order={delivered(34)} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот заказ уже оценён. Показываем сохранённую оценку.',
    );
    await waitFor(() => expect(changed).toHaveBeenCalledWith(rated));
    rerender(
      <Provider value={scope}>
        <RateOrder order={rated} />
      </Provider>,
    );
    expect(screen.getByRole('region', { name: 'Ваша оценка' })).toHaveTextContent('4 из 5');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('shows another refusal of the platform (a 400) in its own words', async () => {
    const user = userEvent.setup();
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [
          sendEstimateFx,
          async () =>
            Promise.reject(
              Object.assign(new Error('400'), {
                response: {
                  status: 400,
                  data: {
                    detail: {
                      code: 'ORDER_NOT_DELIVERED',
                      message: 'Оценить можно только доставленный заказ',
                    },
                  },
                },
              }),
            ),
        ],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={delivered(35)} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '3 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оценить можно только доставленный заказ');
  });

  it('keeps the form and says beside it that the rating was not sent when grades/estimate answers 404 (§8: no modal)', async () => {
    const user = userEvent.setup();
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, async () => Promise.reject(failure(404, 'GROUP_DOES_NOT_EXIST'))],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={delivered(32)} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Отправить оценку' })).toBeEnabled());
    expect(screen.queryByText('Спасибо за оценку!')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось отправить оценку\./);
    expect(screen.getByRole('radio', { name: '4 из 5' })).toBeChecked();
  });

  it('still rates when grades/tags answers 404: stars only, silently (§8)', async () => {
    const user = userEvent.setup();
    const send = jest.fn(async () => ({
      id: 2,
      group_id: 36,
      rating: 4,
      tags: [],
      comment: '',
      created_at: '2026-11-22T07:00:00Z',
    }));
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => Promise.reject(failure(404, 'NOT_FOUND'))],
        [sendEstimateFx, send],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={delivered(36)} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '4 из 5' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ group_id: 36, rating: 4, tags: [], comment: '' }),
    );
  });
});
