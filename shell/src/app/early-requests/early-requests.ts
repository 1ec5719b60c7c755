import {
  DEFAULT_LANG,
  MOBILE_MAX_WIDTH,
  STORAGE_KEYS,
  TABLET_MAX_WIDTH,
  activeOrdersSnapshot,
  orderFormFirstCalls,
  platformCallUrl,
  platformUrl,
  resolveInitialLang,
  type Lang,
} from '@cabinet/shared/constants';

import { EARLY_RESPONSES_GLOBAL, type EarlyResponses } from '../../shared/lib/early-responses';
import { PRERENDERED_ATTRIBUTE, keepPressesOnCopy } from '../../shared/lib/prerendered-page';
import { ORDER_FORM_PATH, PHONE_HOME_PATH, PROFILE_CALLS } from '../../shared/lib/profile-calls';
import { remotePageOf, routeOf } from '../router/route-manifest';
import {
  SIGNED_IN_COPY_ATTRIBUTE,
  UNLESS_STORED_ATTRIBUTE,
  hasPublicCopy,
  prerenderedViewOf,
} from './prerendered-view';

/** The part of mf-manifest.json the page's first assets are read from. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
  }>;
}

/**
 * Shell chunks by `webpackChunkName`, as URLs: what a first load fetches after start-up (the signed-in
 * page's parts, and the strings of a language other than Russian, `common-<lang>`).
 */
export type FirstLoadChunks = Partial<
  Record<
    'session-gate' | 'geo-effects' | 'desktop-layout' | 'mobile-layout' | 'support-chat' | `common-${Lang}`,
    string[]
  >
>;

/**
 * The chunk of a language's strings is named `<namespace>-<lang>` (`webpackChunkName`, in the shell
 * and in every remote): a file of that language by its name, `orders-kk.1a2b3c4d.js`.
 */
const isStringsOf = (lang: Lang, file: string) => new RegExp(`-${lang}\\.[0-9a-f]+\\.js$`).test(file);

/** The platform token of the `auth_token` cookie (§4), or null when signed out. */
function authTokenOf(cookie: string): string | null {
  const prefix = `${STORAGE_KEYS.authToken}=`;
  const part = cookie
    .split(';')
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate.startsWith(prefix));
  if (!part || part.length === prefix.length) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return null;
  }
}

const hasAuthToken = (cookie: string) => authTokenOf(cookie) !== null;

