import { createStore } from 'effector';

import { NO_LIST_FILTERS, type ListFilters } from '../lib/list-filters';

/**
 * The filters of the orders list the user last opened: the list sets them, and an order's screen
 * leads back to that list ("back to the list") without loading the list's code.
 */
export const $listFilters = createStore<ListFilters>(NO_LIST_FILTERS);
