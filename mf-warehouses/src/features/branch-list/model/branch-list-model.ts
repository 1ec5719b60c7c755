import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { branchesChanged, signedOut } from '@cabinet/shared';
import type { Branch, Paged } from '@cabinet/shared/contract';

import { fetchBranchesPage } from '../../../entities/branch';
import { branchMatches } from '../lib/matches';
import { readPage } from '../lib/page-url';

/**
 * The shell entered `/warehouses` with this URL search, before the page's first render: the page's
 * first call leaves at once, while React renders.
 */
export const listRouteEntered = createEvent<string>();
/** The list is on screen for this page of the URL (the page mounted, or `?page=` changed). */
export const listOpened = createEvent<number>();
/** The list left the screen. */
export const listClosed = createEvent();
/** The user asked to try again after a failure. */
export const retryClicked = createEvent();
/** The search box, which filters the loaded page only (the platform has no search of branches). */
export const searchChanged = createEvent<string>();

/** Asks for one page; the answer carries the page it answers, so a late answer can be told apart. */
export const fetchBranchesPageFx = createEffect(async (page: number) => ({
  page,
  answer: await fetchBranchesPage(page),
}));

const pageWanted = createEvent<number>();

/** The page the URL names. */
export const $page = createStore(1).reset(signedOut);
/** The platform's answer for `$page`; an answer for another page is never kept. */
export const $answer = createStore<Paged<Branch> | null>(null).reset(signedOut);
/** The last call for `$page` failed. */
export const $failed = createStore(false).reset(signedOut);
export const $search = createStore('').reset(signedOut);
/** The list is on screen (a write elsewhere refreshes it only then). */
export const $open = createStore(false)
  .on(listOpened, () => true)
  .on(listClosed, () => false);
/** The page whose call routeEntered already started, taken by the page's first listOpened. */
const $startedAhead = createStore<number | null>(null);

export type ListState = 'loading' | 'failed' | 'empty' | 'beyond-last-page' | 'nothing-found' | 'ready';

const $current = combine($answer, $page, (answer, page) => (answer?.page === page ? answer : null));

/** The rows of the loaded page that answer the search box. */
export const $visibleBranches = combine($current, $search, (answer, search) =>
  (answer?.results ?? []).filter((branch) => branchMatches(branch, search)),
);

/** How many pages the platform has, from its last answer. */
export const $pageCount = $current.map((answer) =>
  answer ? Math.max(1, Math.ceil(answer.count / Math.max(1, answer.page_size))) : 1,
);

/**
 * "Складов пока нет" only when the platform says the company has none; a page past the end, a
 * search that matches nothing on this page and a failure each say so instead.
 */
export const $listState = combine(
  $current,
  $failed,
  $visibleBranches,
  (answer, failed, visible): ListState => {
    if (!answer) return failed ? 'failed' : 'loading';
    if (answer.count === 0) return 'empty';
    if (answer.results.length === 0) return 'beyond-last-page';
    if (visible.length === 0) return 'nothing-found';
    return 'ready';
  },
);

$search.on(searchChanged, (_, search) => search);

sample({ clock: listRouteEntered, fn: (search) => readPage(search), target: [$startedAhead, pageWanted] });

// The page's own first listOpened finds its call started by routeEntered; any later one asks again
// (the list was left and opened again, or another page was chosen).
sample({
  clock: listOpened,
  source: $startedAhead,
  filter: (ahead, page) => ahead !== page,
  fn: (_, page) => page,
  target: pageWanted,
});
sample({ clock: listOpened, fn: () => null, target: $startedAhead });

sample({ clock: pageWanted, target: [$page, fetchBranchesPageFx] });
sample({ clock: pageWanted, fn: () => false, target: $failed });

sample({ clock: retryClicked, source: $page, target: pageWanted });

// A branch was created, changed or deleted (here or in another tab of this page): the list on
// screen asks for its page again.
sample({ clock: branchesChanged, source: $page, filter: $open, target: pageWanted });

sample({
  clock: fetchBranchesPageFx.doneData,
  source: $page,
  filter: (page, { page: answered }) => answered === page,
  fn: (_, { answer, page }) => ({ ...answer, page }),
  target: $answer,
});
sample({
  clock: fetchBranchesPageFx.fail,
  source: $page,
  filter: (page, { params }) => params === page,
  fn: () => true,
  target: $failed,
});
