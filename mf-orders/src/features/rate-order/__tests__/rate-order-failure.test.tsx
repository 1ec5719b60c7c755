import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { switchLanguage } from '@cabinet/shared/testing';

import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { fetchTagsFx, sendEstimateFx } from '../model/rate-order-model';
import { RateOrder } from '../ui/rate-order';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

const TAGS = [{ id: 1, name: 'Вежливый курьер', ratings: [4, 5] }];

const RU_FAILED =
  'Не удалось отправить оценку. Проверьте соединение и отправьте ещё раз: выбранное сохранено.';

const answer = (status: number) =>
  Object.assign(new Error(`status ${status}`), { response: { status, data: { detail: null } } });
const noAnswer = () => Object.assign(new Error('Network Error'), { request: {} });

afterEach(() => switchLanguage('ru'));

describe('a rating that did not reach the platform', () => {
  it.each([
    ['no answer', noAnswer],
    ['a 500', () => answer(500)],
    ['a 404', () => answer(404)],
  ])('after %s says so beside the form, keeps what was entered and sends it again', async (_, fail) => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const send = jest.fn(
      async (body: { group_id: number; rating: number; tags: number[]; comment: string }) => {
        bodies.push(body);
        if (bodies.length === 1) throw fail();
        return { id: 1, ...body, created_at: '2026-11-22T07:00:00Z' };
      },
    );
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, send],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={makeOrder(41, 'delivered')} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '5 из 5' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Вежливый курьер' }));
    await user.type(screen.getByLabelText('Комментарий'), 'Быстро');
    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(RU_FAILED);
    expect(screen.getByRole('radio', { name: '5 из 5' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Вежливый курьер' })).toBeChecked();
    expect(screen.getByLabelText('Комментарий')).toHaveValue('Быстро');

    await user.click(screen.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(bodies[1]).toEqual({ group_id: 41, rating: 5, tags: [1], comment: 'Быстро' });
    expect(await screen.findByText('Спасибо за оценку!')).toBeInTheDocument();
    expect(screen.queryByText(RU_FAILED)).toBeNull();
  });

  it('is told in Kazakh on a kk screen', async () => {
    await switchLanguage('kk');
    const user = userEvent.setup();
    const scope = fork({
      handlers: [
        [fetchTagsFx, async () => TAGS],
        [sendEstimateFx, async () => Promise.reject(noAnswer())],
      ],
    });
    render(
      <Provider value={scope}>
        <RateOrder order={makeOrder(42, 'delivered')} />
      </Provider>,
    );
    await user.click(screen.getByRole('radio', { name: '5-тен 4' }));
    await user.click(screen.getByRole('button', { name: 'Бағаны жіберу' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Бағаны жіберу мүмкін болмады. Байланысты тексеріп, қайта жіберіңіз: таңдағаныңыз сақталды.',
    );
  });
});
