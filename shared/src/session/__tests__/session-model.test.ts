import { allSettled, fork } from 'effector';

import type { UserProfile } from '../../entities';
import type * as SessionModel from '../session-model';
import {
  $analyticsUserId,
  $authToken,
  $canSeeReports,
  $holdingToken,
  $signingOut,
  $isAuthenticated,
  $user,
  authTokenReceived,
  balanceUpdated,
  clearAuthTokenFx,
  saveAuthTokenFx,
  signOutStarted,
  signedOut,
  userLoaded,
} from '../session-model';

const user = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 7,
  firstName: 'Айгерим',
  lastName: 'Сеитова',
  phone: '+77011234567',
  avatar: null,
  email: null,
  addresses: [],
  balance: 1000,
  isChocoFoodSaas: false,
  companyData: null,
  ...overrides,
});

describe('session store (§4 authorization)', () => {
  it('needs authorization when no token is stored', () => {
    const scope = fork({ values: [[$authToken, null]] });
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it('stores the token on sign-in and saves it in the cookie', async () => {
    const save = jest.fn();
    const clear = jest.fn();
    const scope = fork({
      values: [[$authToken, null]],
      handlers: [
        [saveAuthTokenFx, save],
        [clearAuthTokenFx, clear],
      ],
    });

    await allSettled(authTokenReceived, { scope, params: 'jwt-1' });

    expect(scope.getState($authToken)).toBe('jwt-1');
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(save).toHaveBeenCalledWith('jwt-1');
    expect(clear).not.toHaveBeenCalled();
  });

  it('empties token and user on sign-out and clears the cookie', async () => {
    const save = jest.fn();
    const clear = jest.fn();
    const scope = fork({
      values: [
        [$authToken, 'jwt-1'],
        [$user, user()],
      ],
      handlers: [
        [saveAuthTokenFx, save],
        [clearAuthTokenFx, clear],
      ],
    });

    await allSettled(signedOut, { scope });

    expect(scope.getState($authToken)).toBeNull();
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the loaded profile', async () => {
    const scope = fork();
    await allSettled(userLoaded, { scope, params: user({ firstName: 'Данияр' }) });
    expect(scope.getState($user)?.firstName).toBe('Данияр');
  });

  it('hides reports from use_chocofood_SaaS companies (§6)', async () => {
    const scope = fork();
    await allSettled(userLoaded, { scope, params: user({ isChocoFoodSaas: true }) });
    expect(scope.getState($canSeeReports)).toBe(false);
  });

  it('shows reports to other companies', async () => {
    const scope = fork();
    await allSettled(userLoaded, { scope, params: user({ isChocoFoodSaas: false }) });
    expect(scope.getState($canSeeReports)).toBe(true);
  });

  it('saveAuthTokenFx and clearAuthTokenFx write and remove the auth_token cookie', async () => {
    const scope = fork();
    await allSettled(saveAuthTokenFx, { scope, params: 'jwt-2' });
    expect(document.cookie).toContain('auth_token=jwt-2');

    await allSettled(clearAuthTokenFx, { scope });
    expect(document.cookie).not.toContain('auth_token=');
  });
});

describe('session start-up', () => {
  afterEach(() => {
    document.cookie = 'auth_token=; Path=/; Max-Age=0';
  });

  it('starts signed in when the auth_token cookie survives a reload', () => {
    document.cookie = 'auth_token=from-cookie; Path=/';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../session-model') as typeof SessionModel;
      expect(model.$authToken.getState()).toBe('from-cookie');
      expect(model.$isAuthenticated.getState()).toBe(true);
    });
  });

  it('starts signed out, not broken, when the auth_token cookie is garbled', () => {
    document.cookie = 'auth_token=%E0%A4%A; Path=/';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../session-model') as typeof SessionModel;
      expect(model.$isAuthenticated.getState()).toBe(false);
    });
  });

  it('starts signed out without the cookie', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../session-model') as typeof SessionModel;
      expect(model.$isAuthenticated.getState()).toBe(false);
    });
  });

  it('takes a new balance from the platform into the loaded profile, and none without a profile', async () => {
    const scope = fork();
    await allSettled(balanceUpdated, { scope, params: 500 });
    expect(scope.getState($user)).toBeNull();
    await allSettled(userLoaded, { scope, params: user({ balance: 1000 }) });
    await allSettled(balanceUpdated, { scope, params: 250 });
    expect(scope.getState($user)).toMatchObject({ id: 7, balance: 250 });
  });
});

describe('session rules', () => {
  afterEach(() => {
    for (const name of ['auth_token', 'refresh_token', 'holding_token', 'cent_token', 'lang'])
      document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  it('is signing out from the logout click on, not before', async () => {
    const scope = fork();
    expect(scope.getState($signingOut)).toBe(false);
    await allSettled(signOutStarted, { scope });
    expect(scope.getState($signingOut)).toBe(true);
  });

  it('a balance the profile already has leaves the profile as it is', async () => {
    const loaded = user({ balance: 1000 });
    const scope = fork();
    await allSettled(userLoaded, { scope, params: loaded });
    await allSettled(balanceUpdated, { scope, params: 1000 });
    expect(scope.getState($user)).toBe(loaded);
  });

  it('names the user for analytics as rocket_ and the id (§3), no one when signed out', async () => {
    const scope = fork();
    expect(scope.getState($analyticsUserId)).toBeNull();
    await allSettled(userLoaded, { scope, params: user({ id: 42 }) });
    expect(scope.getState($analyticsUserId)).toBe('rocket_42');
    await allSettled(signedOut, { scope });
    expect(scope.getState($analyticsUserId)).toBeNull();
  });

  it('signing out forgets the auth, refresh, holding and cent tokens, and nothing else', async () => {
    for (const name of ['auth_token', 'refresh_token', 'holding_token', 'cent_token', 'lang'])
      document.cookie = `${name}=x; Path=/`;
    const scope = fork({ values: [[$holdingToken, 'holding']] });
    await allSettled(signedOut, { scope });
    expect(scope.getState($holdingToken)).toBeNull();
    expect(document.cookie).toBe('lang=x');
  });

  it('the holding token is read from its cookie at start-up', () => {
    document.cookie = 'holding_token=from-cookie; Path=/';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const model = require('../session-model') as typeof SessionModel;
      expect(model.$holdingToken.getState()).toBe('from-cookie');
    });
  });
});
