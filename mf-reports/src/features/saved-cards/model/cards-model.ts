import { createEffect, createEvent, createStore, sample } from 'effector';

import type { Card } from '@cabinet/shared/contract';

import { fetchCards } from '../../../entities/company';

export type CardsStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The payments page opened: the saved cards are asked for. */
export const cardsRequested = createEvent();
/** The cards are on screen; asked for only if they never were. */
export const cardsShown = createEvent();

export const fetchCardsFx = createEffect(fetchCards);

export const $cards = createStore<Card[]>([]).on(fetchCardsFx.doneData, (_, cards) => cards);
export const $cardsStatus = createStore<CardsStatus>('idle')
  .on(fetchCardsFx, () => 'loading')
  .on(fetchCardsFx.done, () => 'ready')
  .on(fetchCardsFx.fail, () => 'failed');

sample({
  clock: cardsRequested,
  filter: fetchCardsFx.pending.map((pending) => !pending),
  target: fetchCardsFx,
});
sample({
  clock: cardsShown,
  source: $cardsStatus,
  filter: (status) => status === 'idle',
  target: fetchCardsFx,
});
