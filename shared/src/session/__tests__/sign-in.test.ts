import { webcrypto } from 'node:crypto';

import { STORAGE_KEYS } from '../../constants';
import { codeChallengeS256, randomToken } from '../pkce';
import { buildAuthorizeUrl, safeNextPath, takeSignInAttempt } from '../sign-in';

beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC example', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of at least 43 URL-safe characters, never the same twice', () => {
    const first = randomToken(32);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(randomToken(32)).not.toBe(first);
  });
});

describe('the authorize URL (§4)', () => {
  it('carries the code flow, client id, /login as redirect, state, challenge and language', () => {
    const url = new URL(
      buildAuthorizeUrl(
        { oauth: { loginUrl: 'http://id.test/oauth/authorize', logoutUrl: '', clientId: '1001' } },
        { origin: 'http://localhost:8080', state: 'st', challenge: 'ch', lang: 'kk' },
      ),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1001',
      redirect_uri: 'http://localhost:8080/login',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
      lang: 'kk',
    });
  });
});

describe('the pending sign-in attempt', () => {
  const store = (attempt: object) =>
    sessionStorage.setItem(STORAGE_KEYS.signInAttempt, JSON.stringify(attempt));

  beforeEach(() => sessionStorage.clear());

  it('is valid once, for its own state', () => {
    store({ state: 's', verifier: 'v', next: '/payments', createdAt: 1000 });
    expect(takeSignInAttempt('s', 2000)).toEqual({
      state: 's',
      verifier: 'v',
      next: '/payments',
      createdAt: 1000,
    });
    expect(takeSignInAttempt('s', 2000)).toBeNull();
  });

  it.each([
    ['another state', { state: 'x', verifier: 'v', next: '/', createdAt: 1000 }, 's', 2000],
    ['an expired attempt', { state: 's', verifier: 'v', next: '/', createdAt: 0 }, 's', 10 * 60_000 + 1],
    ['no verifier', { state: 's', next: '/', createdAt: 1000 }, 's', 2000],
  ])('is refused for %s', (_, attempt, state, now) => {
    store(attempt);
    expect(takeSignInAttempt(state, now)).toBeNull();
  });

  it('survives corrupt storage', () => {
    sessionStorage.setItem(STORAGE_KEYS.signInAttempt, '{oops');
    expect(takeSignInAttempt('s')).toBeNull();
  });
});

describe('safeNextPath: no open redirect', () => {
  it.each([
    ['/warehouses?x=1', '/warehouses?x=1'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/login?next=/x', '/'],
    [null, '/'],
  ])('%p -> %p', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
