import type { ReportKind, ReportOrdering } from '@cabinet/shared/contract';
import { REPORT_DEFAULT_RANGE_MONTHS, isoDayToDate, type IsoDay } from '@cabinet/shared';

import { monthsBefore } from '../../../shared/lib';

/** Days of a report, inclusive, in Asia/Almaty. */
export interface ReportRange {
  from: IsoDay;
  to: IsoDay;
}

/** What a report page shows; all of it lives in the URL. */
export interface ReportQuery extends ReportRange {
  kind: ReportKind;
  page: number;
  sort: ReportOrdering;
}

/** The platform answers ranges of at most this many days. */
export const MAX_RANGE_DAYS = 366;

export const REPORT_KINDS: readonly ReportKind[] = ['orders', 'cod'];

/**
 * The row orders the platform may be asked for (the sandbox's `ordering` extension), the default
 * first. Written out here rather than read from the contract's zod schema: the page needs no zod.
 */
export const REPORT_ORDERINGS = [
  '-created_at',
  'created_at',
  '-total_price',
  'total_price',
] as const satisfies readonly ReportOrdering[];
export const DEFAULT_REPORT_ORDERING: ReportOrdering = '-created_at';

/** §9: one month back to today. */
export function defaultRange(today: IsoDay): ReportRange {
  return { from: monthsBefore(today, REPORT_DEFAULT_RANGE_MONTHS), to: today };
}

const PARAMS = { kind: 'tab', from: 'from', to: 'to', page: 'page', sort: 'sort' } as const;

const validDay = (value: string | null): IsoDay | null => (value && isoDayToDate(value) ? value : null);

/** The range of the URL's `from` and `to`; a missing or broken end takes the default's, an inverted pair the default. */
export function readRange(params: URLSearchParams, today: IsoDay): ReportRange {
  const fallback = defaultRange(today);
  const from = validDay(params.get(PARAMS.from)) ?? fallback.from;
  const to = validDay(params.get(PARAMS.to)) ?? fallback.to;
  return from <= to ? { from, to } : fallback;
}

/** A report page's query as the URL carries it (tab, days, page, sort); anything unknown reads as the default. */
export function readReportQuery(params: URLSearchParams, today: IsoDay): ReportQuery {
  const kind = params.get(PARAMS.kind);
  const page = Number(params.get(PARAMS.page));
  const sort = params.get(PARAMS.sort) as ReportOrdering | null;
  return {
    kind: REPORT_KINDS.includes(kind as ReportKind) ? (kind as ReportKind) : 'orders',
    ...readRange(params, today),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: sort && REPORT_ORDERINGS.includes(sort) ? sort : DEFAULT_REPORT_ORDERING,
  };
}

/**
 * The URL parameters with a change written in: defaults are left out (tab=orders, page 1, newest
 * first), the days always written once chosen. Anything but a page change starts again at page 1.
 */
export function writeReportQuery(params: URLSearchParams, change: Partial<ReportQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.kind !== undefined) {
    if (change.kind === 'orders') next.delete(PARAMS.kind);
    else next.set(PARAMS.kind, change.kind);
  }
  if (change.from !== undefined) next.set(PARAMS.from, change.from);
  if (change.to !== undefined) next.set(PARAMS.to, change.to);
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_REPORT_ORDERING) next.delete(PARAMS.sort);
    else next.set(PARAMS.sort, change.sort);
  }
  const page = change.page ?? 1;
  if (page === 1) next.delete(PARAMS.page);
  else next.set(PARAMS.page, String(page));
  return next;
}

/** Two queries that ask the platform the same question have the same key. */
export const queryKey = (query: ReportQuery): string =>
  [query.kind, query.from, query.to, query.page, query.sort].join('|');

/** The same report (kind, days, order), whatever its page. */
export const reportKey = (query: ReportQuery): string =>
  [query.kind, query.from, query.to, query.sort].join('|');

export const rangeKey = (range: ReportRange): string => `${range.from}|${range.to}`;
