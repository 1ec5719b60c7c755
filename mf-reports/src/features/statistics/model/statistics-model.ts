import { createEffect, createEvent, createStore, sample } from 'effector';

import { $canSeeReports } from '@cabinet/shared';
import type { Statistics } from '@cabinet/shared/contract';
import { almatyToday } from '@cabinet/shared/dates';

import {
  fetchStatistics,
  isReportsNotAvailable,
  rangeKey,
  readRange,
  type ReportRange,
} from '../../../entities/report';

export type StatisticsStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'not-available';

/** The page's URL shows this range. */
export const rangeShown = createEvent<ReportRange>();
/** The page was entered: its range is asked for again. */
export const statisticsOpened = createEvent<ReportRange>();
export const retryClicked = createEvent();

export const fetchStatisticsFx = createEffect(async (range: ReportRange) => ({
  range,
  statistics: await fetchStatistics(range),
}));

export const $range = createStore<ReportRange | null>(null);
export const $statistics = createStore<Statistics | null>(null);
export const $status = createStore<StatisticsStatus>('idle');

/** Called by the shell before the page's first render: the statistics are asked for at once. */
export function statisticsRouteEntered(search: string, now: Date = new Date()): void {
  statisticsOpened(readRange(new URLSearchParams(search), almatyToday(now)));
}

const shownAnew = sample({
  clock: rangeShown,
  source: $range,
  filter: (current, next) => current === null || rangeKey(current) !== rangeKey(next),
  fn: (_, next) => next,
});
const wanted = sample({ clock: [shownAnew, statisticsOpened], filter: $canSeeReports });
const retried = sample({
  clock: retryClicked,
  source: $range,
  filter: (range): range is ReportRange => range !== null,
});

$range.on(wanted, (_, range) => range);
$statistics.reset(wanted);
$status.on([wanted, retried], () => 'loading');
sample({ clock: [wanted, retried], target: fetchStatisticsFx });

const current = (range: ReportRange | null, asked: ReportRange) =>
  range !== null && rangeKey(range) === rangeKey(asked);

const arrived = sample({
  clock: fetchStatisticsFx.doneData,
  source: $range,
  filter: (range, answer) => current(range, answer.range),
  fn: (_, answer) => answer.statistics,
});
$statistics.on(arrived, (_, statistics) => statistics);
$status.on(arrived, () => 'ready');
$status.on(
  sample({
    clock: fetchStatisticsFx.fail,
    source: $range,
    filter: (range, { params }) => current(range, params),
    fn: (_, { error }) => error,
  }),
  (_, error) => (isReportsNotAvailable(error) ? 'not-available' : 'failed'),
);
