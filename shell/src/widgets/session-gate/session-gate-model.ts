import axios from 'axios';
import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  STORAGE_KEYS,
  signedOut,
  toUserProfile,
  userLoaded,
  writeCookie,
  type CompanyAnswer,
  type UserMeAnswer,
  type UserProfile,
} from '@cabinet/shared';
import { platformRequest } from '@cabinet/shared/http';

/** Where the guard is with the current session's profile. */
type ProfileStatus = 'idle' | 'loading' | 'ready' | 'needs-company' | 'failed';

/** A protected page opened without a loaded profile, or the company was just created. */
export const profileRequested = createEvent();

/** Fetches users/me and the company together; a 404 company means "no company yet" (§7). */
const loadProfileFx = createEffect(async (): Promise<UserProfile> => {
  const [me, company] = await Promise.all([
    platformRequest<UserMeAnswer>({ url: '/rocket/users/me' }),
    platformRequest<CompanyAnswer>({ url: '/rocket/v0/business/company' }).catch((error: unknown) => {
      if (axios.isAxiosError(error) && error.response?.status === 404) return null;
      throw error;
    }),
  ]);
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
