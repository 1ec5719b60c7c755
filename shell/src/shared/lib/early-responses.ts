/**
 * Responses to requests that the inline script of index.html started while main.js was still on
 * its way (app/early-requests): config.json, remotes.json, the first page's remote manifest and, when
 * signed in, the profile's platform calls (and on a phone the active orders), by absolute URL. Each is taken once; a second request for the URL goes to the network as usual.
 */
export type EarlyResponses = Record<string, Promise<Response>>;

/** The page-global the inline script fills; declared here, the only reader. */
export const EARLY_RESPONSES_GLOBAL = '__CABINET_EARLY__';

type WithEarly = { [EARLY_RESPONSES_GLOBAL]?: EarlyResponses };

/** The response the inline script started for this URL, once; undefined when it started none. */
export function takeEarlyResponse(
  url: string,
  scope: WithEarly = globalThis as WithEarly,
  base = globalThis.location?.href,
): Promise<Response> | undefined {
  const early = scope[EARLY_RESPONSES_GLOBAL];
  if (!early) return undefined;
  const key = new URL(url, base).href;
  const response = early[key];
  delete early[key];
  return response;
}

/**
 * Drops every response the inline script started under `base` (an origin, or an origin and a path)
 * that nobody has taken: answers that must not be handed to a later call (refusals of calls made
 * for a user who, it turned out, has no company yet).
 */
export function dropEarlyResponses(base: string, scope: WithEarly = globalThis as WithEarly): void {
  const early = scope[EARLY_RESPONSES_GLOBAL];
  if (!early) return;
  const prefix = new URL(base).href.replace(/\/*$/, '/');
  for (const key of Object.keys(early)) if (key.startsWith(prefix)) delete early[key];
}

/** fetch(), unless the inline script has already asked for this URL: then its response. */
export function fetchOrTakeEarly(url: string, init?: RequestInit): Promise<Response> {
  return takeEarlyResponse(url) ?? fetch(url, init);
}
