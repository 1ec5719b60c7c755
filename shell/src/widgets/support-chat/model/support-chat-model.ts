import { combine, createEffect, createEvent, createStore, sample } from 'effector';

import { SUPPORT_CHAT_DELAY_MS } from '@cabinet/shared';

/** A signed-in layout is on screen: the chat widget starts SUPPORT_CHAT_DELAY_MS later (§1, §9). */
export const layoutShown = createEvent();
/** Someone asked for the chat: its launcher, or "Support" in the menu. */
export const supportChatRequested = createEvent();
/** The chat closed: its close button, Escape, or a click outside its frame (§1). */
export const supportChatClosed = createEvent();

const waitForChatFx = createEffect(
  () => new Promise<void>((resolve) => setTimeout(resolve, SUPPORT_CHAT_DELAY_MS)),
);

/** The widget is there (its launcher shows): after the delay, or at once when asked for sooner. */
export const $supportChatReady = createStore(false)
  .on(waitForChatFx.done, () => true)
  .on(supportChatRequested, () => true);
export const $supportChatOpen = createStore(false)
  .on(supportChatRequested, () => true)
  .reset(supportChatClosed);

sample({
  clock: layoutShown,
  source: combine($supportChatReady, waitForChatFx.pending, (ready, waiting) => ready || waiting),
  filter: (startedAlready) => !startedAlready,
  target: waitForChatFx,
});
