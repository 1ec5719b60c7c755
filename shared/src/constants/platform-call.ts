/**
 * A platform GET described once for two places: the app that makes it (`platformRequest` takes it as
 * it is) and the shell, which starts it early and hands its answer over (decision 0010).
 */
export interface PlatformCall {
  method: 'get';
  url: string;
  params?: Record<string, string | number | boolean>;
}

/** A platform path under the configured base URL, joined as the platform client joins them. */
export function platformUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * A platform GET with its query as one URL: the inline script of index.html fetches it, and the shell
 * finds that answer under the same URL (both build it here, from the call's own description).
 */
export function platformCallUrl(base: string, call: { url?: string; params?: unknown }): string {
  const params = Object.entries((call.params ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)]);
  const query = new URLSearchParams(params).toString();
  const path = platformUrl(base, call.url ?? '');
  return query ? `${path}?${query}` : path;
}
