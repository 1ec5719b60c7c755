import type { ApiReportPage, ApiReportRow, CodReportRow } from '@cabinet/shared/contract';

/** An order of a report, as the platform answers it. */
export function reportRow(id: number, overrides: Partial<ApiReportRow> = {}): ApiReportRow {
  return {
    id,
    number: `R-${String(id).padStart(6, '0')}`,
    created_at: '2026-11-20T09:35:00Z',
    state: 'delivered',
    status: 3,
    transport: 'CAR',
    price: 2000,
    tasks_price: 300,
    total_price: 2300,
    cancel_fee: 0,
    distance: 5.4,
    points_count: 2,
    sender_address: 'проспект Абая 10',
    recipient_address: 'проспект Достык 120',
    ...overrides,
  };
}

export function codRow(id: number, overrides: Partial<CodReportRow> = {}): CodReportRow {
  return {
    ...reportRow(id),
    cod_amount: 2000,
    collected: 2000,
    commission: 80,
    payout_amount: 1920,
    payout_status: 'paid',
    payout_date: '2026-11-18',
    ...overrides,
  };
}

/** A page of the orders report with the sums of its range. */
export function ordersPage(rows: ApiReportRow[], overrides: Partial<ApiReportPage> = {}): ApiReportPage {
  return {
    count: rows.length,
    page: 1,
    page_size: 20,
    next: null,
    previous: null,
    results: rows,
    totals: {
      count: rows.length,
      delivered: rows.length,
      cancelled: 0,
      amount: 0,
      cancel_fee: 0,
      distance: 0,
    },
    ...overrides,
  };
}
