import { useUnit } from 'effector-react';

import { $filters } from '../model/order-list-model';
import { listSearch } from './list-url';

/** The list at `pathname` as the user last left it (tab, search, days): where "back to the list" leads. */
export function useListHref(pathname: string): string {
  return `${pathname}${listSearch(useUnit($filters))}`;
}
