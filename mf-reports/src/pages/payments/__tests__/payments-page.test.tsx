import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import { $user } from '@cabinet/shared';
import type { Card, CodPayoutPeriod, CodPayoutPeriodDetail } from '@cabinet/shared/contract';
import { MemoryRouter } from '@cabinet/shared/router';
import { testUserProfile } from '@cabinet/shared/testing';

import { fetchPeriodOrdersFx, fetchPeriodsFx } from '../../../features/cod-ledger';
import { fetchBalanceFx } from '../../../features/company-balance';
import { fetchCardsFx } from '../../../features/saved-cards';
import '../../../shared/i18n';
import { codRow } from '../../../shared/testing';
import { PaymentsPage } from '../payments-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handlers'))),
}));

const period = (overrides: Partial<CodPayoutPeriod>): CodPayoutPeriod => ({
  start_date: '2026-11-02',
  end_date: '2026-11-08',
  orders_count: 1,
  collected: 0,
  commission: 0,
  carried_in: 0,
  carried_in_collected: 0,
  payout_amount: 0,
  carried_out: 0,
  payout_status: 'paid',
  payout_date: null,
  ...overrides,
});

// §9 on literal numbers: 2000 ₸ is not above 3000 ₸ and carries over (less 4 % = 80 ₸); the next week's
// 1500 ₸ makes 3500 ₸, paid out less 4 %: 1500 − 60 + 1920 = 3360 ₸. Exactly 3000 ₸ carries over too.
const PERIODS: CodPayoutPeriod[] = [
  period({
    start_date: '2026-11-23',
    end_date: '2026-11-29',
    collected: 5000,
    commission: 200,
    carried_in: 2880,
    carried_in_collected: 3000,
    payout_amount: 7680,
    payout_status: 'open',
    payout_date: '2026-12-02',
  }),
  period({
    start_date: '2026-11-16',
    end_date: '2026-11-22',
    collected: 3000,
    commission: 120,
    carried_out: 2880,
    payout_status: 'carried_over',
  }),
  period({
    start_date: '2026-11-09',
    end_date: '2026-11-15',
    collected: 1500,
    commission: 60,
    carried_in: 1920,
    carried_in_collected: 2000,
    payout_amount: 3360,
    payout_status: 'paid',
    payout_date: '2026-11-18',
  }),
  period({
    start_date: '2026-11-02',
    end_date: '2026-11-08',
    collected: 2000,
    commission: 80,
    carried_out: 1920,
    payout_status: 'carried_over',
  }),
];
const VISA: Card = { token: 't1', pan_masked: '•••• 4242', brand: 'VISA', expiry: '12/28', is_default: true };

function renderPage(cards: Card[] = [VISA]) {
  const periodOrders = jest.fn(async (start: string): Promise<CodPayoutPeriodDetail> => ({
    ...(PERIODS.find((p) => p.start_date === start) as CodPayoutPeriod),
    orders: [
      codRow(2, {
        cod_amount: 1500,
        collected: 1500,
        commission: 60,
        payout_amount: 1440,
        payout_date: '2026-11-18',
      }),
    ],
  }));
  const scope = fork({
    values: [[$user, testUserProfile({ balance: 100 })]],
    handlers: [
      [fetchBalanceFx, async () => 250_000],
      [fetchCardsFx, async () => cards],
      [
        fetchPeriodsFx,
        async (page: number) => ({
          page,
          answer: { count: 4, page, page_size: 8, next: null, previous: null, results: PERIODS },
        }),
      ],
      [fetchPeriodOrdersFx, periodOrders],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/payments']}>
        <PaymentsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, periodOrders };
}

/** Names are compared with any kind of space where the text has one. */
const named = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);
const text = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s/g, ' ');

