import { createEffect, createEvent, createStore, sample } from 'effector';

import { $canSeeReports } from '@cabinet/shared';
import { almatyToday } from '@cabinet/shared/dates';

import {
  fetchReportPage,
  isReportsNotAvailable,
  queryKey,
  readReportQuery,
  reportKey,
  type ReportPage,
  type ReportQuery,
} from '../../../entities/report';

export type ReportListStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'not-available';

interface PageAnswer {
  query: ReportQuery;
  page: ReportPage;
}

/** The page's URL shows this query (the component says so on every URL change). */
export const queryShown = createEvent<ReportQuery>();
/** The page was entered: its query is asked for even if it was shown before (the data may be old). */
export const reportOpened = createEvent<ReportQuery>();
/** The user asked to try again after a failure. */
export const retryClicked = createEvent();

export const fetchReportPageFx = createEffect(async (query: ReportQuery): Promise<PageAnswer> => ({
  query,
  page: await fetchReportPage(query),
}));

/** The query on screen, null until the page first shows one. */
export const $query = createStore<ReportQuery | null>(null);
/** The last answer for the report on screen (kept while another page of it loads). */
export const $page = createStore<ReportPage | null>(null);
/** The query $page answers. */
export const $pageQuery = createStore<ReportQuery | null>(null);
export const $status = createStore<ReportListStatus>('idle');

/**
 * The shell calls the page's `routeEntered` before its first render with the URL's search: the
 * report's first page is on its way while the page renders.
 */
export function reportsRouteEntered(search: string, now: Date = new Date()): void {
  reportOpened(readReportQuery(new URLSearchParams(search), almatyToday(now)));
}

const shownAnew = sample({
  clock: queryShown,
  source: $query,
  filter: (current, next) => current === null || queryKey(current) !== queryKey(next),
  fn: (_, next) => next,
});
const wanted = sample({ clock: [shownAnew, reportOpened], filter: $canSeeReports });

$query.on(wanted, (_, query) => query);
// Another report (kind, days or order): its old rows and sums go; another page of it keeps them.
const anotherReport = sample({
  clock: wanted,
  source: $pageQuery,
  filter: (shown, query) => shown !== null && reportKey(shown) !== reportKey(query),
});
$page.reset(anotherReport);
$pageQuery.reset(anotherReport);
$status.on(wanted, () => 'loading');
sample({ clock: wanted, target: fetchReportPageFx });

const currentAnswer = sample({
  clock: fetchReportPageFx.doneData,
  source: $query,
  filter: (query, answer) => query !== null && queryKey(query) === queryKey(answer.query),
  fn: (_, answer) => answer,
});
$page.on(currentAnswer, (_, answer) => answer.page);
$pageQuery.on(currentAnswer, (_, answer) => answer.query);
$status.on(currentAnswer, () => 'ready');

const currentFailure = sample({
  clock: fetchReportPageFx.fail,
  source: $query,
  filter: (query, { params }) => query !== null && queryKey(query) === queryKey(params),
  fn: (_, { error }) => error,
});
$status.on(currentFailure, (_, error) => (isReportsNotAvailable(error) ? 'not-available' : 'failed'));

const retried = sample({
  clock: retryClicked,
  source: $query,
  filter: (query): query is ReportQuery => query !== null,
});
$status.on(retried, () => 'loading');
sample({ clock: retried, target: fetchReportPageFx });
