import {
  $user,
  authTokenReceived,
  orderDraftKey,
  readCookie,
  runtimeConfigLoaded,
  signedOut,
  userLoaded,
} from '@cabinet/shared';
import {
  HttpError,
  logOutFx,
  platformHttp,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';
import { testRuntimeConfig, testUserProfile } from '@cabinet/shared/testing';

/*
 * §4 logout: revoke the device, forget the tokens, leave for the provider's logout page. §7: "On
 * logout failure: log, and still redirect". jsdom performs only fragment navigations, so the test's
 * provider logout page is a fragment of the test document: where the page went can then be read.
 */
const LOGOUT_PAGE = `${window.location.origin}/#provider-logout`;
const LEFT_FOR = `${LOGOUT_PAGE}?redirect_uri=${encodeURIComponent(`${window.location.origin}/login`)}`;

const user = testUserProfile({ id: 42 });
const draftKey = orderDraftKey(user);

type Answer = { status: number } | 'no answer';
let answer: Answer;
let sent: ResolvedRequestConfig[] = [];

beforeAll(() => {
  runtimeConfigLoaded(
    testRuntimeConfig({
      oauth: { loginUrl: 'http://id.test/authorize', logoutUrl: LOGOUT_PAGE, clientId: '1001' },
    }),
  );
  platformHttp.defaults.adapter = async (request) => {
    sent.push(request);
    if (answer === 'no answer') throw new HttpError('Network Error', 'ERR_NETWORK', request);
    const response: HttpResponse = {
      data: answer.status === 204 ? '' : { detail: { code: 'REVOKE_FAILED', message: 'down' } },
      status: answer.status,
      statusText: '',
      headers: {},
      config: request,
    };
    if (answer.status >= 400)
      throw new HttpError(`status ${answer.status}`, 'ERR_BAD_RESPONSE', request, response);
    return response;
  };
});

let warn: jest.SpyInstance;
beforeEach(() => {
  sent = [];
  // The page the user signs out from: the test document, before any navigation of an earlier test.
  window.history.replaceState(null, '', '/');
  signedOut();
  authTokenReceived('jwt-of-the-session');
  document.cookie = 'holding_token=holding; Path=/';
  userLoaded(user);
  localStorage.setItem(draftKey, JSON.stringify({ points: [] }));
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('logout (§4, §7)', () => {
  it('revokes the device at the auth proxy with credentials, forgets tokens and draft, and leaves for the provider', async () => {
    answer = { status: 204 };
    await logOutFx();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'delete',
      url: '/api/v1/oauth2/devices',
      baseURL: 'http://auth.test',
      withCredentials: true,
    });
    expect(readCookie('auth_token')).toBeNull();
    expect(readCookie('holding_token')).toBeNull();
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(window.location.href).toBe(LEFT_FOR);
    expect(warn).not.toHaveBeenCalled();
    // The stores stay until the page has left, so that no guard starts a new sign-in on the way out.
    expect($user.getState()).toEqual(user);
  });

  it('leaves for the provider also when no profile was loaded (no draft to forget)', async () => {
    answer = { status: 204 };
    signedOut();
    authTokenReceived('jwt-of-the-session');
    await logOutFx();
    expect(readCookie('auth_token')).toBeNull();
    expect(localStorage.getItem(draftKey)).not.toBeNull();
    expect(window.location.href).toBe(LEFT_FOR);
  });

  it.each<[string, Answer]>([
    ['the proxy answers 500', { status: 500 }],
    ['the proxy does not answer', 'no answer'],
  ])('still forgets the tokens and leaves for the provider when %s, and logs it', async (_, failing) => {
    answer = failing;
    await expect(logOutFx()).resolves.toBeUndefined();

    expect(sent.map((request) => request.url)).toEqual(['/api/v1/oauth2/devices']);
    expect(warn).toHaveBeenCalledWith(
      'Revoking the device failed; signing out anyway',
      expect.any(HttpError),
    );
    expect(readCookie('auth_token')).toBeNull();
    expect(localStorage.getItem(draftKey)).toBeNull();
    expect(window.location.href).toBe(LEFT_FOR);
  });
});
