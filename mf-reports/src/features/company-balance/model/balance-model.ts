import { createEffect, createEvent, createStore, sample } from 'effector';

import { balanceUpdated } from '@cabinet/shared';

import { fetchCompany } from '../../../entities/company';

export type BalanceStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The payments page opened: the balance is asked for again (it changes with every order). */
export const balanceRequested = createEvent();
/** The balance is on screen; asked for only if it never was. */
export const balanceShown = createEvent();

export const fetchBalanceFx = createEffect(async () => (await fetchCompany()).balance);

export const $balance = createStore<number | null>(null).on(fetchBalanceFx.doneData, (_, balance) => balance);
export const $balanceStatus = createStore<BalanceStatus>('idle')
  .on(fetchBalanceFx, () => 'loading')
  .on(fetchBalanceFx.done, () => 'ready')
  .on(fetchBalanceFx.fail, () => 'failed');

sample({
  clock: balanceRequested,
  filter: fetchBalanceFx.pending.map((pending) => !pending),
  target: fetchBalanceFx,
});
sample({
  clock: balanceShown,
  source: $balanceStatus,
  filter: (status) => status === 'idle',
  target: fetchBalanceFx,
});
// The shell's header and every balance check show what the platform has now.
sample({ clock: fetchBalanceFx.doneData, target: balanceUpdated });
