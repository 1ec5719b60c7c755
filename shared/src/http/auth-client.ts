import { createEffect } from 'effector';

import {
  $runtimeConfig,
  $user,
  authTokenReceived,
  clearAuthTokenFx,
  orderDraftKey,
  removeStoredDraft,
  signOutStarted,
  type RuntimeConfig,
} from '@cabinet/shared';

import { platformHttp, platformRequest, setSessionRefresher } from './platform-http';

/**
 * POST /api/v2/oauth2/tokens answer (§7). The provider's refresh token is not in it: the auth proxy
 * keeps it in an HttpOnly cookie of its own (README, "Auth proxy"), out of page scripts' reach.
 */
export interface ProviderTokens {
  access_token: string;
}

type Grant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string }
  // The refresh token travels in the proxy's HttpOnly cookie, which only the proxy reads (§7).
  | { grant_type: 'refresh_token' }
  | { grant_type: 'authorization_track_id'; track_id: string };

function requireConfig(): RuntimeConfig {
  const config = $runtimeConfig.getState();
  if (!config) throw new Error('The runtime config is not loaded');
  return config;
}

/**
 * Asks the provider for tokens with one of §7's three grants; one place sets the client id and proxy
 * host. With credentials: the proxy sets its refresh cookie on the answer and reads it on a refresh.
 */
export async function requestProviderTokens(grant: Grant): Promise<ProviderTokens> {
  return platformRequest<ProviderTokens>({
    method: 'post',
    url: '/api/v2/oauth2/tokens',
    data: { client_id: requireConfig().oauth.clientId, ...grant },
    withCredentials: true,
    platform: { host: 'authProxy', tokenHelper: true },
  });
}

/** Reads the platform token from either answer variant of choco/login (§7). */
export function platformTokenOf(answer: {
  tokens?: { access?: string };
  access_token?: string;
}): string | null {
  return answer.tokens?.access ?? answer.access_token ?? null;
}

/**
 * Trades the provider's access token for the platform's JWT and keeps it as the `auth_token` cookie
 * (§4), never in web storage. The provider's refresh token stays with the proxy, in its own cookie.
 */
export async function completeSignIn(tokens: ProviderTokens): Promise<string> {
  const answer = await platformRequest<{ tokens?: { access?: string }; access_token?: string }>({
    method: 'post',
    url: '/rocket/v0/common/choco/login',
    data: { access_token: tokens.access_token },
    platform: { tokenHelper: true },
  });
  const token = platformTokenOf(answer);
  if (!token) throw new Error('choco/login answered without a token');
  authTokenReceived(token);
  return token;
}

let refreshing: Promise<string> | null = null;

/**
 * One refresh at a time however many calls hit the expiry together (§7 refresh grant): the proxy
 * renews with the refresh cookie it holds, and the new access token is traded for a new JWT.
 */
export function refreshSession(): Promise<string> {
  refreshing ??= (async () =>
    completeSignIn(await requestProviderTokens({ grant_type: 'refresh_token' })))().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

setSessionRefresher(refreshSession);

/**
 * Logout (§4): revoke this device at the provider, forget every token and the user's order draft,
 * and leave for the provider's logout page, which returns to /login. A failed revoke is logged; the
 * user still leaves.
 */
export const logOutFx = createEffect(async () => {
  const config = requireConfig();
  signOutStarted();
  const user = $user.getState();
  if (user) removeStoredDraft(orderDraftKey(user));
  try {
    // With credentials, so that the proxy also revokes the refresh cookie's family and clears it.
    await platformHttp.delete('/api/v1/oauth2/devices', {
      withCredentials: true,
      platform: { host: 'authProxy' },
    });
  } catch (error) {
    console.warn('Revoking the device failed; signing out anyway', error);
  }
  // The tokens go now; the stores stay as they are for the moment the page needs to leave, so
  // that no guard reacts to the sign-out by starting a new sign-in on the way out.
  await clearAuthTokenFx();
  const back = `${window.location.origin}/login`;
  window.location.assign(`${config.oauth.logoutUrl}?redirect_uri=${encodeURIComponent(back)}`);
});
