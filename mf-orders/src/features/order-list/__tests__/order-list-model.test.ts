import { allSettled, fork, type Scope } from 'effector';

import { platformRequest } from '@cabinet/shared/http';
import type { Group } from '@cabinet/shared/contract';

import {
  $listFilters,
  NO_LIST_FILTERS,
  fetchActiveOrdersFx,
  orderChanged,
  type ListFilters,
  type OrderPage,
} from '../../../entities/order';
import { makeOrder } from '../../../entities/order/__tests__/fixtures';
import { LIST_PAGE_SIZE, lastPageOf, pagesForRange, pagesInView, rowAt } from '../lib/pages';

/** Rows per page: the figures below are in pages, whatever the page size. */
const P = LIST_PAGE_SIZE;
import {
  $count,
  $failedPages,
  $listState,
  $pages,
  $partlyFailed,
  fetchPageFx,
  filtersChosen,
  listOpened,
  listRouteEntered,
  rangeChanged,
  refreshTicked,
  retryClicked,
} from '../model/order-list-model';

jest.mock('@cabinet/shared/http', () => ({
  ...jest.requireActual<object>('@cabinet/shared/http'),
  platformRequest: jest.fn(() => Promise.reject(new Error('the tests replace the handler'))),
}));

type Request = Parameters<typeof fetchPageFx>[0];

/** A platform with `total` orders per tab; each order's id tells its tab and place. */
function platform(total: number, make: (index: number) => Group = (index) => makeOrder(index + 1)) {
  return (request: Request) => {
    const first = (request.page - 1) * LIST_PAGE_SIZE;
    const results = Array.from(
      { length: Math.max(0, Math.min(LIST_PAGE_SIZE, total - first)) },
      (_, offset) => make(first + offset),
    );
    const answer: OrderPage = {
      count: total,
      page: request.page,
      page_size: LIST_PAGE_SIZE,
      next: first + LIST_PAGE_SIZE < total ? request.page + 1 : null,
      previous: request.page > 1 ? request.page - 1 : null,
      results,
    };
    return answer;
  };
}

/** A handler whose answers wait until the test releases them. */
function deferred(answer: (request: Request) => OrderPage) {
  const waiting: Array<{ request: Request; release: () => void; fail: () => void }> = [];
  const handler = jest.fn(
    (request: Request) =>
      new Promise<{ generation: number; page: number; answer: OrderPage }>((resolve, reject) => {
        waiting.push({
          request,
          release: () =>
            resolve({ generation: request.generation, page: request.page, answer: answer(request) }),
          fail: () => reject(new Error('offline')),
        });
      }),
  );
  return { handler, waiting };
}

