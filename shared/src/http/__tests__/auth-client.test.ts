import {
  $authToken,
  authTokenReceived,
  readCookie,
  requestFailed,
  runtimeConfigLoaded,
  signedOut,
  type RequestFailure,
} from '@cabinet/shared';
import {
  HttpError,
  platformHttp,
  platformRequest,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';
import { testRuntimeConfig } from '@cabinet/shared/testing';

const config = testRuntimeConfig();

type Handler = (request: ResolvedRequestConfig) => { status: number; data: unknown };

let sent: ResolvedRequestConfig[] = [];
let handle: Handler;
const header = (request: ResolvedRequestConfig, name: string) => request.headers.get(name);

beforeAll(() => {
  runtimeConfigLoaded(config);
  platformHttp.defaults.adapter = async (request) => {
    sent.push(request);
    const { status, data } = handle(request);
    const response: HttpResponse = { data, status, statusText: '', headers: {}, config: request };
    if (status >= 400) throw new HttpError(`status ${status}`, 'ERR_BAD_REQUEST', request, response);
    return response;
  };
});

let failures: RequestFailure[] = [];
let unwatch: () => void = () => undefined;
beforeEach(() => {
  sent = [];
  failures = [];
  unwatch = requestFailed.watch((failure) => failures.push(failure)).unsubscribe;
  signedOut();
  authTokenReceived('expired-jwt');
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  unwatch();
  jest.restoreAllMocks();
});

const expired = { status: 401, data: { detail: { code: 'TOKEN_EXPIRED', message: 'expired' } } };

/** The platform: profile answers 401 for the old token; the provider and choco/login renew it. */
function platform(profileWithNewToken: { status: number; data: unknown }): Handler {
  return (request) => {
    if (request.url === '/api/v2/oauth2/tokens')
      return request.withCredentials
        ? { status: 200, data: { access_token: 'pat_2' } }
        : { status: 400, data: { detail: { code: 'INVALID_GRANT', message: 'no refresh cookie sent' } } };
    if (request.url === '/rocket/v0/common/choco/login')
      return { status: 200, data: { tokens: { access: 'new-jwt' } } };
    return header(request, 'Authorization') === 'JWT new-jwt' ? profileWithNewToken : expired;
  };
}

describe('refresh on an expired token (§7 refresh grant)', () => {
  it('refreshes once, retries the call once with the same idempotency key, and keeps the new tokens', async () => {
    handle = platform({ status: 200, data: { choco_user_id: 1 } });
    await expect(
      platformRequest({ method: 'post', url: '/rocket/v0/deliveries/groups', data: { a: 1 } }),
    ).resolves.toEqual({
      choco_user_id: 1,
    });

    const urls = sent.map((request) => request.url);
    expect(urls).toEqual([
      '/rocket/v0/deliveries/groups',
      '/api/v2/oauth2/tokens',
      '/rocket/v0/common/choco/login',
      '/rocket/v0/deliveries/groups',
    ]);
    const [original, tokens, , retry] = sent as [
      ResolvedRequestConfig,
      ResolvedRequestConfig,
      unknown,
      ResolvedRequestConfig,
    ];
    // The refresh token is the proxy's HttpOnly cookie: sent by the browser (with credentials),
    // never read, written or sent by the page.
    expect(tokens.data).toEqual({ client_id: '1001', grant_type: 'refresh_token' });
    expect(tokens.withCredentials).toBe(true);
    expect(tokens.baseURL).toBe('http://auth.test');
    expect(header(tokens, 'Authorization')).toBeFalsy();
    expect(header(retry, 'X-Idempotency-Key')).toBe(header(original, 'X-Idempotency-Key'));
    expect($authToken.getState()).toBe('new-jwt');
    expect(readCookie('refresh_token')).toBeNull();
    expect(failures).toEqual([]);
  });

  it('refreshes once for many calls that expire together', async () => {
    handle = platform({ status: 200, data: {} });
    await Promise.all([1, 2, 3].map((n) => platformRequest({ url: `/rocket/x/${n}` })));
    expect(sent.filter((request) => request.url === '/api/v2/oauth2/tokens')).toHaveLength(1);
  });

  it('gives up after the single retry: a second 401 reaches the error pipeline (sign-out)', async () => {
    handle = platform(expired);
    await expect(platformRequest({ url: '/rocket/users/me' })).rejects.toBeInstanceOf(HttpError);
    expect(sent.filter((request) => request.url === '/rocket/users/me')).toHaveLength(2);
    expect(failures.map((failure) => [failure.url, failure.status])).toEqual([['/rocket/users/me', 401]]);
  });

  it('when the proxy refuses the refresh, the first call fails as it would have (sign-out)', async () => {
    handle = (request) =>
      request.url === '/api/v2/oauth2/tokens'
        ? { status: 400, data: { detail: { code: 'INVALID_GRANT', message: 'no refresh cookie' } } }
        : expired;
    await expect(platformRequest({ url: '/rocket/users/me' })).rejects.toBeInstanceOf(HttpError);
    expect(sent.map((request) => request.url)).toEqual(['/rocket/users/me', '/api/v2/oauth2/tokens']);
    expect(failures.map((failure) => [failure.url, failure.status])).toEqual([
      ['/api/v2/oauth2/tokens', 400],
      ['/rocket/users/me', 401],
    ]);
  });
});
