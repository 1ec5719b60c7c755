/** Reads one cookie by name; the auth token lives in a cookie so that it survives reloads (§3). */
export function readCookie(name: string, cookieString = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      // Written by something else and not URI-encoded: treat it as absent rather than throw at start-up.
      return null;
    }
  }
  return null;
}

/** Writes a cookie with path / (§9), SameSite=Lax, and Secure whenever the page is on https. */
export function buildCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds?: number; secure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Sets a cookie with the product's attributes (Secure on https), so no caller can forget one. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  document.cookie = buildCookie(name, value, {
    secure: window.location.protocol === 'https:',
    ...(maxAgeSeconds === undefined ? {} : { maxAgeSeconds }),
  });
}

/** Removes a cookie written by writeCookie: same path and attributes, or the browser would keep it. */
export function deleteCookie(name: string): void {
  writeCookie(name, '', 0);
}
