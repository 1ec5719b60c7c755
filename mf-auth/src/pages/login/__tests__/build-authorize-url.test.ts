import type { RuntimeConfig } from '@cabinet/shared';

import { buildAuthorizeUrl } from '../login-page';

const config = {
  oauth: { loginUrl: 'http://localhost:8090/oauth/authorize?lang=ru', logoutUrl: '', clientId: '1001' },
} as RuntimeConfig;

describe('buildAuthorizeUrl', () => {
  it('sends the browser to the provider with the code flow, client id and /login as redirect target', () => {
    const url = new URL(buildAuthorizeUrl(config, 'http://localhost:8080'));
    expect(url.origin + url.pathname).toBe('http://localhost:8090/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('1001');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8080/login');
    expect(url.searchParams.get('lang')).toBe('ru');
  });
});
