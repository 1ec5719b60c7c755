import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';

import type { Statistics } from '@cabinet/shared/contract';
import { MemoryRouter } from '@cabinet/shared/router';

import type { ReportRange } from '../../../entities/report';
import { fetchStatisticsFx } from '../../../features/statistics';
import '../../../shared/i18n';
import { freezeDateAt } from '../../../shared/testing';
import { StatisticsPage } from '../statistics-page';

jest.mock('@cabinet/shared/http', () => ({
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handlers'))),
}));
// The chart library draws SVG with layout jsdom does not have: its chunk is replaced by what it names.
jest.mock('../../../widgets/statistics-charts/ui/bar-chart', () => ({
  __esModule: true,
  default: ({ summary }: { summary: string }) => <div role="img" aria-label={summary} />,
}));

// 11:00 in Almaty on 25 November 2026: the default range is 25.10.2026–25.11.2026.
freezeDateAt('2026-11-25T06:00:00Z');

const STATISTICS: Statistics = {
  start_date: '2026-10-25',
  end_date: '2026-11-25',
  total: { count: 9, delivered: 6, cancelled: 2, amount: 21_500, distance: 48.3 },
  by_day: [
    { date: '2026-11-01', count: 3, delivered: 2, cancelled: 1, amount: 5000 },
    { date: '2026-11-03', count: 6, delivered: 4, cancelled: 1, amount: 16_500 },
  ],
  by_status: [
    { status: 3, state: 'delivered', count: 6, amount: 19_000 },
    { status: 4, state: 'cancelled', count: 2, amount: 500 },
    { status: 2, state: 'picked_up', count: 1, amount: 2000 },
  ],
  by_transport: [
    { transport: 'CAR', count: 7, amount: 19_700 },
    { transport: 'FOOT', count: 2, amount: 1800 },
  ],
};

function renderPage(statistics: Statistics) {
  const fetch = jest.fn(async (range: ReportRange) => ({ range, statistics }));
  const scope = fork({ handlers: [[fetchStatisticsFx, fetch]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/statistics']}>
        <StatisticsPage />
      </MemoryRouter>
    </Provider>,
  );
  return fetch;
}

describe('the statistics page', () => {
  it('shows the totals of the default month and charts with a table alternative each', async () => {
    const fetch = renderPage(STATISTICS);
    const totals = await screen.findByRole('region', { name: 'Итоги за период' });
    expect(fetch).toHaveBeenCalledWith({ from: '2026-10-25', to: '2026-11-25' });
    const total = (label: string) =>
      within(totals).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
    expect(total('Заказов')).toBe('9');
    expect(total('Доставлено')).toBe('6');
    expect(total('Отменено')).toBe('2');
    expect(total('Сумма')).toBe('21 500 ₸');
    expect(total('Расстояние')).toBe('48,3 км');

    expect(
      await screen.findByRole('img', {
        name: 'Заказы по статусам: Курьер едет к получателю — 1, Доставлен — 6, Отменён — 2.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Заказы по дням с 25 окт\. 2026 по 25 нояб\. 2026: всего 9/ }),
    ).toBeInTheDocument();

    const byTransport = screen.getByRole('region', { name: 'Заказы по транспорту' });
    const show = within(byTransport).getByRole('button', { name: 'Показать таблицей' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    const table = within(byTransport).getByRole('table', { name: 'Заказы по транспорту' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      'Автомобиль719 700 ₸',
      'Пеший21 800 ₸',
    ]);
  });

  it('an empty range says so', async () => {
    renderPage({
      ...STATISTICS,
      total: { count: 0, delivered: 0, cancelled: 0, amount: 0, distance: 0 },
      by_day: [],
      by_status: [],
      by_transport: [],
    });
    expect(await screen.findByRole('heading', { name: 'За период заказов нет' })).toBeInTheDocument();
  });
});
