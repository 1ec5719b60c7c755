import { createEvent, createStore } from 'effector';

/**
 * Settings that differ between deployments. They are read at run time from `config.json` beside
 * the shell's index.html, so one build serves the local sandbox and a production platform.
 */
export interface RuntimeConfig {
  /** Base URL of the delivery server (the `rocket/...` calls). */
  deliveryApiUrl: string;
  /** Base URL of the auth proxy (`/api/v2/oauth2/tokens`, `/api/v1/oauth2/devices`). */
  authProxyUrl: string;
  oauth: {
    loginUrl: string;
    logoutUrl: string;
    clientId: string;
  };
  /** Origin of the partner super-app whose web view may host the cabinet; null when none. */
  superAppOrigin: string | null;
  supportChat: { url: string };
  bot: { url: string; chatId: string };
  links: {
    faq: { ru: string; kk: string };
    publicOffer: string;
  };
  /** Map tile URL template; null draws maps on a plain background. */
  mapTilesUrl: string | null;
  /** How long a platform call may take before the timeout message (ms); 30 000 when absent. */
  requestTimeoutMs?: number;
  /**
   * How long a remote's page may take to load (manifest, remoteEntry.js, its chunks) before its
   * inline fallback with a retry shows (ms); 8 000 when absent.
   */
  remoteLoadDeadlineMs?: number;
  /**
   * Host names (with port, if any) the cabinet used to be served from (§1 start-up): a visit there
   * moves to `canonicalOrigin`, same path and query. Absent when there are none.
   */
  legacyHosts?: string[];
  /** Where the cabinet lives now, e.g. `https://cabinet.example.kz`; required with `legacyHosts`. */
  canonicalOrigin?: string;
  /**
   * The IP geolocation lookup (§7), asked when the browser does not tell where the visitor is: a GET
   * answering `{latitude, longitude, city_id?}`. Absent or null: no IP lookup.
   */
  geoIpUrl?: string | null;
}

/** Fired once by the shell after it has fetched and checked `config.json`. */
export const runtimeConfigLoaded = createEvent<RuntimeConfig>();

/** Null until the shell has loaded the config; every remote renders after that. */
export const $runtimeConfig = createStore<RuntimeConfig | null>(null).on(
  runtimeConfigLoaded,
  (_, config) => config,
);

const REQUIRED_STRINGS = ['deliveryApiUrl', 'authProxyUrl'] as const;

/** Checks an untrusted `config.json` body so a bad deployment fails loudly, not half-way. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('config.json is not an object');
  const value = raw as Record<string, unknown>;
  for (const key of REQUIRED_STRINGS) {
    if (typeof value[key] !== 'string' || value[key] === '') {
      throw new Error(`config.json: "${key}" must be a non-empty string`);
    }
  }
  const oauth = value.oauth as Partial<RuntimeConfig['oauth']> | undefined;
  if (!oauth || typeof oauth.loginUrl !== 'string' || typeof oauth.clientId !== 'string') {
    throw new Error('config.json: "oauth.loginUrl" and "oauth.clientId" are required');
  }
  if (value.legacyHosts !== undefined) {
    if (!Array.isArray(value.legacyHosts) || !value.legacyHosts.every((host) => typeof host === 'string')) {
      throw new Error('config.json: "legacyHosts" must be a list of host names');
    }
    if (typeof value.canonicalOrigin !== 'string' || !/^https?:\/\/[^/]+$/.test(value.canonicalOrigin)) {
      throw new Error('config.json: "legacyHosts" needs "canonicalOrigin", an origin such as https://host');
    }
  }
  if (typeof (value.geoIpUrl ?? '') !== 'string') {
    throw new Error('config.json: "geoIpUrl" must be a URL or null');
  }
  return raw as RuntimeConfig;
}

/**
 * Fetches `config.json` from the shell's own origin, once, before the first render. The shell may
 * hand in a request it started earlier; the file is revalidated on every load (Cache-Control:
 * no-cache), so a deploy's edit is seen at once.
 */
export async function fetchRuntimeConfig(
  url = '/config.json',
  request: (url: string) => Promise<Response> = (target) => fetch(target),
): Promise<RuntimeConfig> {
  const response = await request(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
