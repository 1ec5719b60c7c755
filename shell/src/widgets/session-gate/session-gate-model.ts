import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  $runtimeConfig,
  STORAGE_KEYS,
  signedOut,
  toUserProfile,
  userLoaded,
  writeCookie,
  type CompanyAnswer,
  type UserMeAnswer,
  type UserProfile,
} from '@cabinet/shared';
import { isHttpError, platformRequest } from '@cabinet/shared/http';

import { PROFILE_CALLS } from '../../shared/lib';
// By its file, not the segment's index: the index is on /login's first load, the platform client is not (0007).
import { withEarlyAnswer } from '../../shared/lib/early-platform-call';
import { dropEarlyResponses } from '../../shared/lib/early-responses';

/** Where the guard is with the current session's profile. */
type ProfileStatus = 'idle' | 'loading' | 'ready' | 'needs-company' | 'failed';

/** A protected page opened without a loaded profile, or the company was just created. */
export const profileRequested = createEvent();

/** Fetches users/me and the company together; a 404 company means "no company yet" (§7). */
const loadProfileFx = createEffect(async (): Promise<UserProfile> => {
  // Started by index.html's inline script on a signed-in first load (decision 0010): taken once.
  const base = $runtimeConfig.getState()?.deliveryApiUrl;
  const call = <T>(url: string) => platformRequest<T>(withEarlyAnswer(base, { url }) ?? { url });
  const [me, company] = await Promise.all([
    call<UserMeAnswer>(PROFILE_CALLS.me),
    call<CompanyAnswer>(PROFILE_CALLS.company).catch((error: unknown) => {
      if (isHttpError(error) && error.response?.status === 404) return null;
      throw error;
    }),
  ]);
  // No company: what index.html asked the platform for besides the profile (the order form's lists,
  // a phone's active orders) was refused, and no page takes it while the company form shows. It goes
  // before anyone hears of the profile, so that the pages ask afresh once the company is made.
  if (company === null && base) dropEarlyResponses(base);
  return toUserProfile(me, company);
});

/** The company's cent token is kept locally (§7), in a cookie like every token. */
const saveCentTokenFx = createEffect((token: string) => writeCookie(STORAGE_KEYS.centToken, token));

export const $profileStatus = createStore<ProfileStatus>('idle')
  .on(loadProfileFx, () => 'loading')
  .on(loadProfileFx.doneData, (_, profile) => (profile.companyData ? 'ready' : 'needs-company'))
  .on(loadProfileFx.fail, () => 'failed')
  .reset(signedOut);

sample({
  clock: profileRequested,
  filter: loadProfileFx.pending.map((pending) => !pending),
  target: loadProfileFx,
});
sample({ clock: loadProfileFx.doneData, target: userLoaded });
sample({
  clock: loadProfileFx.doneData,
  filter: (profile) => Boolean(profile.companyData?.cent_token),
  fn: (profile) => profile.companyData?.cent_token ?? '',
  target: saveCentTokenFx,
});

// A 401 is handled by the error pipeline (sign out, sign in again). Any other failure keeps the
// user here with the modal and a retry: sending them to the provider on a server fault would loop.
