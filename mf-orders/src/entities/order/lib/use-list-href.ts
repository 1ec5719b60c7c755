import { useUnit } from 'effector-react';

import { $listFilters } from '../model/list-filters-model';
import { listSearch } from './list-filters';

/** The list at `pathname` as the user last left it (tab, search, days): where "back to the list" leads. */
export function useListHref(pathname: string): string {
  return `${pathname}${listSearch(useUnit($listFilters))}`;
}