describe('the payments page', () => {
  it('refreshes the balance when it opens (the header learns it too) and lists the saved cards', async () => {
    const { scope } = renderPage();
    const balance = await screen.findByRole('region', { name: 'Баланс компании' });
    expect(await within(balance).findByText(/250\s000\s₸/)).toBeInTheDocument();
    expect(scope.getState($user)?.balance).toBe(250_000);
    const cards = await screen.findByRole('table', { name: 'Сохранённые карты компании' });
    const row = within(cards).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Visa •••• 4242');
    expect(row).toHaveTextContent('12/28');
  });

  it('says how cards get saved when there are none', async () => {
    renderPage([]);
    expect(await screen.findByRole('heading', { name: 'Сохранённых карт нет' })).toBeInTheDocument();
    expect(screen.getByText(/Карта сохраняется, когда вы впервые оплачиваете ею заказ/)).toBeInTheDocument();
  });

  it('shows each payout period: collected, 4 % commission, paid out or carried over under the 3000 ₸ rule', async () => {
    const { periodOrders } = renderPage();
    const ledger = await screen.findByRole('region', { name: 'Выплаты наложенного платежа' });
    expect(
      within(ledger).getByText(
        'Собранные курьерами деньги мы выплачиваем раз в 7 дней за вычетом комиссии 4 %, но только если за неделю вместе с перенесённым собрано больше 3 000 ₸; меньшая сумма переносится на следующий период.',
      ),
    ).toBeInTheDocument();

    const first = await within(ledger).findByRole('article', { name: named('Период 2–8 нояб. 2026') });
    expect(first).toHaveTextContent('Перенесено на следующий период');
    const figure = (article: HTMLElement, label: string) =>
      text(within(article).getByText(label).nextElementSibling as HTMLElement);
    expect(figure(first, 'Собрано')).toBe('2 000 ₸');
    expect(figure(first, 'Комиссия 4 %')).toBe('80 ₸');
    expect(figure(first, 'Выплата')).toBe('1 920 ₸');

    const paid = within(ledger).getByRole('article', { name: named('Период 9–15 нояб. 2026') });
    expect(paid).toHaveTextContent('Выплачено 18 нояб. 2026');
    expect(figure(paid, 'Собрано')).toBe('1 500 ₸');
    expect(figure(paid, 'Комиссия 4 %')).toBe('60 ₸');
    expect(figure(paid, 'Перенесено с прошлых периодов')).toBe('1 920 ₸');
    expect(figure(paid, 'Выплата')).toBe('3 360 ₸');

    const exactly3000 = within(ledger).getByRole('article', { name: named('Период 16–22 нояб. 2026') });
    expect(exactly3000).toHaveTextContent('Перенесено на следующий период');
    expect(figure(exactly3000, 'Выплата')).toBe('2 880 ₸');
    const open = within(ledger).getByRole('article', { name: named('Период 23–29 нояб. 2026') });
    expect(open).toHaveTextContent('Период идёт: выплата 2 дек. 2026, если собранное превысит 3 000 ₸');

    const sums = within(ledger).getByLabelText('Итоги на странице');
    expect(text(within(sums).getByText('Выплачено').nextElementSibling as HTMLElement)).toBe('3 360 ₸');
    expect(text(within(sums).getByText('Ждёт следующего периода').nextElementSibling as HTMLElement)).toBe(
      '7 680 ₸',
    );

    const expand = within(paid).getByRole('button', { name: 'Заказы периода' });
    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    const orders = await within(paid).findByRole('table', {
      name: named('Заказы периода 9–15 нояб. 2026'),
    });
    expect(periodOrders).toHaveBeenCalledWith('2026-11-09');
    const row = within(orders).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('R-000002');
    expect(row).toHaveTextContent(/1\s500\s₸/);
    expect(row).toHaveTextContent(/60\s₸/);
    expect(row).toHaveTextContent('Выплачено 18 нояб. 2026');
    await userEvent.click(within(paid).getByRole('button', { name: 'Скрыть заказы' }));
    expect(within(paid).queryByRole('table')).not.toBeInTheDocument();
  });
});
