import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';

import { $user } from '@cabinet/shared';
import type { ApiReportDetail, CodReportPage } from '@cabinet/shared/contract';
import { MemoryRouter } from '@cabinet/shared/router';
import { testUserProfile } from '@cabinet/shared/testing';

import type { ReportQuery } from '../../../entities/report';
import { generateFileFx, saveFileFx } from '../../../features/download-report';
import { fetchDetailFx } from '../../../features/report-detail';
import { fetchReportPageFx, reportOpened } from '../../../features/report-list';
import '../../../shared/i18n';
import { LocationProbe, codRow, freezeDateAt, ordersPage, reportRow } from '../../../shared/testing';
import { ReportsPage } from '../reports-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handlers'))),
}));

// 11:00 in Almaty on 25 November 2026: the default range is 25.10.2026–25.11.2026.
freezeDateAt('2026-11-25T06:00:00Z');

const ROWS = [
  reportRow(1, { total_price: 2300 }),
  reportRow(2, { state: 'cancelled', status: 4, total_price: 1800, cancel_fee: 500 }),
  reportRow(3, { transport: 'MOTORBIKE', total_price: 4100, distance: 12.25 }),
];
const ORDERS = ordersPage(ROWS, {
  count: 43,
  next: 2,
  totals: { count: 43, delivered: 40, cancelled: 3, amount: 98_700, cancel_fee: 1_500, distance: 215.4 },
});
const COD: CodReportPage = {
  ...ordersPage([]),
  count: 1,
  results: [
    codRow(7, {
      cod_amount: 2400,
      collected: 2400,
      commission: 96,
      payout_amount: 2304,
      payout_status: 'carried_over',
      payout_date: null,
    }),
  ],
  totals: {
    count: 1,
    delivered: 1,
    cancelled: 0,
    amount: 2300,
    cancel_fee: 0,
    distance: 5.4,
    collected: 2400,
    commission: 96,
    payout_amount: 2304,
  },
};

function renderPage(scope: Scope, url = '/reports') {
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <ReportsPage />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}

const answer = (query: ReportQuery) => ({ query, page: query.kind === 'cod' ? COD : ORDERS });
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

