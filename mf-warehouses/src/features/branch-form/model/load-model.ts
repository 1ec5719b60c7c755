import { createEffect, createEvent, createStore, sample } from 'effector';

import { readPlatformFailure, type Branch } from '@cabinet/shared/contract';

import { fetchBranch, isBranchGone } from '../../../entities/branch';
import { branchLoaded } from './form-model';

/** The shell entered `/warehouse/edit/:id` with this path, before the page's first render. */
export const editRouteEntered = createEvent<string>();
/** The edit page shows this `:id` of its URL (mounted, or the id changed). */
export const editPageShown = createEvent<string>();
export const loadRetried = createEvent();

export const fetchBranchFx = createEffect((id: number) => fetchBranch(id));

export type LoadState = 'loading' | 'ready' | 'not-found' | 'failed';

const branchWanted = createEvent<string>();

/** The `:id` being shown, as the URL has it. */
const $requestedId = createStore<string | null>(null).on(branchWanted, (_, id) => id);
/** The id whose call routeEntered already started, taken by the page's first editPageShown. */
const $startedAhead = createStore<string | null>(null);

/** A positive integer id, else null: "abc" or "0" is not-found without asking the platform. */
export function parseBranchId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Not found: not an id, or the platform answers 404 BRANCH_NOT_FOUND (deleted, or another company's). */
export const $loadState = createStore<LoadState>('loading')
  .on(branchWanted, (_, raw) => (parseBranchId(raw) === null ? 'not-found' : 'loading'))
  .on(branchLoaded, () => 'ready');

/** What edit paths look like: `/warehouse/edit/17`. */
export const idOfPath = (pathname: string): string =>
  /\/warehouse\/edit\/([^/?#]*)/.exec(pathname)?.[1] ?? '';

sample({ clock: editRouteEntered, fn: idOfPath, target: [$startedAhead, branchWanted] });

sample({
  clock: editPageShown,
  source: $startedAhead,
  filter: (ahead, raw) => ahead !== raw,
  fn: (_, raw) => raw,
  target: branchWanted,
});
sample({ clock: editPageShown, fn: () => null, target: $startedAhead });

sample({ clock: loadRetried, source: $requestedId, filter: Boolean, target: branchWanted });

sample({
  clock: branchWanted,
  filter: (raw) => parseBranchId(raw) !== null,
  fn: (raw) => parseBranchId(raw) as number,
  target: fetchBranchFx,
});

// Only the answer for the id on screen lands (an earlier, slower one is dropped).
sample({
  clock: fetchBranchFx.done,
  source: $requestedId,
  filter: (raw, { params }) => raw !== null && parseBranchId(raw) === params,
  fn: (_, { result }): Branch => result,
  target: branchLoaded,
});
sample({
  clock: fetchBranchFx.fail,
  source: $requestedId,
  filter: (raw, { params }) => raw !== null && parseBranchId(raw) === params,
  fn: (_, { error }): LoadState => (isBranchGone(readPlatformFailure(error)) ? 'not-found' : 'failed'),
  target: $loadState,
});
