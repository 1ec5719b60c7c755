import { createEffect, createEvent, sample } from 'effector';

import { $runtimeConfig, type RuntimeConfig } from '../config';
import { STORAGE_KEYS } from '../constants';
import { $lang } from '../lang';
import { $isSuperApp } from '../layout';
import { codeChallengeS256, randomToken } from './pkce';

/** What the browser remembers between leaving for the provider and coming back to /login. */
export interface SignInAttempt {
  state: string;
  verifier: string;
  /** The page the user first asked for. */
  next: string;
  createdAt: number;
}

const ATTEMPT_LIFETIME_MS = 10 * 60_000;

/** Only same-origin paths may be returned to: an open redirect would leak the session. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return '/';
  return next;
}

/** The provider's authorize URL (§4) with this cabinet's /login as the redirect target. */
export function buildAuthorizeUrl(
  config: Pick<RuntimeConfig, 'oauth'>,
  input: { origin: string; state: string; challenge: string; lang: string },
): string {
  const url = new URL(config.oauth.loginUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.oauth.clientId);
  url.searchParams.set('redirect_uri', `${input.origin}/login`);
  url.searchParams.set('state', input.state);
  url.searchParams.set('code_challenge', input.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('lang', input.lang);
  return url.toString();
}

/** Reads and forgets the pending attempt; it is valid once, for this state, for 10 minutes. */
export function takeSignInAttempt(state: string | null, now = Date.now()): SignInAttempt | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(STORAGE_KEYS.signInAttempt);
    sessionStorage.removeItem(STORAGE_KEYS.signInAttempt);
  } catch {
    return null;
  }
  if (!raw || !state) return null;
  try {
    const attempt = JSON.parse(raw) as Partial<SignInAttempt>;
    if (
      attempt.state !== state ||
      typeof attempt.verifier !== 'string' ||
      typeof attempt.createdAt !== 'number' ||
      now - attempt.createdAt > ATTEMPT_LIFETIME_MS
    ) {
      return null;
    }
    return {
      state,
      verifier: attempt.verifier,
      next: safeNextPath(attempt.next),
      createdAt: attempt.createdAt,
    };
  } catch {
    return null;
  }
}

/** A protected page needs a signed-in user: leave for the provider, remembering the page. */
export const signInRequested = createEvent<string>();

/**
 * Starts the authorization-code flow with a one-time `state` (against login CSRF) and a PKCE S256
 * challenge (against code theft), then sends the browser to the provider.
 */
export const startSignInFx = createEffect(
  async ({ config, next, lang }: { config: RuntimeConfig; next: string; lang: string }) => {
    const attempt: SignInAttempt = {
      state: randomToken(16),
      verifier: randomToken(32),
      next: safeNextPath(next),
      createdAt: Date.now(),
    };
    sessionStorage.setItem(STORAGE_KEYS.signInAttempt, JSON.stringify(attempt));
    const challenge = await codeChallengeS256(attempt.verifier);
    window.location.assign(
      buildAuthorizeUrl(config, { origin: window.location.origin, state: attempt.state, challenge, lang }),
    );
  },
);

/** Inside the super-app sign-in happens on /login, which asks the super-app (§4). */
export const openLoginPageFx = createEffect((next: string) => {
  window.location.assign(`/login?next=${encodeURIComponent(safeNextPath(next))}`);
});

sample({ clock: signInRequested, filter: $isSuperApp, target: openLoginPageFx });

sample({
  clock: signInRequested,
  source: { config: $runtimeConfig, lang: $lang, isSuperApp: $isSuperApp },
  filter: ({ config, isSuperApp }) => config !== null && !isSuperApp,
  // The filter above guarantees the config; effector cannot narrow a combined source by itself.
  fn: ({ config, lang }, next) => ({ config: config as RuntimeConfig, lang, next }),
  target: startSignInFx,
});
