import { createEffect, createEvent, createStore, sample } from 'effector';

import { branchesChanged, i18n, toastShown } from '@cabinet/shared';
import { readPlatformFailure, type Branch } from '@cabinet/shared/contract';

import { deleteBranch, isBranchGone } from '../../../entities/branch';
import { NAMESPACE } from '../../../shared/i18n';

/** What the delete dialog is about: enough of a branch to name it. */
export type DeleteTarget = Pick<Branch, 'id' | 'name'>;

/** "Удалить" of a list row or of the edit page: the confirm dialog opens for this branch. */
export const deleteRequested = createEvent<DeleteTarget>();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();
/** The branch is gone from the platform: deleted now, or found already deleted (404). */
export const branchDeleted = createEvent<DeleteTarget>();

export const deleteBranchFx = createEffect((target: DeleteTarget) => deleteBranch(target.id));

/** The branch the dialog asks about; null when the dialog is closed. */
export const $deleteTarget = createStore<DeleteTarget | null>(null);
/** The last attempt failed for another reason than the branch being gone: the dialog says so. */
export const $deleteFailed = createStore(false);
export const $deleting = deleteBranchFx.pending;
/** The id of the branch deleted last, so that its edit page can leave; null once another is asked about. */
export const $deletedId = createStore<number | null>(null);

const deleteRefused = createEvent();

sample({ clock: deleteRequested, filter: $deleting.map((busy) => !busy), target: $deleteTarget });
sample({ clock: deleteRequested, fn: () => false, target: $deleteFailed });
sample({ clock: deleteRequested, fn: () => null, target: $deletedId });

sample({
  clock: deleteCancelled,
  source: $deleting,
  filter: (busy) => !busy,
  fn: () => null,
  target: $deleteTarget,
});

sample({
  clock: deleteConfirmed,
  source: { target: $deleteTarget, busy: $deleting },
  filter: ({ target, busy }) => target !== null && !busy,
  fn: ({ target }) => target as DeleteTarget,
  target: deleteBranchFx,
});
sample({ clock: deleteConfirmed, fn: () => false, target: $deleteFailed });

sample({ clock: deleteBranchFx.done, fn: ({ params }) => params, target: branchDeleted });
sample({
  clock: deleteBranchFx.done,
  fn: ({ params }) => i18n.t('deletion.done', { ns: NAMESPACE, name: params.name }),
  target: toastShown,
});

// Deleted meanwhile (another tab, another employee): what the user wanted is done, and said so.
const foundGone = sample({
  clock: deleteBranchFx.fail,
  filter: ({ error }) => isBranchGone(readPlatformFailure(error)),
  fn: ({ params }) => params,
});
sample({ clock: foundGone, target: branchDeleted });
sample({
  clock: foundGone,
  fn: (target) => i18n.t('deletion.gone', { ns: NAMESPACE, name: target.name }),
  target: toastShown,
});
sample({
  clock: deleteBranchFx.fail,
  filter: ({ error }) => !isBranchGone(readPlatformFailure(error)),
  target: deleteRefused,
});
sample({ clock: deleteRefused, fn: () => true, target: $deleteFailed });

sample({ clock: branchDeleted, fn: () => null, target: $deleteTarget });
sample({ clock: branchDeleted, fn: (target) => target.id, target: $deletedId });
// The core event: the order form's "Подставить адрес" list and this remote's list ask again.
sample({ clock: branchDeleted, target: branchesChanged });
