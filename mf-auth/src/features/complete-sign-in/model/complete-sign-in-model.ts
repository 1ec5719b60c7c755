import { createEffect, createEvent, createStore, sample } from 'effector';

import {
  $runtimeConfig,
  safeNextPath,
  signedOut,
  takeSignInAttempt,
  type RuntimeConfig,
} from '@cabinet/shared';

// The HTTP client is fetched only when there is something to exchange: a visitor who just opens
// /login downloads no platform client (the /login first-load budget of the bundle report).
const loadAuthClient = () => import('@cabinet/shared/http');

import { requestSuperAppAuthorization, returnToSuperApp } from '../../../shared/super-app';

/** Where /login is with the sign-in (§4). */
type SignInStatus =
  'idle' | 'exchanging' | 'waiting-for-super-app' | 'done' | 'failed' | 'forged' | 'cancelled';

/** What /login was opened with. */
interface CallbackParams {
  code: string | null;
  state: string | null;
  error: string | null;
  /** The super-app's grant: a track id (or a code it passed in the URL). */
  trackId: string | null;
  next: string | null;
  isSuperApp: boolean;
}

/** /login was opened; decides what the page does. */
export const loginOpened = createEvent<CallbackParams>();

/** The web flow came back from the provider with a code: check state, exchange code (PKCE). */
const exchangeCodeFx = createEffect(async ({ code, state }: { code: string; state: string | null }) => {
  const attempt = takeSignInAttempt(state);
  if (!attempt) throw new ForgedStateError();
  const { completeSignIn, requestProviderTokens } = await loadAuthClient();
  await completeSignIn(
    await requestProviderTokens({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${window.location.origin}/login`,
      code_verifier: attempt.verifier,
    }),
  );
  return attempt.next;
});

/** The super-app flow: a track id, from the URL or asked of the super-app through the bridge. */
const superAppSignInFx = createEffect(
  async ({ trackId, config, next }: { trackId: string | null; config: RuntimeConfig; next: string }) => {
    let granted = trackId;
    if (!granted) {
      const answer = await requestSuperAppAuthorization(config.superAppOrigin ?? '', config.oauth.clientId);
      if (answer.kind === 'dismissed') {
        returnToSuperApp(config.superAppOrigin ?? '');
        throw new DismissedError();
      }
      granted = answer.trackId;
    }
    const { completeSignIn, requestProviderTokens } = await loadAuthClient();
    await completeSignIn(
      await requestProviderTokens({ grant_type: 'authorization_track_id', track_id: granted }),
    );
    return next;
  },
);

/** The `state` that came back is not the one this browser sent (or it expired): refuse. */
class ForgedStateError extends Error {
  constructor() {
    super('The sign-in state does not match');
    this.name = 'ForgedStateError';
  }
}

/** The user declined in the super-app. */
class DismissedError extends Error {
  constructor() {
    super('Authorisation was dismissed');
    this.name = 'DismissedError';
  }
}

export const $signInStatus = createStore<SignInStatus>('idle')
  .on(exchangeCodeFx, () => 'exchanging')
  .on(superAppSignInFx, (_, { trackId }) => (trackId ? 'exchanging' : 'waiting-for-super-app'))
  .on([exchangeCodeFx.done, superAppSignInFx.done], () => 'done')
  .on([exchangeCodeFx.failData, superAppSignInFx.failData], (_, error) => {
    if (error instanceof ForgedStateError) return 'forged';
    if (error instanceof DismissedError) return 'cancelled';
    return 'failed';
  })
  .reset(signedOut);

/** Where to go once signed in: the page first asked for, or the orders. */
export const $nextPath = createStore('/')
  .on(loginOpened, (_, { next }) => safeNextPath(next))
  .on([exchangeCodeFx.doneData, superAppSignInFx.doneData], (_, next) => next);

sample({
  clock: loginOpened,
  filter: ({ error }) => error !== null,
  fn: (): SignInStatus => 'cancelled',
  target: $signInStatus,
});

sample({
  clock: loginOpened,
  filter: ({ isSuperApp, error, code }) => !isSuperApp && error === null && code !== null,
  fn: ({ code, state }) => ({ code: code ?? '', state }),
  target: exchangeCodeFx,
});

sample({
  clock: loginOpened,
  source: $runtimeConfig,
  filter: (config, { isSuperApp, error }) => config !== null && isSuperApp && error === null,
  fn: (config, { trackId, code, next }) => ({
    trackId: trackId ?? code,
    config: config as RuntimeConfig,
    next: safeNextPath(next),
  }),
  target: superAppSignInFx,
});

/** The failure is logged for support; the page shows the message and a way to retry (§7). */
const logSignInFailureFx = createEffect((error: unknown) => {
  console.error('Sign-in failed', error);
});

sample({ clock: [exchangeCodeFx.failData, superAppSignInFx.failData], target: logSignInFailureFx });
