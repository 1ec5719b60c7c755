import { createEffect, createEvent, sample } from 'effector';

import { i18n, toastShown } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';

/** The user asked to copy an order's public tracking link. */
export const copyClicked = createEvent<string>();
/** The user asked the device to share the link (Web Share API, phones). */
export const shareClicked = createEvent<{ link: string; title: string }>();

export const copyLinkFx = createEffect((link: string) => navigator.clipboard.writeText(link));
const shareLinkFx = createEffect(({ link, title }: { link: string; title: string }) =>
  navigator.share({ title, url: link }),
);

/** True where the device can share a link itself (the button is offered only there). */
export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

sample({ clock: copyClicked, target: copyLinkFx });
sample({ clock: shareClicked, target: shareLinkFx });

sample({
  clock: copyLinkFx.done,
  fn: () => i18n.t('orderDetails.linkCopied', { ns: NAMESPACE }),
  target: toastShown,
});
// No clipboard (an old browser, a denied permission): the link stays on screen to copy by hand.
sample({
  clock: copyLinkFx.fail,
  fn: () => i18n.t('orderDetails.linkCopyFailed', { ns: NAMESPACE }),
  target: toastShown,
});
// A dismissed share sheet is the user's choice: nothing to say.
