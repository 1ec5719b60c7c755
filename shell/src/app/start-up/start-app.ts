import {
  MOBILE_MAX_WIDTH,
  STORAGE_KEYS,
  deleteCookie,
  fetchRuntimeConfig,
  readCookie,
  removeStoredDraft,
  langChanged,
  loadLanguage,
  restoreErrorCounterFx,
  resolveInitialLang,
  runtimeConfigLoaded,
  superAppDetected,
} from '@cabinet/shared';

import { registerDeployedRemotes } from '../../shared/federation';
import { fetchOrTakeEarly } from '../../shared/lib';
import { preloadMainLayout } from '../main-layout';
import { preloadSessionGate } from '../router/require-auth';
import { ROUTE_MANIFEST } from '../router/route-manifest';
import { detectSuperApp } from './detect-super-app';
import { withoutForceLang } from './force-lang';
import { legacyHostTarget } from './legacy-host';
import { watchWindow } from './watch-window';

function readStoredLang(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

/** How long the first render waits for its lazy parts' files before it shows their loading state. */
const FIRST_PARTS_WAIT_MS = 3_000;

/** The first render's lazy parts (layout, session gate) loaded, or FIRST_PARTS_WAIT_MS gone by. */
function firstPartsLoaded(): Promise<unknown> {
  let limit = 0;
  const parts = Promise.all([
    preloadMainLayout(window.innerWidth <= MOBILE_MAX_WIDTH),
    readCookie(STORAGE_KEYS.authToken) !== null ? preloadSessionGate() : undefined,
  ]).finally(() => window.clearTimeout(limit));
  const stalled = new Promise((resolve) => {
    limit = window.setTimeout(resolve, FIRST_PARTS_WAIT_MS);
  });
  return Promise.race([parts, stalled]);
}

/** The empty-layout pages (login, terms, tracking) are plain paths: an exact match is enough here. */
const rendersInEmptyLayout = (pathname: string) =>
  ROUTE_MANIFEST.some((route) => route.hideLayout && route.path === pathname);

/** Start-up of §1 that must finish before the first render: config, remotes, width, language. */
export async function startApp(): Promise<void> {
  watchWindow();
  // A refresh token that an earlier build wrote where scripts can read it: the proxy keeps it now.
  deleteCookie(STORAGE_KEYS.legacyRefreshToken);
  // A draft of earlier builds, kept for whoever signed in next: nobody's to restore.
  removeStoredDraft(STORAGE_KEYS.orderDraft);
  // The first render's lazy parts, loaded before it: a part it has to wait for shows a loading state,
  // and React then holds every later reveal until 300 ms after it (the app's takeover from a static
  // copy waited that long). Their files are on their way already (index.html's hints); a stalled one
  // holds the first render back FIRST_PARTS_WAIT_MS at most.
  const partsLoaded = rendersInEmptyLayout(window.location.pathname) ? undefined : firstPartsLoaded();
  void restoreErrorCounterFx();
  const lang = resolveInitialLang({
    search: window.location.search,
    stored: readStoredLang(),
    width: window.innerWidth,
  });
  // Its strings first (fetched beside the config), so the first render is already in that language.
  const langApplied = loadLanguage(lang)
    .catch(() => undefined)
    .then(() => langChanged(lang));
  const [config] = await Promise.all([
    fetchRuntimeConfig('/config.json', fetchOrTakeEarly),
    registerDeployedRemotes(),
    langApplied,
    partsLoaded,
  ]);
  const movedTo = legacyHostTarget(window.location, config);
  if (movedTo) {
    window.location.replace(movedTo);
    // The page is leaving for the current host: nothing renders here in the meantime.
    await new Promise<never>(() => undefined);
  }
  // The language is stored by now: the parameter leaves the address before the router reads it.
  const cleanAddress = withoutForceLang(window.location.href);
  if (cleanAddress) window.history.replaceState(window.history.state, '', cleanAddress);
  runtimeConfigLoaded(config);
  superAppDetected(detectSuperApp(config));
}
