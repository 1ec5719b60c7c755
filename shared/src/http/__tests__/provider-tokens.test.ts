import { $authToken, runtimeConfigLoaded, signedOut } from '@cabinet/shared';
import {
  completeSignIn,
  platformHttp,
  platformTokenOf,
  requestProviderTokens,
  type HttpResponse,
  type ResolvedRequestConfig,
} from '@cabinet/shared/http';
import { testRuntimeConfig } from '@cabinet/shared/testing';

/* §7 authentication calls: the provider's tokens through the auth proxy, then the platform's JWT. */

let sent: ResolvedRequestConfig[] = [];
let answer: unknown;
const header = (request: ResolvedRequestConfig, name: string) => request.headers.get(name);

beforeAll(() => {
  platformHttp.defaults.adapter = async (request) => {
    sent.push(request);
    const response: HttpResponse = {
      data: answer,
      status: 200,
      statusText: '',
      headers: {},
      config: request,
    };
    return response;
  };
});
beforeEach(() => {
  sent = [];
  signedOut();
});

describe('the platform token of choco/login (§7: tokens.access, another variant access_token)', () => {
  it.each([
    [{ tokens: { access: 'jwt-a' } }, 'jwt-a'],
    [{ access_token: 'jwt-b' }, 'jwt-b'],
    [{ tokens: {}, access_token: 'jwt-c' }, 'jwt-c'],
    [{ tokens: { access: 'jwt-d' }, access_token: 'jwt-e' }, 'jwt-d'],
    [{}, null],
  ])('%p → %p', (body, token) => {
    expect(platformTokenOf(body)).toBe(token);
  });
});

describe('token calls', () => {
  it('a grant needs the runtime config: without it nothing is sent', async () => {
    await expect(requestProviderTokens({ grant_type: 'refresh_token' })).rejects.toThrow(
      'The runtime config is not loaded',
    );
    expect(sent).toEqual([]);
  });

  it('asks the auth proxy for tokens with the client id and the grant, with credentials, as a token helper', async () => {
    runtimeConfigLoaded(testRuntimeConfig());
    answer = { access_token: 'provider-access' };
    const grant = {
      grant_type: 'authorization_code' as const,
      code: 'code-1',
      redirect_uri: 'http://localhost/login',
      code_verifier: 'verifier',
    };
    await expect(requestProviderTokens(grant)).resolves.toEqual({ access_token: 'provider-access' });
    const [request] = sent as [ResolvedRequestConfig];
    expect(request).toMatchObject({
      method: 'post',
      url: '/api/v2/oauth2/tokens',
      baseURL: 'http://auth.test',
      withCredentials: true,
    });
    expect(request.data).toEqual({ client_id: '1001', ...grant });
    expect(header(request, 'X-Fingerprint')).toBeTruthy();
    expect(header(request, 'Authorization')).toBeFalsy();
  });

  it('trades the provider’s access token for the platform JWT and keeps it', async () => {
    runtimeConfigLoaded(testRuntimeConfig());
    answer = { tokens: { access: 'platform-jwt' } };
    await expect(completeSignIn({ access_token: 'provider-access' })).resolves.toBe('platform-jwt');
    const [request] = sent as [ResolvedRequestConfig];
    expect(request).toMatchObject({
      method: 'post',
      url: '/rocket/v0/common/choco/login',
      baseURL: 'http://api.test',
    });
    expect(request.data).toEqual({ access_token: 'provider-access' });
    expect(header(request, 'X-Fingerprint')).toBeTruthy();
    expect($authToken.getState()).toBe('platform-jwt');
  });

  it('an answer without a platform token is a failed sign-in, and no token is kept', async () => {
    runtimeConfigLoaded(testRuntimeConfig());
    answer = { tokens: {} };
    await expect(completeSignIn({ access_token: 'provider-access' })).rejects.toThrow(
      'choco/login answered without a token',
    );
    expect($authToken.getState()).toBeNull();
  });
});
