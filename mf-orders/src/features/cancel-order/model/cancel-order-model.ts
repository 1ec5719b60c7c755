import { createEffect, createEvent, createStore, sample } from 'effector';

import { readPlatformFailure, type Group, type PlatformFailure } from '@cabinet/shared/contract';

import { fetchBalanceFx } from '../../../entities/company-balance';
import {
  cancelOrder,
  fetchCancelTypes,
  fetchOrder,
  orderChanged,
  orderVanished,
  type CancelType,
} from '../../../entities/order';

export const cancelDialogOpened = createEvent<Group>();
export const cancelDialogClosed = createEvent();
export const causeSelected = createEvent<number>();
export const commentChanged = createEvent<string>();
export const cancelSubmitted = createEvent();

export const fetchCausesFx = createEffect(() => fetchCancelTypes());
export const cancelOrderFx = createEffect(
  ({ id, causeId, comment }: { id: number; causeId: number; comment: string }) =>
    cancelOrder(id, { cancel_type_id: causeId, comment: comment.trim() }),
);
/** After a refused cancellation (already cancelled, say) the order is read again to show its truth. */
export const refreshOrderFx = createEffect((id: number) => fetchOrder(id));

/** The order being cancelled; null while the dialog is closed. It stays open to explain a refusal. */
export const $target = createStore<Group | null>(null)
  .on(cancelDialogOpened, (_, order) => order)
  .reset(cancelDialogClosed, cancelOrderFx.done);
export const $causes = createStore<CancelType[]>([]).on(fetchCausesFx.doneData, (_, causes) => causes);
export const $causesLoading = fetchCausesFx.pending;
export const $causeId = createStore<number | null>(null)
  .on(causeSelected, (_, id) => id)
  .reset(cancelDialogOpened);
export const $comment = createStore('')
  .on(commentChanged, (_, value) => value)
  .reset(cancelDialogOpened);
/** The user pressed cancel without choosing a cause. */
export const $causeMissing = createStore(false)
  .on(causeSelected, () => false)
  .reset(cancelDialogOpened);
export const $pending = cancelOrderFx.pending;

/**
 * Why the platform refused, shown inside the dialog: its 400s (ALL_POINTS_HAVE_BEEN_CANCELED,
 * ORDER_HAS_BEEN_CANCELED, …) never reach the error modal (§8 leaves 400s to the screen), and a
 * cancel's 404 GROUP_DOES_NOT_EXIST is left to this dialog too. Other failures get the modal.
 */
export const $refusal = createStore<PlatformFailure | null>(null).reset(
  cancelDialogOpened,
  cancelDialogClosed,
);

/** Causes come once per page (§3 "cancel causes" in the orders state). */
sample({
  clock: cancelDialogOpened,
  source: { causes: $causes, loading: $causesLoading },
  filter: ({ causes, loading }) => causes.length === 0 && !loading,
  target: fetchCausesFx,
});

const submitted = sample({
  clock: cancelSubmitted,
  source: { order: $target, causeId: $causeId, comment: $comment, pending: $pending, refusal: $refusal },
  filter: ({ order, pending, refusal }) => order !== null && !pending && refusal === null,
});

sample({
  clock: submitted,
  filter: ({ causeId }) => causeId === null,
  fn: () => true,
  target: $causeMissing,
});

sample({
  clock: submitted,
  filter: ({ causeId }) => causeId !== null,
  fn: ({ order, causeId, comment }) => ({ id: (order as Group).id, causeId: causeId as number, comment }),
  target: cancelOrderFx,
});

sample({ clock: cancelOrderFx.doneData, target: orderChanged });
// A cancellation refunds what the balance paid: the header shows the platform's balance again.
sample({ clock: cancelOrderFx.done, target: fetchBalanceFx });

const isGone = ({ status, code }: PlatformFailure) => status === 404 && code === 'GROUP_DOES_NOT_EXIST';

/** A refusal as the dialog sees it, with the order it was about. */
const cancelFailed = cancelOrderFx.fail.map(({ params, error }) => ({
  id: params.id,
  error: readPlatformFailure(error),
}));
sample({
  clock: cancelFailed,
  filter: ({ error }) => error.status === 400 || isGone(error),
  fn: ({ error }) => error,
  target: $refusal,
});

/**
 * The order the platform says does not exist (GROUP_DOES_NOT_EXIST on the cancel or on reading it
 * again). It is let go when the dialog that explains it closes, so the explanation stays readable.
 */
const $goneId = createStore<number | null>(null).reset(cancelDialogOpened);
sample({
  clock: cancelFailed,
  filter: ({ error }) => isGone(error),
  fn: ({ id }) => id,
  target: $goneId,
});
sample({
  clock: refreshOrderFx.fail,
  filter: ({ error }) => isGone(readPlatformFailure(error)),
  fn: ({ params }) => params,
  target: $goneId,
});
sample({ clock: cancelDialogClosed, source: $goneId, filter: Boolean, target: orderVanished });
$goneId.reset(orderVanished);

// Any other refusal: the order is read again to show its truth (a gone one has nothing to read).
sample({
  clock: cancelFailed,
  filter: ({ error }) => !isGone(error),
  fn: ({ id }) => id,
  target: refreshOrderFx,
});
sample({ clock: refreshOrderFx.doneData, target: orderChanged });
