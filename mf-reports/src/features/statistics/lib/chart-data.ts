import type { OrderState, Statistics, Transport } from '@cabinet/shared/contract';
import type { IsoDay } from '@cabinet/shared';

import { eachDay } from '../../../shared/lib';

/** One bar chart: a label per bar and one or more series of values (stacked when several). */
export interface ChartData {
  labels: string[];
  series: Array<{ key: string; name: string; values: number[] }>;
}

/** Statuses in the order of an order's life, so every chart and table lists them alike. */
export const STATE_ORDER: readonly OrderState[] = [
  'planned',
  'searching',
  'accepted',
  'arrived_to_sender',
  'picked_up',
  'arrived_to_client',
  'delivered',
  'cancelled',
];
export const TRANSPORT_ORDER: readonly Transport[] = ['CAR', 'MOTORBIKE', 'FOOT'];

export interface DayRow {
  day: IsoDay;
  count: number;
  delivered: number;
  cancelled: number;
  /** Neither delivered nor cancelled yet. */
  inProgress: number;
  amount: number;
}

/**
 * Every day of the statistics' range, days without orders as zeros: a chart's gaps then mean
 * "no orders", not "no data".
 */
export function dayRows(statistics: Statistics): DayRow[] {
  const byDay = new Map(statistics.by_day.map((day) => [day.date, day]));
  return eachDay(statistics.start_date, statistics.end_date).map((day) => {
    const found = byDay.get(day);
    const count = found?.count ?? 0;
    const delivered = found?.delivered ?? 0;
    const cancelled = found?.cancelled ?? 0;
    return {
      day,
      count,
      delivered,
      cancelled,
      inProgress: count - delivered - cancelled,
      amount: found?.amount ?? 0,
    };
  });
}

/** Orders by day, stacked: delivered, cancelled, in progress. */
export function dayChart(
  rows: readonly DayRow[],
  label: (day: IsoDay) => string,
  names: { delivered: string; cancelled: string; inProgress: string },
): ChartData {
  return {
    labels: rows.map((row) => label(row.day)),
    series: [
      { key: 'delivered', name: names.delivered, values: rows.map((row) => row.delivered) },
      { key: 'cancelled', name: names.cancelled, values: rows.map((row) => row.cancelled) },
      { key: 'inProgress', name: names.inProgress, values: rows.map((row) => row.inProgress) },
    ],
  };
}

export interface CountRow<Key extends string> {
  key: Key;
  name: string;
  count: number;
  amount: number;
}

/** Orders by status, in the order of an order's life; statuses without orders are left out. */
export function statusRows(
  statistics: Statistics,
  name: (state: OrderState) => string,
): Array<CountRow<OrderState>> {
  const byState = new Map(statistics.by_status.map((bucket) => [bucket.state, bucket]));
  return STATE_ORDER.flatMap((state) => {
    const bucket = byState.get(state);
    return bucket && bucket.count > 0
      ? [{ key: state, name: name(state), count: bucket.count, amount: bucket.amount }]
      : [];
  });
}

/** Orders by transport, cars first; transports without orders are left out. */
export function transportRows(
  statistics: Statistics,
  name: (transport: Transport) => string,
): Array<CountRow<Transport>> {
  const byTransport = new Map(statistics.by_transport.map((bucket) => [bucket.transport, bucket]));
  return TRANSPORT_ORDER.flatMap((transport) => {
    const bucket = byTransport.get(transport);
    return bucket && bucket.count > 0
      ? [{ key: transport, name: name(transport), count: bucket.count, amount: bucket.amount }]
      : [];
  });
}

/** One series of counts, a bar per row. */
export function countChart<Key extends string>(
  rows: ReadonlyArray<CountRow<Key>>,
  seriesName: string,
): ChartData {
  return {
    labels: rows.map((row) => row.name),
    series: [{ key: 'count', name: seriesName, values: rows.map((row) => row.count) }],
  };
}

/** The busiest day of a range (the first of equals), for a chart's text alternative. */
export function busiestDay(rows: readonly DayRow[]): DayRow | null {
  return rows.reduce<DayRow | null>(
    (best, row) => (best === null || row.count > best.count ? row : best),
    null,
  );
}
