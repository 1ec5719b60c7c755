import { allSettled, fork } from 'effector';

import { $runtimeConfig, STORAGE_KEYS, type RuntimeConfig } from '@cabinet/shared';

import { $nextPath, $signInStatus, loginOpened } from '../model/complete-sign-in-model';

const requestProviderTokens = jest.fn();
const completeSignIn = jest.fn();
jest.mock('@cabinet/shared/http', () => ({
  requestProviderTokens: (...args: unknown[]) => requestProviderTokens(...args),
  completeSignIn: (...args: unknown[]) => completeSignIn(...args),
}));

const config = {
  oauth: { loginUrl: 'http://id/authorize', logoutUrl: 'http://id/logout', clientId: '1001' },
  superAppOrigin: 'http://super.app',
} as RuntimeConfig;

const arrival = (overrides: Partial<Parameters<typeof loginOpened>[0]> = {}) => ({
  code: null,
  state: null,
  error: null,
  trackId: null,
  next: null,
  isSuperApp: false,
  ...overrides,
});

function rememberAttempt(state: string, next = '/warehouses', createdAt = Date.now()) {
  sessionStorage.setItem(
    STORAGE_KEYS.signInAttempt,
    JSON.stringify({ state, verifier: 'v'.repeat(43), next, createdAt }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  requestProviderTokens.mockReset().mockResolvedValue({ access_token: 'pat', refresh_token: 'prt' });
  completeSignIn.mockReset().mockResolvedValue('jwt');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('completing sign-in on /login (§4)', () => {
  it('exchanges the code with the PKCE verifier of this browser and returns to the page asked for', async () => {
    rememberAttempt('s1', '/warehouses/new');
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, { scope, params: arrival({ code: 'c1', state: 's1' }) });

    expect(requestProviderTokens).toHaveBeenCalledWith({
      grant_type: 'authorization_code',
      code: 'c1',
      redirect_uri: 'http://localhost/login',
      code_verifier: 'v'.repeat(43),
    });
    expect(completeSignIn).toHaveBeenCalledWith({ access_token: 'pat', refresh_token: 'prt' });
    expect(scope.getState($signInStatus)).toBe('done');
    expect(scope.getState($nextPath)).toBe('/warehouses/new');
    expect(sessionStorage.getItem(STORAGE_KEYS.signInAttempt)).toBeNull();
  });

  it.each([
    ['a state this browser never sent', () => rememberAttempt('mine'), 'forged-state'],
    ['no pending attempt at all', () => undefined, 'any'],
    ['an attempt older than 10 minutes', () => rememberAttempt('old', '/', Date.now() - 11 * 60_000), 'old'],
  ])('refuses %s without exchanging the code', async (_, arrange, state) => {
    arrange();
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, { scope, params: arrival({ code: 'c', state }) });
    expect(requestProviderTokens).not.toHaveBeenCalled();
    expect(scope.getState($signInStatus)).toBe('forged');
  });

  it('reports a failed exchange as failed, ready for a retry', async () => {
    rememberAttempt('s2');
    requestProviderTokens.mockRejectedValue(new Error('INVALID_GRANT'));
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, { scope, params: arrival({ code: 'c', state: 's2' }) });
    expect(scope.getState($signInStatus)).toBe('failed');
  });

  it('shows a cancelled sign-in when the provider answers with an error', async () => {
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, { scope, params: arrival({ error: 'access_denied', state: 's' }) });
    expect(scope.getState($signInStatus)).toBe('cancelled');
    expect(requestProviderTokens).not.toHaveBeenCalled();
  });

  it('uses the track-id grant in the super-app when the URL carries one', async () => {
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, {
      scope,
      params: arrival({ isSuperApp: true, trackId: 'trk_1', next: '/payments' }),
    });
    expect(requestProviderTokens).toHaveBeenCalledWith({
      grant_type: 'authorization_track_id',
      track_id: 'trk_1',
    });
    expect(scope.getState($signInStatus)).toBe('done');
    expect(scope.getState($nextPath)).toBe('/payments');
  });

  it('never returns to another origin', async () => {
    const scope = fork({ values: [[$runtimeConfig, config]] });
    await allSettled(loginOpened, { scope, params: arrival({ error: 'x', next: '//evil.example/steal' }) });
    expect(scope.getState($nextPath)).toBe('/');
  });
});