describe('the reports page', () => {
  it('opens on one month back to today in Almaty, with the sums of the range above its rows', async () => {
    const fetchPage = jest.fn(async (query: ReportQuery) => answer(query));
    const scope = fork({ handlers: [[fetchReportPageFx, fetchPage]] });
    renderPage(scope);

    expect(await screen.findByRole('table', { name: 'Заказы за период' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({
      kind: 'orders',
      from: '2026-10-25',
      to: '2026-11-25',
      page: 1,
      sort: '-created_at',
    });
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('25.10.2026');
    expect(screen.getByRole('textbox', { name: 'Дата по' })).toHaveValue('25.11.2026');

    const sums = screen.getByRole('region', { name: 'Итоги за период' });
    const sum = (label: string) =>
      within(sums).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(sum('Заказов')).toBe('43');
    expect(sum('Доставлено')).toBe('40');
    expect(sum('Отменено')).toBe('3');
    expect(sum('Сумма')).toBe('98 700 ₸');
    expect(sum('В том числе штрафы за отмену')).toBe('1 500 ₸');
    expect(sum('Расстояние')).toBe('215,4 км');

    const table = screen.getByRole('table', { name: 'Заказы за период' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('R-000002');
    expect(rows[1]).toHaveTextContent('Отменён');
    expect(rows[1]).toHaveTextContent(/500\s₸/);
    expect(rows[0]).toHaveTextContent('20 нояб. 2026, 14:35');
    expect(screen.getByText('Заказы 1–3 из 43')).toBeInTheDocument();
  });

  it('keeps the tab, the days, the page and the order in the URL, and reads them back', async () => {
    const fetchPage = jest.fn(async (query: ReportQuery) => answer(query));
    const scope = fork({ handlers: [[fetchReportPageFx, fetchPage]] });
    renderPage(scope, '/reports?tab=cod&from=2026-09-01&to=2026-09-30&page=2&sort=total_price');

    expect(
      await screen.findByRole('table', { name: 'Заказы с наложенным платежом за период' }),
    ).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith({
      kind: 'cod',
      from: '2026-09-01',
      to: '2026-09-30',
      page: 2,
      sort: 'total_price',
    });
    expect(screen.getByRole('tab', { name: 'Наложенный платёж' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('total_price');
    expect(screen.getByRole('textbox', { name: 'Дата с' })).toHaveValue('01.09.2026');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent(/2\s400\s₸/);
    expect(row).toHaveTextContent(/96\s₸/);
    expect(row).toHaveTextContent('Перенесено на следующий период');

    await userEvent.click(screen.getByRole('tab', { name: 'Заказы' }));
    await waitFor(() => expect(url()).toBe('/reports?from=2026-09-01&to=2026-09-30&sort=total_price'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'Сначала новые');
    await waitFor(() => expect(url()).toBe('/reports?from=2026-09-01&to=2026-09-30'));
    await screen.findByRole('table', { name: 'Заказы за период' });
    await userEvent.click(screen.getByRole('button', { name: 'Страница 2' }));
    await waitFor(() => expect(url()).toBe('/reports?from=2026-09-01&to=2026-09-30&page=2'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        kind: 'orders',
        from: '2026-09-01',
        to: '2026-09-30',
        page: 2,
        sort: '-created_at',
      }),
    );

    const from = screen.getByRole('textbox', { name: 'Дата с' });
    await userEvent.clear(from);
    await userEvent.type(from, '15.09.2026{Enter}');
    await waitFor(() => expect(url()).toBe('/reports?from=2026-09-15&to=2026-09-30'));
  });

  it('the shell starts the first page before the render; the render does not ask again', async () => {
    const fetchPage = jest.fn(async (query: ReportQuery) => answer(query));
    const scope = fork({ handlers: [[fetchReportPageFx, fetchPage]] });
    await allSettled(reportOpened, {
      scope,
      params: { kind: 'orders', from: '2026-10-25', to: '2026-11-25', page: 1, sort: '-created_at' },
    });
    renderPage(scope);
    expect(await screen.findByRole('table', { name: 'Заказы за период' })).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('an empty range says so, and Download says so instead of making an empty file', async () => {
    const generate = jest.fn(async () => ({ blob: new Blob([]), file: 'x' }));
    const scope = fork({
      handlers: [
        [fetchReportPageFx, async (query: ReportQuery) => ({ query, page: ordersPage([]) })],
        [generateFileFx, generate],
      ],
    });
    renderPage(scope);
    expect(await screen.findByRole('heading', { name: 'За период заказов нет' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByText('За выбранный период нет заказов: пустой файл не создаём.')).toBeInTheDocument();
    expect(generate).not.toHaveBeenCalled();
  });

  it('Download makes the file of the range, named after it, with a progress state', async () => {
    let finish: () => void = () => undefined;
    const generate = jest.fn(
      ({ query, format }: Parameters<typeof generateFileFx>[0]) =>
        new Promise<{ blob: Blob; file: string }>((resolve) => {
          finish = () =>
            resolve({
              blob: new Blob(['a,b']),
              file: `report-${query.kind}-${query.from}_${query.to}.${format}`,
            });
        }),
    );
    const save = jest.fn();
    const scope = fork({
      handlers: [
        [fetchReportPageFx, async (query: ReportQuery) => answer(query)],
        [generateFileFx, generate],
        [saveFileFx, save],
      ],
    });
    renderPage(scope);
    await screen.findByRole('table', { name: 'Заказы за период' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Формат файла' }), 'XLSX (Excel)');
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(screen.getByText('Готовим файл report-orders-2026-10-25_2026-11-25.xlsx…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeDisabled();
    expect(generate).toHaveBeenCalledWith(
      expect.objectContaining({
        format: 'xlsx',
        count: 43,
        query: expect.objectContaining({ kind: 'orders' }),
      }),
    );
    await act(async () => finish());
    expect(
      await screen.findByText('Файл report-orders-2026-10-25_2026-11-25.xlsx скачан.'),
    ).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ file: 'report-orders-2026-10-25_2026-11-25.xlsx' }),
    );
  });

  it('a row opens its detail with its points; closing it gives the focus back to the row', async () => {
    const detail: ApiReportDetail = {
      ...reportRow(2),
      points: [
        {
          index: 0,
          street: 'проспект Абая',
          building: '10',
          contact_name: 'Склад',
          phone_number: '+77011112233',
          state: 'done',
          cod_amount: 0,
        },
        {
          index: 1,
          street: 'проспект Достык',
          building: '120',
          contact_name: 'Алия',
          phone_number: '+77014445566',
          state: 'done',
          cod_amount: 12000,
        },
      ],
    };
    const scope = fork({
      handlers: [
        [fetchReportPageFx, async (query: ReportQuery) => answer(query)],
        [fetchDetailFx, async () => detail],
      ],
    });
    renderPage(scope);
    const open = await screen.findByRole('button', { name: 'Подробнее о заказе R-000002' });
    await userEvent.click(open);
    const panel = await screen.findByRole('region', { name: 'Заказ R-000002' });
    const points = await within(panel).findByRole('table', { name: 'Точки заказа' });
    expect(within(points).getAllByRole('row')).toHaveLength(3);
    expect(points).toHaveTextContent('проспект Достык, 120');
    expect(points).toHaveTextContent(/12\s000\s₸/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('region', { name: 'Заказ R-000002' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('a use_chocofood_SaaS company that reaches the page is told it is not available, and nothing is asked', async () => {
    const fetchPage = jest.fn(async (query: ReportQuery) => answer(query));
    const scope = fork({
      values: [[$user, testUserProfile({ isChocoFoodSaas: true })]],
      handlers: [[fetchReportPageFx, fetchPage]],
    });
    renderPage(scope);
    expect(screen.getByRole('heading', { name: 'Недоступно для вашего аккаунта' })).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