/** An immediate handler over a platform answer function. */
function immediate(answer: (request: Request) => OrderPage) {
  return jest.fn(async (request: Request) => ({
    generation: request.generation,
    page: request.page,
    answer: answer(request),
  }));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers every request as it comes until `work` settles. */
async function answerAll(waiting: ReturnType<typeof deferred>['waiting'], work: Promise<unknown>) {
  let done = false;
  void work.then(() => (done = true));
  while (!done) {
    await flush();
    waiting.splice(0).forEach(({ release }) => release());
  }
}

const filters = (change: Partial<ListFilters> = {}): ListFilters => ({ ...NO_LIST_FILTERS, ...change });
const pagesAsked = (handler: jest.Mock) => handler.mock.calls.map(([request]) => (request as Request).page);

async function open(scope: Scope, change: Partial<ListFilters> = {}) {
  await allSettled(listOpened, { scope, params: filters(change) });
}

describe('pages of the virtual list', () => {
  it('maps the rows in view to their pages plus one page of overscan, within the list', () => {
    expect(pagesForRange({ start: 0, end: 7 }, 200 * P)).toEqual([1, 2]);
    expect(pagesForRange({ start: 2 * P + 2, end: 2 * P + 12 }, 200 * P)).toEqual([2, 3, 4]);
    expect(pagesForRange({ start: 200 * P - 10, end: 200 * P - 1 }, 200 * P)).toEqual([199, 200]);
    expect(pagesForRange({ start: 0, end: 0 }, 0)).toEqual([1]);
    // A range left over from a longer list stays inside the shorter one.
    expect(pagesForRange({ start: 18 * P, end: 18 * P + 10 }, 2 * P + 20)).toEqual([2, 3]);
    expect(pagesInView({ start: 200 * P - 12, end: 200 * P - 1 }, 200 * P)).toEqual([200]);
    expect(pagesInView({ start: P - 5, end: P + 5 }, 200 * P)).toEqual([1, 2]);
    expect(lastPageOf(200 * P)).toBe(200);
    expect(rowAt({ 3: [makeOrder(2 * P + 1), makeOrder(2 * P + 2)] }, 2 * P + 1)?.id).toBe(2 * P + 2);
    expect(rowAt({}, 0)).toBeUndefined();
  });
});

describe('order list model', () => {
  it('starts a list from page 1, which gives the count, and fetches the pages the rows in view need', async () => {
    const handler = immediate(platform(10_000));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    expect(scope.getState($listState)).toBe('loading');

    await open(scope, { tab: 'finished' });
    expect(scope.getState($count)).toBe(10_000);
    expect(scope.getState($listState)).toBe('ready');
    // Page 1 answered and the next page is fetched ahead, as overscan.
    expect(pagesAsked(handler)).toEqual([1, 2]);
    expect((handler.mock.calls[0]?.[0] as Request).filters.tab).toBe('finished');

    await allSettled(rangeChanged, { scope, params: { start: 0, end: 12 } });
    expect(pagesAsked(handler)).toEqual([1, 2]);
  });

  it('jumps to the end with the last page first, then the one before; each page asked once and cached', async () => {
    const { handler, waiting } = deferred(platform(200 * P));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await answerAll(waiting, open(scope));

    const jump = allSettled(rangeChanged, { scope, params: { start: 200 * P - 12, end: 200 * P - 1 } });
    await flush();
    // The page on screen goes alone: the overscan page waits for it.
    expect(waiting.map(({ request }) => request.page)).toEqual([200]);
    // Asking again for the same rows while they are on their way asks nothing new.
    void allSettled(rangeChanged, { scope, params: { start: 200 * P - 10, end: 200 * P - 1 } });
    await flush();
    expect(waiting).toHaveLength(1);
    waiting.shift()?.release();
    await flush();
    expect(waiting.map(({ request }) => request.page)).toEqual([199]);
    await answerAll(waiting, jump);

    expect(pagesAsked(handler)).toEqual([1, 2, 200, 199]);
    expect(rowAt(scope.getState($pages), 200 * P - 1)?.id).toBe(200 * P);
    // Back to the top: pages 1 and 2 are still cached.
    await allSettled(rangeChanged, { scope, params: { start: 0, end: 10 } });
    expect(pagesAsked(handler)).toEqual([1, 2, 200, 199]);
  });

  it('fetches the pages in view in parallel when the rows span two of them', async () => {
    const { handler, waiting } = deferred(platform(200 * P));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await answerAll(waiting, open(scope));

    const move = allSettled(rangeChanged, { scope, params: { start: 41 * P - 5, end: 41 * P + 10 } });
    await flush();
    expect(waiting.map(({ request }) => request.page)).toEqual([41, 42]);
    await answerAll(waiting, move);
    expect(pagesAsked(handler)).toEqual([1, 2, 41, 42, 40, 43]);
  });

  it('sends the tab, the search and the days to the platform, with a signal that a new list aborts', async () => {
    const request = platformRequest as jest.Mock;
    request.mockResolvedValue({ count: 0, page: 1, page_size: P, next: null, previous: null, results: [] });
    const scope = fork();
    await open(scope, { tab: 'planned', search: ' R-0042 ', from: '2026-11-01', to: '2026-11-30' });
    expect(request).toHaveBeenCalledTimes(1);
    const config = request.mock.calls[0]?.[0] as { url: string; params: unknown; signal: AbortSignal };
    expect(config.url).toBe('/rocket/v0/deliveries/groups');
    expect(config.params).toEqual({
      page: 1,
      page_size: P,
      status: '1,2,5',
      was_planned: 'true',
      search: 'R-0042',
      created_from: '2026-11-01',
      created_to: '2026-11-30',
    });
    expect(scope.getState($listState)).toBe('nothing-found');
    expect(config.signal.aborted).toBe(false);

    await open(scope, { tab: 'planned' });
    expect(config.signal.aborted).toBe(true);
    expect(scope.getState($listState)).toBe('empty');
    request.mockReset();
  });

  it('drops the pages of the previous filters and ignores answers that arrive for them', async () => {
    const { handler, waiting } = deferred(platform(300));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    const first = open(scope, { tab: 'finished' });
    await flush();
    const stale = waiting.shift();

    const second = open(scope, { tab: 'finished', search: 'абая' });
    await flush();
    const fresh = waiting.shift();
    expect(fresh?.request.filters.search).toBe('абая');

    stale?.release();
    await flush();
    expect(scope.getState($count)).toBeNull();
    expect(scope.getState($pages)).toEqual({});

    fresh?.release();
    await answerAll(waiting, Promise.all([first, second]));
    expect(scope.getState($count)).toBe(300);
    expect(Object.keys(scope.getState($pages))).toEqual(['1', '2']);
  });

  it('starts the list for filters the user chose, and the URL that follows asks nothing more', async () => {
    const { handler, waiting } = deferred(platform(120));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    const first = open(scope);
    await answerAll(waiting, first);
    expect(pagesAsked(handler)).toEqual([1, 2]);

    // The tab is chosen: page 1 of the new tab is asked for before the router renders the new URL.
    void allSettled(filtersChosen, { scope, params: filters({ tab: 'finished' }) });
    await flush();
    expect(waiting.map(({ request }) => request.filters.tab)).toEqual(['finished']);
    expect(scope.getState($listFilters).tab).toBe('finished');
    expect(scope.getState($count)).toBeNull();

    // The new URL's render opens the same list while page 1 is still on its way: no second request.
    const shown = open(scope, { tab: 'finished' });
    await flush();
    expect(waiting).toHaveLength(1);
    await answerAll(waiting, shown);
    expect(pagesAsked(handler)).toEqual([1, 2, 1, 2]);
    expect(handler.mock.calls.slice(2).every(([request]) => request.filters.tab === 'finished')).toBe(true);
    expect(scope.getState($count)).toBe(120);
  });

  it("starts the list from the URL the route was entered with, before the page's own open", async () => {
    const handler = immediate(platform(10));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await allSettled(listRouteEntered, { scope, params: '?tab=finished&q=%20R-0042&from=2026-13-45' });
    expect(scope.getState($listFilters)).toEqual(filters({ tab: 'finished', search: ' R-0042' }));
    expect(pagesAsked(handler)).toEqual([1]);

    // The page renders and opens the list for the same URL: nothing is asked again.
    await open(scope, { tab: 'finished', search: ' R-0042' });
    expect(pagesAsked(handler)).toEqual([1]);
  });

  it('shows a failure of page 1 and starts again on retry', async () => {
    let fail = true;
    const handler = jest.fn(async (request: Request) => {
      if (fail) throw new Error('offline');
      return { generation: request.generation, page: request.page, answer: platform(10)(request) };
    });
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await open(scope);
    expect(scope.getState($listState)).toBe('failed');

    fail = false;
    await allSettled(retryClicked, { scope });
    expect(scope.getState($listState)).toBe('ready');
    expect(scope.getState($count)).toBe(10);
  });

  it('keeps the rows it has when a later page fails, never asks for it again by itself, and retries it on demand', async () => {
    const failing = new Set([3]);
    const handler = jest.fn(async (request: Request) => {
      if (failing.has(request.page)) throw new Error('offline');
      return { generation: request.generation, page: request.page, answer: platform(20 * P)(request) };
    });
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await open(scope);
    await allSettled(rangeChanged, { scope, params: { start: P + 10, end: P + 20 } });
    expect(scope.getState($failedPages)).toEqual([3]);
    expect(scope.getState($partlyFailed)).toBe(true);
    expect(scope.getState($listState)).toBe('ready');

    await allSettled(rangeChanged, { scope, params: { start: P + 11, end: P + 21 } });
    expect(pagesAsked(handler).filter((page) => page === 3)).toHaveLength(1);

    failing.clear();
    await allSettled(retryClicked, { scope });
    expect(scope.getState($failedPages)).toEqual([]);
    expect(rowAt(scope.getState($pages), 2 * P)?.id).toBe(2 * P + 1);
  });

  it('puts fresh orders from the active-orders fetch and from this page in place of the rows they name', async () => {
    const handler = immediate(platform(3, (index) => makeOrder(index + 1, 'searching')));
    const scope = fork({
      handlers: [
        [fetchPageFx, handler],
        [fetchActiveOrdersFx, async () => ({ results: [makeOrder(2, 'picked_up')], complete: true })],
      ],
    });
    await open(scope);
    await allSettled(fetchActiveOrdersFx, { scope });
    await allSettled(orderChanged, { scope, params: makeOrder(3, 'cancelled') });
    expect(scope.getState($pages)[1]?.map((order) => [order.id, order.state])).toEqual([
      [1, 'searching'],
      [2, 'picked_up'],
      [3, 'cancelled'],
    ]);
  });
});

describe('live list', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  it('refetches the pages in view at most every 3 s on the active tab: statuses change, orders leave and arrive', async () => {
    let orders = [makeOrder(1, 'searching'), makeOrder(2, 'accepted'), makeOrder(3, 'picked_up')];
    const handler = jest.fn(async (request: Request) => ({
      generation: request.generation,
      page: request.page,
      answer: platform(orders.length, (index) => orders[index] as Group)(request),
    }));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await open(scope, { tab: 'active' });
    expect(pagesAsked(handler)).toEqual([1]);

    // Order 2 moved on, order 3 was delivered (it leaves the tab) and order 4 is new.
    orders = [makeOrder(4, 'searching'), makeOrder(1, 'searching'), makeOrder(2, 'arrived_to_client')];
    jest.advanceTimersByTime(2999);
    await allSettled(refreshTicked, { scope });
    expect(pagesAsked(handler)).toEqual([1]);

    jest.advanceTimersByTime(1);
    await allSettled(refreshTicked, { scope });
    expect(pagesAsked(handler)).toEqual([1, 1]);
    expect(scope.getState($pages)[1]?.map((order) => [order.id, order.state])).toEqual([
      [4, 'searching'],
      [1, 'searching'],
      [2, 'arrived_to_client'],
    ]);
    expect(scope.getState($count)).toBe(3);

    // Everything leaves the tab: the list says so.
    orders = [];
    jest.advanceTimersByTime(3000);
    await allSettled(refreshTicked, { scope });
    expect(scope.getState($listState)).toBe('empty');
  });

  it('refreshes only the pages in view and forgets the others, which are fetched again when seen', async () => {
    const handler = immediate(platform(20 * P));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await open(scope, { tab: 'planned' });
    await allSettled(rangeChanged, { scope, params: { start: 10 * P, end: 10 * P + 10 } });
    expect(Object.keys(scope.getState($pages)).map(Number)).toEqual([1, 2, 10, 11, 12]);

    handler.mockClear();
    jest.advanceTimersByTime(3000);
    await allSettled(refreshTicked, { scope });
    expect(pagesAsked(handler)).toEqual([10, 11, 12]);
    expect(Object.keys(scope.getState($pages)).map(Number)).toEqual([10, 11, 12]);

    await allSettled(rangeChanged, { scope, params: { start: 0, end: 10 } });
    expect(pagesAsked(handler)).toEqual([10, 11, 12, 1, 2]);
  });

  it('does not refresh the finished tab on its own, but does when the same list is shown again', async () => {
    const handler = immediate(platform(10));
    const scope = fork({ handlers: [[fetchPageFx, handler]] });
    await open(scope, { tab: 'finished' });
    jest.advanceTimersByTime(10_000);
    await allSettled(refreshTicked, { scope });
    expect(pagesAsked(handler)).toEqual([1]);

    await open(scope, { tab: 'finished' });
    expect(pagesAsked(handler)).toEqual([1, 1]);
  });
});
