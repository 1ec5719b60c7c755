import { createEffect, createEvent, createStore, sample } from 'effector';

import { TOAST_LIFETIME_MS } from '../constants';
import type { Toast } from '../entities';

/** Any app shows a transient message by firing this with the text. */
export const toastShown = createEvent<string>();

/** The user clicked a toast, or its time ran out. */
export const toastClosed = createEvent<string>();

const toastCreated = createEvent<Toast>();

const $toastSequence = createStore(0).on(toastCreated, (sequence) => sequence + 1);

/** Visible toasts, oldest first. */
export const $toasts = createStore<Toast[]>([])
  .on(toastCreated, (toasts, toast) => [...toasts, toast])
  .on(toastClosed, (toasts, id) => toasts.filter((toast) => toast.id !== id));

/** Waits out a toast's lifetime (§9: 5000 ms) and hands back its id. */
export const waitToastLifetimeFx = createEffect(
  (toast: Toast) =>
    new Promise<string>((resolve) => {
      setTimeout(() => resolve(toast.id), TOAST_LIFETIME_MS);
    }),
);

sample({
  clock: toastShown,
  source: $toastSequence,
  fn: (sequence, content): Toast => ({ id: `toast-${sequence + 1}`, content }),
  target: toastCreated,
});

sample({ clock: toastCreated, target: waitToastLifetimeFx });
sample({ clock: waitToastLifetimeFx.doneData, target: toastClosed });
