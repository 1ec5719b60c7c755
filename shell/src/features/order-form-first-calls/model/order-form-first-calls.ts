import { createEffect, sample } from 'effector';

import { $pathname, $runtimeConfig, orderFormFirstCalls, userLoaded } from '@cabinet/shared';
import { preloadPlatformRequest } from '@cabinet/shared/http';

import { ORDER_FORM_PATH } from '../../../shared/lib';
// By its file, not the segment's index: the index is on /login's first load, the platform client is not (0007).
import { withEarlyAnswer } from '../../../shared/lib/early-platform-call';

/**
 * Hands the answers index.html started for the order form (decision 0010) to the form: each goes
 * through the platform client as the form's own call would, and the form's identical call, made
 * within PRELOAD_FRESH_MS, takes it. A call index.html did not start is left to the form.
 */
export const takeOrderFormAnswersFx = createEffect((platformBase: string) => {
  for (const call of orderFormFirstCalls()) {
    // After the profile: a 401 is asked again, as the token may have been refreshed since.
    const early = withEarlyAnswer(platformBase, call, { refetchUnauthorized: true });
    if (early) preloadPlatformRequest(early);
  }
});

/**
 * A first load of the order form: its calls left with the profile, and are handed over once the
 * profile is in (the form shows nothing before it). Each answer is taken once, so a later profile
 * reload finds none left and does nothing. A user without a company gets the company form instead
 * of the order form: its calls were refused (404) and nobody will ask for them, so none is handed
 * over (it would show a refusal of a call the page never made).
 */
sample({
  clock: userLoaded,
  source: { pathname: $pathname, config: $runtimeConfig },
  filter: ({ pathname, config }, user) =>
    pathname === ORDER_FORM_PATH && Boolean(config?.deliveryApiUrl) && user.companyData !== null,
  fn: ({ config }) => config?.deliveryApiUrl ?? '',
  target: takeOrderFormAnswersFx,
});
