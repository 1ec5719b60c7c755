import { readListFilters, writeListFilters } from '../../../entities/order';

const LIST_PARAMS = ['tab', 'q', 'from', 'to'];

/**
 * Where a desktop link of `/` belongs on a phone: `/?order=ID` is that order's page and `/?tab=…`
 * (with its search and days) the orders list; null when the link names neither (the home screen).
 */
export function phoneUrlOf(search: string): string | null {
  const params = new URLSearchParams(search);
  const order = Number(params.get('order'));
  if (params.has('order') && Number.isInteger(order) && order > 0) return `/mobile/orders/${order}`;
  // A link whose order is no number: the order page says the link is wrong, rather than nothing.
  const raw = params.get('order')?.trim();
  if (raw) return `/mobile/orders/${encodeURIComponent(raw)}`;
  if (!LIST_PARAMS.some((name) => params.has(name))) return null;
  const query = writeListFilters(new URLSearchParams(), readListFilters(params)).toString();
  return `/mobile/orders?${query}`;
}
