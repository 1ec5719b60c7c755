import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';

import { ACTIVE_ORDERS_FETCH_THROTTLE_MS } from '@cabinet/shared';

import {
  $listFilters,
  fetchActiveOrdersFx,
  fetchOrdersPage,
  orderChanged,
  readListFilters,
  type ListFilters,
  type OrderPage,
  type OrderTab,
} from '../../../entities/order';
import {
  LIST_PAGE_SIZE,
  pagesForRange,
  pagesInView,
  replaceOrders,
  type PageCache,
  type RowRange,
} from '../lib/pages';

/** Two filter sets that ask the platform the same question have the same key. */
export function listKey(filters: ListFilters): string {
  return JSON.stringify([filters.tab, filters.search.trim(), filters.from, filters.to]);
}

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(filters.search.trim() || filters.from || filters.to);
}

/** The tabs whose orders change on their own, so the list refreshes itself while it is on screen. */
export const LIVE_TABS: readonly OrderTab[] = ['active', 'planned'];

/** The list is shown for these filters (from the URL); other filters start a new list. */
export const listOpened = createEvent<ListFilters>();
/**
 * The user chose other filters (a tab, a search, days): the new list starts at once, before the
 * router has rendered the new URL, whose listOpened then finds that list already on its way.
 */
export const filtersChosen = createEvent<ListFilters>();
/** The rows on screen changed (scroll, resize, a jump to the end). */
export const rangeChanged = createEvent<RowRange>();
/** The user asked to try again after a failure. */
export const retryClicked = createEvent();
/** The visible list wants fresh data (a timer while the document is visible). */
export const refreshTicked = createEvent();

interface PageRequest {
  filters: ListFilters;
  page: number;
  /** Which list the request belongs to: answers for an earlier one are dropped. */
  generation: number;
  signal?: AbortSignal;
}

interface PageAnswer {
  generation: number;
  page: number;
  answer: OrderPage;
}

export const fetchPageFx = createEffect(
  async ({ filters, page, generation, signal }: PageRequest): Promise<PageAnswer> => ({
    generation,
    page,
    answer: await fetchOrdersPage(filters.tab, page, LIST_PAGE_SIZE, {
      filters,
      ...(signal ? { signal } : {}),
    }),
  }),
);

/** Several pages at once, in parallel; each settles on its own through fetchPageFx. */
const fetchPagesFx = createEffect((requests: PageRequest[]) =>
  Promise.allSettled(requests.map((request) => fetchPageFx(request))),
);
const refreshPagesFx = attach({ effect: fetchPagesFx });

/** The previous list's requests are cancelled; the new list gets a signal of its own. */
const renewAbortFx = createEffect((previous: AbortController | null) => {
  previous?.abort();
  return new AbortController();
});

/** Bumped for every new list; 0 until the first one is opened. */
export const $generation = createStore(0);
/** How many orders the list has (from the last answer), null until the first page arrives. */
export const $count = createStore<number | null>(null);
export const $pages = createStore<PageCache>({});
/** Pages requested and not answered yet (deduplication). */
export const $pending = createStore<number[]>([]);
/** Pages that could not be loaded (never asked again until a retry). */
export const $failedPages = createStore<number[]>([]);
export const $range = createStore<RowRange>({ start: 0, end: 0 });
/** When the list was last loaded or refreshed (ms since the epoch), for the 3 s throttle. */
export const $lastRefreshAt = createStore<number | null>(null);
const $abort = createStore<AbortController | null>(null, { serialize: 'ignore' });

export type ListState = 'loading' | 'failed' | 'empty' | 'nothing-found' | 'ready';

export const $listState = combine($count, $failedPages, $listFilters, (count, failed, filters): ListState => {
  if (count === null) return failed.length > 0 ? 'failed' : 'loading';
  if (count === 0) return hasFilters(filters) ? 'nothing-found' : 'empty';
  return 'ready';
});

/** Some rows could not be loaded while others show. */
export const $partlyFailed = combine(
  $count,
  $failedPages,
  (count, failed) => count !== null && failed.length > 0,
);

/**
 * The list's route was entered with this URL search; the shell says so once the page's code has
 * loaded and before the page renders, so page 1 is on its way while React renders the page.
 */
export const listRouteEntered = createEvent<string>();
sample({
  clock: listRouteEntered,
  fn: (search) => readListFilters(new URLSearchParams(search)),
  target: listOpened,
});

const listWanted = merge([listOpened, filtersChosen]);

const newList = sample({
  clock: listWanted,
  source: { filters: $listFilters, generation: $generation },
  filter: ({ filters, generation }, next) => generation === 0 || listKey(filters) !== listKey(next),
  fn: (_, next) => next,
});
/** The same list shown again (the page was left and came back): what it holds may be stale. */
const reopened = sample({
  clock: listWanted,
  source: { filters: $listFilters, generation: $generation },
  filter: ({ filters, generation }, next) => generation !== 0 && listKey(filters) === listKey(next),
});

$listFilters.on(newList, (_, filters) => filters);
$generation.on(newList, (generation) => generation + 1);
$count.reset(newList);
$pages.reset(newList);
$pending.reset(newList);
$failedPages.reset(newList);
$range.reset(newList);
$lastRefreshAt.on(newList, () => Date.now());

sample({ clock: newList, source: $abort, target: renewAbortFx });
$abort.on(renewAbortFx.doneData, (_, controller) => controller);

