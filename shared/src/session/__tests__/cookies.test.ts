import { buildCookie, deleteCookie, readCookie, writeCookie } from '../cookies';

describe('readCookie', () => {
  it('finds a cookie among others, ignoring the spaces between them', () => {
    expect(readCookie('auth_token', 'lang=kk; auth_token=abc.def; cent_token=x')).toBe('abc.def');
  });

  it('returns null when the cookie is absent', () => {
    expect(readCookie('auth_token', 'lang=kk; holding_token=h')).toBeNull();
    expect(readCookie('auth_token', '')).toBeNull();
  });

  it('does not confuse a cookie whose name only starts the same', () => {
    expect(readCookie('auth_token', 'auth_token_old=1; xauth_token=2')).toBeNull();
  });

  it('treats a value that cannot be decoded as absent instead of throwing', () => {
    // The token is read when the shared module loads; a throw there would leave a blank page.
    expect(readCookie('auth_token', 'auth_token=%E0%A4%A; lang=kk')).toBeNull();
    expect(readCookie('lang', 'auth_token=%E0%A4%A; lang=kk')).toBe('kk');
  });

  it('decodes the value and keeps "=" inside it', () => {
    expect(readCookie('auth_token', 'auth_token=a%20b%3Bc==')).toBe('a b;c==');
  });
});

describe('buildCookie', () => {
  it('writes path /, SameSite=Lax and the encoded value, without Secure on http', () => {
    expect(buildCookie('auth_token', 'a b;c', { secure: false })).toBe(
      'auth_token=a%20b%3Bc; Path=/; SameSite=Lax',
    );
  });

  it('adds Secure only when asked', () => {
    expect(buildCookie('auth_token', 't', { secure: true })).toBe(
      'auth_token=t; Path=/; SameSite=Lax; Secure',
    );
  });

  it('adds Max-Age when given, including 0 for removal', () => {
    expect(buildCookie('auth_token', 't', { secure: false, maxAgeSeconds: 3600 })).toContain('Max-Age=3600');
    expect(buildCookie('auth_token', '', { secure: false, maxAgeSeconds: 0 })).toContain('Max-Age=0');
  });

  it('round-trips through readCookie', () => {
    const value = 'eyJ0eXAi.JWT; with=odd chars';
    const [pair] = buildCookie('auth_token', value, { secure: false }).split('; ');
    expect(readCookie('auth_token', pair)).toBe(value);
  });
});

describe('writeCookie / deleteCookie on the document', () => {
  it('sets a cookie the page can read back and removes it again', () => {
    writeCookie('cabinet_test', 'значение');
    expect(readCookie('cabinet_test')).toBe('значение');

    deleteCookie('cabinet_test');
    expect(readCookie('cabinet_test')).toBeNull();
  });
});
