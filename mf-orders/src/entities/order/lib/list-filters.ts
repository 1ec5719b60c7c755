import { isoDayToDate } from '@cabinet/shared';

import type { OrderListFilters, OrderTab } from '../model/order-status';
import { DEFAULT_TAB, parseTab } from '../model/order-status';

/** What the orders list shows: a tab, the search text and the creation-day range. */
export interface ListFilters extends OrderListFilters {
  tab: OrderTab;
}

/** The server caps the search at this many characters. */
export const SEARCH_MAX_LENGTH = 100;

/** URL parameters of the list, beside the tab: the search text and the creation-day range. */
const PARAMS = { tab: 'tab', search: 'q', from: 'from', to: 'to' } as const;

const validDay = (value: string | null): string => (value && isoDayToDate(value) ? value : '');

/** The list's filters as the URL carries them (unknown tab → active, a broken day → none). */
export function readListFilters(params: URLSearchParams): ListFilters {
  return {
    tab: parseTab(params.get(PARAMS.tab)),
    search: (params.get(PARAMS.search) ?? '').slice(0, SEARCH_MAX_LENGTH),
    from: validDay(params.get(PARAMS.from)),
    to: validDay(params.get(PARAMS.to)),
  };
}

/** The URL parameters with these filters written in, everything else (the open order) kept. */
export function writeListFilters(params: URLSearchParams, change: Partial<ListFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.keys(change) as Array<keyof ListFilters>) {
    const value = change[name] ?? '';
    if (value) next.set(PARAMS[name], value);
    else next.delete(PARAMS[name]);
  }
  return next;
}

/** The default list: the active tab, no search, no days. */
export const NO_LIST_FILTERS: ListFilters = { tab: DEFAULT_TAB, search: '', from: '', to: '' };

/** The history state a row's link leaves: the order's screen knows the user came from the list. */
export const FROM_LIST = { fromList: true } as const;

/** Whether a history entry was reached from a row of the list (see FROM_LIST). */
export const cameFromList = (state: unknown): boolean =>
  (state as { fromList?: unknown } | null)?.fromList === true;

/** The URL search of a list with these filters ('' for the default list), to lead back to it. */
export function listSearch(filters: ListFilters): string {
  const query = writeListFilters(new URLSearchParams(), {
    ...filters,
    tab: filters.tab === DEFAULT_TAB ? undefined : filters.tab,
  }).toString();
  return query ? `?${query}` : '';
}
