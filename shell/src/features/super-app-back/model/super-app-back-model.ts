import { createEffect, createEvent, createStore, sample, split } from 'effector';

import { $runtimeConfig } from '@cabinet/shared';

import type { CabinetMessage } from '../lib/bridge-messages';

/** The host's back button was pressed; `canGoBack` is false on the cabinet's first screen. */
export const hostBackPressed = createEvent<{ canGoBack: boolean }>();
/** The cabinet shows another address (every navigation, the first screen included). */
export const superAppNavigated = createEvent<string>();
/** Back on the first screen: the confirm-exit-to-main-app dialog of §2 asks. */
export const exitAsked = createEvent();
/** The user confirmed leaving for the super-app's main screen. */
export const exitConfirmed = createEvent();
/** The user stays in the cabinet (the dialog's cancel, Escape, or back again while it is open). */
export const exitCancelled = createEvent();

/** Back inside the cabinet: the router follows the browser's history. */
export const goBackFx = createEffect(() => window.history.back());

/** One message to the host page, only ever to the super-app's own origin. */
export const tellHostFx = createEffect(({ origin, message }: { origin: string; message: CabinetMessage }) => {
  window.parent.postMessage(message, origin);
});

export const $exitDialogOpen = createStore(false)
  .on(exitAsked, () => true)
  .reset([exitConfirmed, exitCancelled, superAppNavigated]);
/** It has opened once: from then on it stays mounted, so that closing it returns the focus. */
export const $exitDialogMounted = createStore(false).on(exitAsked, () => true);

const $hostOrigin = $runtimeConfig.map((config) => config?.superAppOrigin ?? null);

// Back again while the dialog asks means "stay"; on a later screen it goes back inside the cabinet;
// on the first screen it asks before handing control back to the host.
split({
  source: sample({
    clock: hostBackPressed,
    source: $exitDialogOpen,
    fn: (open, { canGoBack }) => (open ? 'stay' : canGoBack ? 'back' : 'ask'),
  }),
  match: {
    stay: (action) => action === 'stay',
    back: (action) => action === 'back',
  },
  cases: { stay: exitCancelled, back: goBackFx, __: exitAsked },
});

const hasHost = (origin: string | null): origin is string => origin !== null;

sample({
  clock: superAppNavigated,
  source: $hostOrigin,
  filter: hasHost,
  fn: (origin, path): { origin: string; message: CabinetMessage } => ({
    origin,
    message: { type: 'cabinet:back-reset', path },
  }),
  target: tellHostFx,
});
sample({
  clock: hostBackPressed,
  source: $hostOrigin,
  filter: hasHost,
  fn: (origin): { origin: string; message: CabinetMessage } => ({
    origin,
    message: { type: 'cabinet:back-handled' },
  }),
  target: tellHostFx,
});
sample({
  clock: exitConfirmed,
  source: $hostOrigin,
  filter: hasHost,
  fn: (origin): { origin: string; message: CabinetMessage } => ({
    origin,
    message: { type: 'cabinet:close' },
  }),
  target: tellHostFx,
});
