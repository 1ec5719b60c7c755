import { ORDERS_LIST_PAGE_SIZE } from '@cabinet/shared';
import type { Group } from '@cabinet/shared/contract';

/** Rows per request: the list asks the platform for whole pages of this size (why 25: the constant). */
export const LIST_PAGE_SIZE = ORDERS_LIST_PAGE_SIZE;

/** The rows on screen (with the virtualiser's own overscan), as inclusive indexes. */
export interface RowRange {
  start: number;
  end: number;
}

/** Loaded pages by number (1-based), each as the platform answered it. */
export type PageCache = Record<number, Group[]>;

/** The page (1-based) that holds the row at `index` (0-based). */
export function pageOf(index: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/** The number of the last page of `count` rows (1 for an empty list: page 1 still answers). */
export function lastPageOf(count: number, pageSize = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The pages that hold the rows in view (within the list). */
export function pagesInView(range: RowRange, count: number, pageSize = LIST_PAGE_SIZE): number[] {
  const last = lastPageOf(count, pageSize);
  const from = Math.min(last, pageOf(Math.min(range.start, range.end), pageSize));
  const to = Math.min(last, pageOf(Math.max(range.start, range.end), pageSize));
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/**
 * The pages that hold the rows in view plus one page of overscan on either side, so a short scroll
 * in either direction finds its rows already loaded.
 */
export function pagesForRange(range: RowRange, count: number, pageSize = LIST_PAGE_SIZE): number[] {
  const last = lastPageOf(count, pageSize);
  const start = Math.min(range.start, range.end);
  const end = Math.max(range.start, range.end);
  const from = Math.max(1, Math.min(last, pageOf(start, pageSize)) - 1);
  const to = Math.min(last, pageOf(end, pageSize) + 1);
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/** The order at row `index`, or undefined while its page is not loaded. */
export function rowAt(pages: PageCache, index: number, pageSize = LIST_PAGE_SIZE): Group | undefined {
  return pages[pageOf(index, pageSize)]?.[index % pageSize];
}

/** Every loaded page with `changed` in place of the order with its id. */
export function replaceOrders(pages: PageCache, changed: readonly Group[]): PageCache {
  if (changed.length === 0) return pages;
  const fresh = new Map(changed.map((order) => [order.id, order]));
  let touched = false;
  const next: PageCache = {};
  for (const [page, orders] of Object.entries(pages)) {
    next[Number(page)] = orders.map((order) => {
      const replacement = fresh.get(order.id);
      if (!replacement || replacement === order) return order;
      touched = true;
      return replacement;
    });
  }
  return touched ? next : pages;
}