function storedLang(storage: () => Storage): string | null {
  try {
    return storage().getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

/**
 * Whether a key starting with one of `prefixes` is stored for this origin (local or session storage):
 * a draft that the app would show in place of the copy. Storage that cannot be read holds nothing.
 */
function storesAnyOf(win: Window, prefixes: string[]): boolean {
  if (prefixes.length === 0) return false;
  return [() => win.localStorage, () => win.sessionStorage].some((storage) => {
    try {
      const store = storage();
      for (let index = 0; index < store.length; index += 1) {
        const key = store.key(index);
        if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) return true;
      }
      return false;
    } catch {
      return false;
    }
  });
}

/**
 * The shell's own chunks this address needs right after start-up: the strings of the language the
 * app starts in when it is not Russian (the app's first render waits for them), the session gate of
 * a protected page with the city choice it loads (when there is a token: otherwise the visit leaves
 * to sign in), the layout for this width and, signed in, the support chat docked in it.
 */
export function shellChunksOf(
  pathname: string,
  cookie: string,
  width: number,
  chunks: FirstLoadChunks,
  lang: Lang = DEFAULT_LANG,
): string[] {
  const route = routeOf(pathname);
  const signedIn = hasAuthToken(cookie);
  if (!route.isPublic && !signedIn) return [];
  return [
    // Russian's strings come with start-up.
    ...(lang === DEFAULT_LANG ? [] : (chunks[`common-${lang}`] ?? [])),
    ...(route.isPublic ? [] : [...(chunks['session-gate'] ?? []), ...(chunks['geo-effects'] ?? [])]),
    ...(route.hideLayout
      ? []
      : [
          ...(chunks[width <= MOBILE_MAX_WIDTH ? 'mobile-layout' : 'desktop-layout'] ?? []),
          ...(signedIn ? (chunks['support-chat'] ?? []) : []),
        ]),
  ];
}

/** The page this address shows on a first load, or null when it is the shell's or a sign-in is due. */
export function firstPageOf(
  pathname: string,
  cookie: string,
  width: number,
): { remote: string; module: string } | null {
  // A signed-out visit to a protected page leaves for the provider's sign-in: it needs no remote.
  if (!routeOf(pathname).isPublic && !hasAuthToken(cookie)) return null;
  return remotePageOf(pathname, width <= MOBILE_MAX_WIDTH);
}

/**
 * The remote's entry and the page's own script and style files, as URLs, from its manifest; in a
 * language other than Russian, the page's strings of it too (fetched only once the page has run, and
 * its first render waits for them).
 */
export function firstAssetsOf(
  manifestUrl: string,
  manifest: RemoteManifest,
  module: string,
  lang: Lang = DEFAULT_LANG,
): { scripts: string[]; styles: string[] } {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const entry = manifest.metaData?.remoteEntry;
  const at = (file: string) => new URL(file, base).href;
  const expose = manifest.exposes?.find((candidate) => candidate.path === module);
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : null;
  const strings =
    lang === DEFAULT_LANG ? [] : (expose?.assets?.js?.async ?? []).filter((file) => isStringsOf(lang, file));
  return {
    scripts: [...(entryFile ? [entryFile] : []), ...(expose?.assets?.js?.sync ?? []), ...strings].map(at),
    styles: (expose?.assets?.css?.sync ?? []).map(at),
  };
}

const ignore = () => undefined;

/**
 * Before the body is parsed: marks `<html>` with the language of the page's static copy that this
 * visit shows, if any (the page's stylesheet then shows it: a public page's, decision 0016, or a
 * signed-in one the server drew, decision 0021), and gives `<html lang>` that language at once.
 */
export function showPrerenderedView(win: Window): void {
  const { document: doc, location } = win;
  const signedInCopy = doc.documentElement.getAttribute(SIGNED_IN_COPY_ATTRIBUTE);
  // Reading the visitor's cookie or storage waits for the browser process (the cookie 2–36 ms on this
  // machine before any page work): a visit that can show no copy reads neither before its body.
  if (signedInCopy === null && !hasPublicCopy(location.pathname)) return;
  let embedded = 'SuperAppBridge' in win;
  try {
    embedded ||= win.parent !== win;
  } catch {
    embedded = true;
  }
  const view = prerenderedViewOf({
    pathname: location.pathname,
    search: location.search,
    // The server draws a signed-in copy only for a request that carried a token (decision 0021).
    signedIn: signedInCopy !== null || hasAuthToken(doc.cookie),
    embedded,
    lang: resolveInitialLang({
      search: location.search,
      stored: storedLang(() => win.localStorage),
      width: win.innerWidth,
    }),
    width: win.innerWidth,
    signedInCopy,
    storedInstead: storesAnyOf(
      win,
      (doc.documentElement.getAttribute(UNLESS_STORED_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
    ),
  });
  if (!view) return;
  doc.documentElement.lang = view;
  doc.documentElement.setAttribute(PRERENDERED_ATTRIBUTE, view);
  keepPressesOnCopy(doc, view);
}

const originOf = (url: unknown) => {
  try {
    return typeof url === 'string' && /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * Runs inline in index.html, before main.js has arrived (decision 0010): asks for config.json and
 * remotes.json at once and, when the address shows a remote's page, for that remote's manifest, then
 * hints the browser to fetch the remote's entry and the page's files, the shell's own chunks the
 * address needs (`chunks`), and to open a connection to the remote; signed in, it asks the platform
 * for the profile, on a phone's home for the active orders, and on the order form for its lists.
 * The shell takes the responses (shared/lib/early-responses) instead of asking again. Only the first
 * two requests and the copy's mark come before the body is parsed; what depends on the visitor's
 * cookie comes a task later. Never throws: a failure here only means the shell asks for itself.
 */
export function startEarlyRequests(
  win: Window & { [EARLY_RESPONSES_GLOBAL]?: EarlyResponses },
  chunks: FirstLoadChunks = {},
): void {
  const early: EarlyResponses = {};
  win[EARLY_RESPONSES_GLOBAL] = early;
  const { document: doc, location } = win;
  // The visible height before the first paint (start-up/watch-window keeps it): the app's start then
  // finds it set and does not restyle a painted page for it.
  doc.documentElement.style.setProperty('--app-height', `${win.innerHeight}px`);
  const start = (url: string, init?: RequestInit) => {
    const absolute = new URL(url, location.href).href;
    const response = init ? win.fetch(absolute, init) : win.fetch(absolute);
    response.catch(ignore);
    early[absolute] = response;
    return response;
  };
  const hint = (href: string, rel: 'preload' | 'preconnect', as?: 'script' | 'style') => {
    const link = doc.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.href = href;
    doc.head.appendChild(link);
  };
  const json = (response: Response) => (response.ok ? response.clone().json() : null);
  const config = start('/config.json');
  const remotes = start('/remotes.json');
  const { pathname } = location;
  showPrerenderedView(win);
  // The rest reads the visitor's token, which waits for the browser process, and needs nothing of
  // the page: it runs in a task of its own once the parser has gone on, so the body is parsed and a
  // copy painted without waiting for it. Every call below waits for config.json or remotes.json
  // anyway, and the shell's chunks are needed only once main.js and the start chunks have run.
  win.setTimeout(() => startForVisitor(doc.cookie), 0);

  /** Hints and calls that depend on who the visitor is, read from the `auth_token` cookie. */
  function startForVisitor(cookie: string): void {
    // The language the app starts in (wider than a tablet always Russian, decision 0005: no storage
    // read for it).
    const lang = resolveInitialLang({
      search: location.search,
      stored: win.innerWidth > TABLET_MAX_WIDTH ? null : storedLang(() => win.localStorage),
      width: win.innerWidth,
    });
    // One hint per task, as the page's files below.
    shellChunksOf(pathname, cookie, win.innerWidth, chunks, lang).forEach((href) =>
      win.setTimeout(() => hint(href, 'preload', href.endsWith('.css') ? 'style' : 'script'), 0),
    );
    const token = authTokenOf(cookie);
    if (!routeOf(pathname).isPublic && token !== null) {
      // The profile is the first thing a signed-in page needs from the platform (the session gate
      // shows nothing before it): its calls leave as soon as the config names the platform, a task
      // apart, with the headers the platform client would send (§7), and the session gate takes
      // their answers.
      config
        .then(json)
        .then((settings: { deliveryApiUrl?: unknown } | null) => {
          const api = settings?.deliveryApiUrl;
          if (typeof api !== 'string' || originOf(api) === null) return;
          const headers = { Authorization: `JWT ${token}`, 'Accept-Language': lang };
          const calls = [
            ...Object.values(PROFILE_CALLS).map((path) => platformUrl(api, path)),
            // A phone's home lists the active orders (§2): the shell's call for them
            // (features/active-orders-on-navigation) takes this answer.
            ...(win.innerWidth <= MOBILE_MAX_WIDTH && pathname === PHONE_HOME_PATH
              ? [platformCallUrl(api, activeOrdersSnapshot())]
              : []),
            // The order form's lists (features/order-form-first-calls hands their answers to the form).
            ...(pathname === ORDER_FORM_PATH
              ? orderFormFirstCalls().map((call) => platformCallUrl(api, call))
              : []),
          ];
          // The first call leaves at once, each next one in a task of its own: starting a cross-origin
          // call with these headers costs the main thread 5–15 ms at 1× here, and the order form's six
          // at once were one task of 6–64 ms on a painted page (issue 14); two were still 36 ms.
          calls.forEach((url, index) => {
            if (index === 0) start(url, { headers });
            else setTimeout(() => start(url, { headers }), 0);
          });
        })
        .catch(ignore);
    }
    const page = firstPageOf(pathname, cookie, win.innerWidth);
    if (!page) return;
    remotes
      .then(json)
      .then((deployed: Record<string, unknown> | null) => {
        const manifestUrl = deployed?.[page.remote];
        if (typeof manifestUrl !== 'string' || !/^(https?:\/\/|\/)/.test(manifestUrl)) return undefined;
        const absolute = new URL(manifestUrl, location.href).href;
        // Its scripts load without CORS, on another connection than the manifest's fetch.
        const remoteOrigin = originOf(absolute);
        if (remoteOrigin && remoteOrigin !== location.origin) hint(remoteOrigin, 'preconnect');
        return start(absolute)
          .then(json)
          .then((manifest: RemoteManifest | null) => {
            if (!manifest) return;
            const { scripts, styles } = firstAssetsOf(absolute, manifest, page.module, lang);
            // One hint per task, in order: starting a preload costs the main thread 1–2 ms at 1×, and
            // the order form's eight at once were about 10 ms of a 17–22 ms task on a painted page.
            scripts.forEach((href) => setTimeout(() => hint(href, 'preload', 'script'), 0));
            styles.forEach((href) => setTimeout(() => hint(href, 'preload', 'style'), 0));
          });
      })
      .catch(ignore);
  }
}
