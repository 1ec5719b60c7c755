import { isoDayToDate } from '@cabinet/shared';

import type { OrderListFilters, OrderTab } from '../model/order-status';
import { parseTab } from '../model/order-status';

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