const requestFor =
  (filters: ListFilters, generation: number, abort: AbortController | null) => (page: number) => ({
    filters,
    page,
    generation,
    ...(abort ? { signal: abort.signal } : {}),
  });

/** A new list starts from page 1: its answer says how many rows there are. */
sample({
  clock: renewAbortFx.doneData,
  source: { filters: $listFilters, generation: $generation },
  fn: ({ filters, generation }, abort) => [requestFor(filters, generation, abort)(1)],
  target: fetchPagesFx,
});

$range.on(rangeChanged, (_, range) => range);

const pageArrived = sample({
  clock: fetchPageFx.doneData,
  source: $generation,
  filter: (generation, answer) => answer.generation === generation,
  fn: (_, answer) => answer,
});
const pageFailed = sample({
  clock: fetchPageFx.fail,
  source: { generation: $generation, pages: $pages },
  // A failed refresh keeps the rows it had: only a page with nothing to show counts as failed.
  filter: ({ generation, pages }, { params }) => params.generation === generation && !pages[params.page],
  fn: (_, { params }) => params.page,
});
const pageSettled = sample({
  clock: fetchPageFx.finally,
  source: $generation,
  filter: (generation, { params }) => params.generation === generation,
  fn: (_, { params }) => params.page,
});

$pending
  .on(fetchPageFx, (pending, { page }) => (pending.includes(page) ? pending : [...pending, page]))
  .on(pageSettled, (pending, page) => pending.filter((candidate) => candidate !== page));
$pages.on(pageArrived, (pages, { page, answer }) => ({ ...pages, [page]: answer.results }));
$count.on(pageArrived, (_, { answer }) => answer.count);
$failedPages
  .on(pageArrived, (failed, { page }) => failed.filter((candidate) => candidate !== page))
  .on(pageFailed, (failed, page) => (failed.includes(page) ? failed : [...failed, page]));

const retried = sample({ clock: retryClicked, source: $failedPages, filter: (failed) => failed.length > 0 });
$failedPages.reset(retried);

/** Nothing loaded yet and page 1 failed: the retry starts the list again from page 1. */
sample({
  clock: retried,
  source: { filters: $listFilters, generation: $generation, abort: $abort, count: $count },
  filter: ({ count }) => count === null,
  fn: ({ filters, generation, abort }) => [requestFor(filters, generation, abort)(1)],
  target: fetchPagesFx,
});

/**
 * The pages the rows on screen need that are neither loaded, on their way nor failed are fetched,
 * in parallel when the rows span two pages. The page of overscan either side comes after them, so
 * it never competes with what is on screen (a jump to the end asks for the last page first).
 * Checked whenever the range moves, a page arrives (the count may have changed) or after a retry.
 */
const missingPages = sample({
  clock: [rangeChanged, pageArrived, retried],
  source: {
    range: $range,
    count: $count,
    pages: $pages,
    pending: $pending,
    failed: $failedPages,
    filters: $listFilters,
    generation: $generation,
    abort: $abort,
  },
  filter: ({ count }) => count !== null,
  fn: ({ range, count, pages, pending, failed, filters, generation, abort }) => {
    const wanted = (page: number) => !pages[page] && !failed.includes(page);
    const inView = pagesInView(range, count ?? 0).filter(wanted);
    const next = inView.length > 0 ? inView : pagesForRange(range, count ?? 0).filter(wanted);
    return next.filter((page) => !pending.includes(page)).map(requestFor(filters, generation, abort));
  },
});
sample({ clock: missingPages, filter: (requests) => requests.length > 0, target: fetchPagesFx });

/**
 * Live list. The list refetches the pages in view rather than reusing fetchActiveOrdersFx: that
 * fetch is one page of 100 active orders without the search or the dates, so it cannot say which
 * orders of a filtered, paged, planned or long list are there now. Every refresh asks for the pages
 * on screen (a status change shows, an order that left the tab goes, a new one comes in at the top)
 * and forgets the other pages, fetched again when they come into view. The 3 s throttle of §4 holds
 * for it too. fetchActiveOrdersFx's answers (the open order's screen asks for them) still update
 * the rows they name at once.
 */
const refreshDue = sample({
  clock: [
    sample({ clock: refreshTicked, source: $listFilters, filter: ({ tab }) => LIVE_TABS.includes(tab) }),
    reopened,
  ],
  source: { count: $count, last: $lastRefreshAt, refreshing: refreshPagesFx.pending },
  filter: ({ count, last, refreshing }) =>
    count !== null && !refreshing && (last === null || Date.now() - last >= ACTIVE_ORDERS_FETCH_THROTTLE_MS),
});
const refreshStarted = sample({
  clock: refreshDue,
  source: { range: $range, count: $count },
  fn: ({ range, count }) => pagesForRange(range, count ?? 0),
});
$lastRefreshAt.on(refreshStarted, () => Date.now());
$pages.on(refreshStarted, (pages, keep) =>
  Object.fromEntries(
    keep.filter((page) => pages[page]).map((page) => [page, pages[page] as PageCache[number]]),
  ),
);
sample({
  clock: refreshStarted,
  source: { pending: $pending, filters: $listFilters, generation: $generation, abort: $abort },
  fn: ({ pending, filters, generation, abort }, pages) =>
    pages.filter((page) => !pending.includes(page)).map(requestFor(filters, generation, abort)),
  target: refreshPagesFx,
});

$pages
  .on(fetchActiveOrdersFx.doneData, (pages, { results }) => replaceOrders(pages, results))
  .on(orderChanged, (pages, changed) => replaceOrders(pages, [changed]));
