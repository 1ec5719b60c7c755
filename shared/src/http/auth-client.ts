import { createEffect } from 'effector';

import {
  $runtimeConfig,
  STORAGE_KEYS,
  authTokenReceived,
  clearAuthTokenFx,
  readCookie,
  writeCookie,
  type RuntimeConfig,
} from '@cabinet/shared';

import { platformHttp, platformRequest, setSessionRefresher } from './platform-http';

/** POST /api/v2/oauth2/tokens answer (§7; the sandbox contract adds the refresh token). */
export interface ProviderTokens {
  access_token: string;
  refresh_token?: string;
}

type Grant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'authorization_track_id'; track_id: string };

function requireConfig(): RuntimeConfig {
  const config = $runtimeConfig.getState();
  if (!config) throw new Error('The runtime config is not loaded');
  return config;
}

/** Asks the provider for tokens with one of §7's three grants; one place sets the client id and proxy host. */
export async function requestProviderTokens(grant: Grant): Promise<ProviderTokens> {
  return platformRequest<ProviderTokens>({
    method: 'post',
    url: '/api/v2/oauth2/tokens',
    data: { client_id: requireConfig().oauth.clientId, ...grant },
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
 * Trades provider tokens for the platform's JWT and keeps both: the JWT as `auth_token`, the
 * provider's refresh token for the next renewal. Cookies only, never web storage.
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
  if (tokens.refresh_token) writeCookie(STORAGE_KEYS.refreshToken, tokens.refresh_token);
  authTokenReceived(token);
  return token;
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time however many calls hit the expiry together (§7 refresh grant). */
export function refreshSession(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = readCookie(STORAGE_KEYS.refreshToken);
    if (!refreshToken) throw new Error('No refresh token is stored');
    return completeSignIn(
      await requestProviderTokens({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    );
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

setSessionRefresher(refreshSession);

/**
 * Logout (§4): revoke this device at the provider, forget every token, and leave for the
 * provider's logout page, which returns to /login. A failed revoke is logged; the user still leaves.
 */
export const logOutFx = createEffect(async () => {
  const config = requireConfig();
  try {
    await platformHttp.delete('/api/v1/oauth2/devices', { platform: { host: 'authProxy' } });
  } catch (error) {
    console.warn('Revoking the device failed; signing out anyway', error);
  }
  // The tokens go now; the stores stay as they are for the moment the page needs to leave, so
  // that no guard reacts to the sign-out by starting a new sign-in on the way out.
  await clearAuthTokenFx();
  const back = `${window.location.origin}/login`;
  window.location.assign(`${config.oauth.logoutUrl}?redirect_uri=${encodeURIComponent(back)}`);
});
