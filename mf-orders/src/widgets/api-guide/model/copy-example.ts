import { createEffect, sample } from 'effector';

import { i18n, toastShown } from '@cabinet/shared';

import { INTEGRATION_NAMESPACE } from '../../../shared/i18n/integration-strings';

/** Copies an example command; the toast says whether it reached the clipboard. */
export const copyExampleFx = createEffect(async (text: string) => {
  await navigator.clipboard.writeText(text);
});

sample({
  clock: copyExampleFx.done,
  fn: () => i18n.t('integration.exampleCopied', { ns: INTEGRATION_NAMESPACE }),
  target: toastShown,
});
sample({
  clock: copyExampleFx.fail,
  fn: () => i18n.t('integration.copyFailed', { ns: INTEGRATION_NAMESPACE }),
  target: toastShown,
});
