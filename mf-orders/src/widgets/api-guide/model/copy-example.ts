import { createEffect, sample } from 'effector';

import { i18n, toastShown } from '@cabinet/shared';

import { NAMESPACE } from '../../../shared/i18n';

/** Copies an example command; the toast says whether it reached the clipboard. */
export const copyExampleFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

sample({
  clock: copyExampleFx.done,
  fn: () => i18n.t('integration.exampleCopied', { ns: NAMESPACE }),
  target: toastShown,
});
sample({
  clock: copyExampleFx.fail,
  fn: () => i18n.t('integration.copyFailed', { ns: NAMESPACE }),
  target: toastShown,
});
