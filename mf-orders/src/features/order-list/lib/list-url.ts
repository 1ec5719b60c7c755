import { useCallback, useMemo } from 'react';

import { useSearchParams } from '@cabinet/shared/router';

import { readListFilters, writeListFilters, type ListFilters } from '../../../entities/order';

export type FiltersChange = (change: Partial<ListFilters>) => void;

/**
 * The list's filters live in the URL, so a reload or a shared link shows the same list. A tab
 * change is a history entry when `tabHistory` is 'push'; typing and dates replace the entry.
 */
export function useListUrl(tabHistory: 'push' | 'replace'): {
  filters: ListFilters;
  /** Writes a change into the URL and returns the filters it leads to (the router renders them later). */
  change: (change: Partial<ListFilters>) => ListFilters;
} {
  const [params, setParams] = useSearchParams();
  const { tab, search, from, to } = readListFilters(params);
  // One object per distinct filter set: other parameters (the open order) do not make a new one.
  const filters = useMemo(() => ({ tab, search, from, to }), [tab, search, from, to]);
  const change = useCallback(
    (next: Partial<ListFilters>) => {
      // The router facade's functional change starts from the URL this list last wrote (decision
      // 0003), so a second change before the router has rendered the first (a date committed on
      // blur, then Enter in the other date) keeps both; it runs at once, so `url` is the new URL.
      let url = new URLSearchParams();
      setParams((current) => (url = writeListFilters(current, next)), {
        replace: !('tab' in next) || tabHistory === 'replace',
      });
      return readListFilters(url);
    },
    [setParams, tabHistory],
  );
  return { filters, change };
}
