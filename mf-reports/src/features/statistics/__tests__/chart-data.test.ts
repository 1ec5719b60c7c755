import type { Statistics } from '@cabinet/shared/contract';

import { busiestDay, countChart, dayChart, dayRows, statusRows, transportRows } from '..';

const statistics: Statistics = {
  start_date: '2026-11-01',
  end_date: '2026-11-04',
  total: { count: 9, delivered: 6, cancelled: 2, amount: 21500, distance: 48.3 },
  by_day: [
    { date: '2026-11-01', count: 3, delivered: 2, cancelled: 1, amount: 5000 },
    { date: '2026-11-03', count: 6, delivered: 4, cancelled: 1, amount: 16500 },
  ],
  by_status: [
    { status: 4, state: 'cancelled', count: 2, amount: 500 },
    { status: 3, state: 'delivered', count: 6, amount: 19000 },
    { status: 2, state: 'picked_up', count: 1, amount: 2000 },
  ],
  by_transport: [
    { transport: 'FOOT', count: 2, amount: 1800 },
    { transport: 'CAR', count: 7, amount: 19700 },
  ],
};

describe('chart data of the statistics', () => {
  it('gives every day of the range a row, days without orders as zeros', () => {
    const rows = dayRows(statistics);
    expect(rows.map((row) => [row.day, row.count, row.delivered, row.cancelled, row.inProgress])).toEqual([
      ['2026-11-01', 3, 2, 1, 0],
      ['2026-11-02', 0, 0, 0, 0],
      ['2026-11-03', 6, 4, 1, 1],
      ['2026-11-04', 0, 0, 0, 0],
    ]);
    expect(busiestDay(rows)?.day).toBe('2026-11-03');
  });

  it('stacks delivered, cancelled and in-progress orders per day', () => {
    const chart = dayChart(dayRows(statistics), (day) => day.slice(8), {
      delivered: 'Доставлено',
      cancelled: 'Отменено',
      inProgress: 'В работе',
    });
    expect(chart).toEqual({
      labels: ['01', '02', '03', '04'],
      series: [
        { key: 'delivered', name: 'Доставлено', values: [2, 0, 4, 0] },
        { key: 'cancelled', name: 'Отменено', values: [1, 0, 1, 0] },
        { key: 'inProgress', name: 'В работе', values: [0, 0, 1, 0] },
      ],
    });
  });

  it("lists statuses in the order of an order's life and transports cars first, with names", () => {
    const statuses = statusRows(statistics, (state) => state.toUpperCase());
    expect(statuses.map((row) => [row.key, row.name, row.count, row.amount])).toEqual([
      ['picked_up', 'PICKED_UP', 1, 2000],
      ['delivered', 'DELIVERED', 6, 19000],
      ['cancelled', 'CANCELLED', 2, 500],
    ]);
    const transports = transportRows(statistics, (transport) => `т:${transport}`);
    expect(countChart(transports, 'Заказов')).toEqual({
      labels: ['т:CAR', 'т:FOOT'],
      series: [{ key: 'count', name: 'Заказов', values: [7, 2] }],
    });
  });
});
