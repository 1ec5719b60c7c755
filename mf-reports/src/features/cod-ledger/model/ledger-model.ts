import { createEffect, createEvent, createStore, sample } from 'effector';

import { $canSeeReports } from '@cabinet/shared';
import type { CodPayoutPeriodDetail, CodPayoutsPage } from '@cabinet/shared/contract';

import { isReportsNotAvailable } from '../../../entities/report';
import { fetchPayoutPeriod, fetchPayoutPeriods } from '../../../entities/payout';

export type LedgerStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'not-available';
export type PeriodOrders =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; detail: CodPayoutPeriodDetail };

/** The page was entered showing this page of the ledger: it is asked for again. */
export const ledgerOpened = createEvent<number>();
/** The URL shows this page of the ledger. */
export const ledgerPageShown = createEvent<number>();
export const ledgerRetried = createEvent();
/** A period's orders were asked to be shown or hidden (by its start day). */
export const periodToggled = createEvent<string>();
/** A period's orders failed to load and are asked for again. */
export const periodOrdersRetried = createEvent<string>();

export const fetchPeriodsFx = createEffect(async (page: number) => ({
  page,
  answer: await fetchPayoutPeriods(page),
}));
export const fetchPeriodOrdersFx = createEffect(fetchPayoutPeriod);

export const $ledgerPage = createStore<number | null>(null);
export const $periods = createStore<CodPayoutsPage | null>(null);
export const $ledgerStatus = createStore<LedgerStatus>('idle');
/** Periods whose orders are shown. */
export const $expanded = createStore<string[]>([]);
export const $periodOrders = createStore<Record<string, PeriodOrders>>({});

const shownAnew = sample({
  clock: ledgerPageShown,
  source: $ledgerPage,
  filter: (current, page) => current !== page,
  fn: (_, page) => page,
});
const wanted = sample({ clock: [shownAnew, ledgerOpened], filter: $canSeeReports });
const retried = sample({
  clock: ledgerRetried,
  source: $ledgerPage,
  filter: (page): page is number => page !== null,
});
$ledgerPage.on(wanted, (_, page) => page);
$ledgerStatus.on([wanted, retried], () => 'loading');
// Another visit or page: the figures may have moved, so the periods' orders are asked for again.
$expanded.reset(wanted);
$periodOrders.reset(wanted);
sample({ clock: [wanted, retried], target: fetchPeriodsFx });

const arrived = sample({
  clock: fetchPeriodsFx.doneData,
  source: $ledgerPage,
  filter: (page, answer) => page === answer.page,
  fn: (_, answer) => answer.answer,
});
$periods.on(arrived, (_, answer) => answer);
$ledgerStatus.on(arrived, () => 'ready');
$ledgerStatus.on(
  sample({
    clock: fetchPeriodsFx.fail,
    source: $ledgerPage,
    filter: (page, { params }) => page === params,
    fn: (_, { error }) => error,
  }),
  (_, error) => (isReportsNotAvailable(error) ? 'not-available' : 'failed'),
);

$expanded.on(periodToggled, (expanded, start) =>
  expanded.includes(start) ? expanded.filter((open) => open !== start) : [...expanded, start],
);
/** Opening a period whose orders are not loaded (or failed) asks for them. */
const ordersWanted = sample({
  clock: periodToggled,
  source: { expanded: $expanded, orders: $periodOrders },
  filter: ({ expanded, orders }, start) => expanded.includes(start) && orders[start]?.status !== 'ready',
  fn: (_, start) => start,
});
$periodOrders.on([ordersWanted, periodOrdersRetried], (orders, start) => ({
  ...orders,
  [start]: { status: 'loading' },
}));
sample({ clock: [ordersWanted, periodOrdersRetried], target: fetchPeriodOrdersFx });
$periodOrders.on(fetchPeriodOrdersFx.done, (orders, { params, result }) =>
  params in orders ? { ...orders, [params]: { status: 'ready', detail: result } } : orders,
);
$periodOrders.on(fetchPeriodOrdersFx.fail, (orders, { params }) =>
  params in orders ? { ...orders, [params]: { status: 'failed' } } : orders,
);
