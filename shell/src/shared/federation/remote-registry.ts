import {
  getInstance,
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import { $runtimeConfig, loadedBuilds, translationsReady } from '@cabinet/shared';
import type { RoutePageModule } from '@cabinet/shared/router';

import { fetchOrTakeEarly } from '../lib';
import { checkedSingletons } from './checked-singletons';
import { provideRuntimeCore } from './provide-runtime-core';
import { unmetRequirements, type BuildManifest } from './remote-build';
import type { RemoteEntry } from './rollout';

/** Remote name -> URL of its mf-manifest.json, or a rollout of two (remotes.json beside index.html). */
type RemotesManifest = Record<string, RemoteEntry>;

let manifest: RemotesManifest = {};
/** The manifest URL each remote is registered with in the runtime now. */
const registered = new Map<string, string>();
/** Remotes refused: their manifest asks for shared versions the shell lacks (decision 0013). */
const incompatible = new Map<string, string[]>();

/**
 * The manifest URL of a remote for the signed-in user: a rollout's `next` build or its `url`. The
 * rollout's code is in a lazy chunk, fetched only while a rollout is on (decision 0007).
 */
async function entryOf(remote: string): Promise<string | undefined> {
  const entry = manifest[remote];
  if (!entry || typeof entry === 'string') return entry;
  return entry.next
    ? (await import(/* webpackChunkName: "remote-extras" */ './rollout-for-user')).rolloutEntryFor(
        remote,
        entry,
      )
    : entry.url;
}

/** Whether a remote's build depends on who is signed in: a rollout is on for it (decision 0013). */
export function buildDependsOnUser(remote: string): boolean {
  const entry = manifest[remote];
  return typeof entry === 'object' && Boolean(entry.next);
}

/** Pages loading or loaded, by "remote/module": a nav click and the route's render share one load. */
const pages = new Map<string, Promise<RemotePage>>();

/**
 * Manifest requests a page load sent before the federation runtime asked for them, by absolute
 * URL; the runtime's fetch hook takes each one once. The runtime reaches its own fetch only after
 * a few asynchronous steps, by which time the click's navigation has often taken the main thread:
 * sent at once, the manifest is on its way in the same task as the click.
 */
const earlyManifests = new Map<string, Promise<Response>>();
/** Remotes whose manifest has been asked for: the runtime keeps it for the page's life. */
const manifestAsked = new Set<string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Sends the manifest request of a remote's first load (a retry leaves it to the runtime), or takes
 * the one index.html's inline script sent for the first page.
 */
function requestManifestEarly(remote: string): void {
  // A rollout's URL depends on the user: the runtime asks for it once it is known.
  const entry = manifest[remote];
  if (typeof entry !== 'string' || manifestAsked.has(remote)) return;
  manifestAsked.add(remote);
  const request = fetchOrTakeEarly(entry);
  // A failure reaches the runtime through the hook, which turns it into the remote's fallback.
  request.catch(() => undefined);
  earlyManifests.set(absolute(entry), request);
}

/** A remote's page that has not loaded by then shows its fallback with a retry (§2, hardening). */
export const DEFAULT_REMOTE_LOAD_DEADLINE_MS = 8_000;

/** The deadline of this deployment: config.json's remoteLoadDeadlineMs, or the default. */
function loadDeadlineMs(): number {
  const configured = $runtimeConfig.getState()?.remoteLoadDeadlineMs;
  return typeof configured === 'number' && configured > 0 ? configured : DEFAULT_REMOTE_LOAD_DEADLINE_MS;
}

/**
 * The runtime's fetch hook: the early request for this manifest if there is one, once; otherwise
 * the runtime's own request, given up at the deadline instead of never.
 */
function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  const key = absolute(url);
  const early = earlyManifests.get(key);
  earlyManifests.delete(key);
  const response = early ?? fetch(url, { ...init, signal: AbortSignal.timeout(loadDeadlineMs()) });
  const remote = [...registered].find(([, entry]) => absolute(entry) === key)?.[0];
  return remote ? response.then((answer) => inspectManifest(remote, answer)) : response;
}

/**
 * Records which build a manifest is and refuses one whose shared requirements the shell cannot
 * meet: the runtime never fetches its remoteEntry.js, and the route shows "being updated".
 */
async function inspectManifest(remote: string, response: Response): Promise<Response> {
  if (!response.ok) return response;
  const json: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  loadedBuilds[remote] = (json as BuildManifest | null)?.metaData?.buildInfo;
  const unmet = unmetRequirements(json, getInstance()?.shareScopeMap.default ?? {});
  incompatible.delete(remote);
  if (unmet.length === 0) return response;
  incompatible.set(remote, unmet);
  throw new Error(unmet.join());
}

/**
 * What a failed page left behind that a fresh load would reuse instead of fetching: the remote's
 * chunk-loading array (chunks that arrived, even ones that threw, are re-installed from it by the
 * next container) and its script elements still waiting for an answer (the runtime waits on an
 * existing element of the same URL rather than adding one).
 */
function forgetRemoteFiles(remote: string): void {
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
  const entry = registered.get(remote);
  if (!entry || typeof document === 'undefined') return;
  const base = new URL('.', absolute(entry)).href;
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.startsWith(base)) script.remove();
  }
}

/** Marks the module the errorLoadRemote hook hands back instead of throwing. */
const UNAVAILABLE = Symbol.for('cabinet.remote-unavailable');

interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

function isUnavailable(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** Checks remotes.json: a name must map to an absolute or root-relative manifest URL. */
export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json is not an object of remote name -> manifest URL');
  }
  const result: RemotesManifest = {};
  for (const [name, entry] of Object.entries(raw)) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`remotes.json: "${name}" is not a federation name`);
    // A rollout's `next` is checked by its own chunk when it is first used (rollout.ts).
    const url: unknown = typeof entry === 'string' ? entry : (entry as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new Error(`remotes.json: the entry of "${name}" must be an http(s) or root-relative URL`);
    }
    result[name] = entry as RemoteEntry;
  }
  return result;
}

/**
 * Registers the deployed remotes without fetching any of them: a remote's files are requested
 * the first time one of its routes is visited. The errorLoadRemote hook turns a failed load into
 * a marker module, so a dead remote can never take the page down with it.
 */
export async function registerDeployedRemotes(url = '/remotes.json'): Promise<RemotesManifest> {
  // Revalidated on every load by its Cache-Control: no-cache (shared/tooling/serve.mjs).
  const response = await fetchOrTakeEarly(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  manifest = parseRemotesManifest(await response.json());
  pages.clear();
  earlyManifests.clear();
  manifestAsked.clear();
  registered.clear();
  incompatible.clear();
  provideRuntimeCore();
  // Every remote's runtime instance is created later and takes the global plugins (the shell's own
  // has this one from its build's runtimePlugins).
  registerGlobalPlugins([checkedSingletons]);
  registerPlugins([
    {
      name: 'cabinet-remote-fallback',
      errorLoadRemote: ({ error }) => ({ [UNAVAILABLE]: true, error }) satisfies UnavailableModule,
    },
    { name: 'cabinet-manifest-fetch', fetch: (url, init) => fetchManifest(url, init) },
    // remoteEntry.js is a <script>: the runtime gives up on one after this long (20 s by itself).
    { name: 'cabinet-entry-deadline', createScript: () => ({ timeout: loadDeadlineMs() }) },
  ]);
  for (const [name, entry] of Object.entries(manifest))
    registered.set(name, typeof entry === 'string' ? entry : entry.url);
  registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));
  return manifest;
}

/** A remote's page could not be fetched or evaluated. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`Remote "${remote}" is unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * A loaded route of a remote: its page, what the module starts when the route is entered, and when
 * the page can render without a loading state of its own.
 */
export interface RemotePage {
  Page: ComponentType<Record<string, unknown>>;
  routeEntered?: RoutePageModule['routeEntered'];
  pageReady?: RoutePageModule['pageReady'];
}

const AUTOMATIC_ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(remote: string, module: string, fresh: boolean): Promise<RemotePage> {
  const entry = await entryOf(remote);
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not in remotes.json'));
  // A failed attempt leaves the runtime's cache holding the failure: start that remote afresh. A
  // rollout may send this user to another build than the one registered at start-up.
  if (fresh || registered.get(remote) !== entry) {
    forgetRemoteFiles(remote);
    registered.set(remote, entry);
    registerRemotes([{ name: remote, entry }], { force: true });
  }
  const loaded = await loadRemote<RoutePageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  const refused = incompatible.get(remote);
  if (refused) {
    // Not run: "being updated" in its place, and a report; a chunk only a refused remote needs.
    const { RemoteUpdating, remoteRefused } = await import(
      /* webpackChunkName: "remote-extras" */ './remote-refused'
    );
    remoteRefused({ remote, manifestUrl: entry, unmet: refused });
    return { Page: RemoteUpdating };
  }
  if (isUnavailable(loaded)) throw new RemoteUnavailableError(remote, loaded.error);
  if (!loaded?.default)
    throw new RemoteUnavailableError(remote, new Error(`${module} has no default export`));
  // A page speaking Kazakh renders once the strings its module asked for have arrived.
  await translationsReady();
  return {
    Page: loaded.default,
    ...(typeof loaded.routeEntered === 'function' ? { routeEntered: loaded.routeEntered } : {}),
    ...(typeof loaded.pageReady === 'function' ? { pageReady: loaded.pageReady } : {}),
  };
}

/** The load, or a RemoteUnavailableError when it has not settled `ms` from now. */
function withinDeadline<T>(loading: Promise<T>, remote: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteUnavailableError(remote, new Error(`not loaded within ${ms} ms`))),
      Math.max(0, ms),
    );
  });
  return Promise.race([loading, deadline]).finally(() => clearTimeout(timer));
}

async function loadWithRetry(remote: string, module: string, fresh: boolean): Promise<RemotePage> {
  let lastError: unknown;
  // One deadline for the whole load, the automatic retry included: a hung remote shows its
  // fallback at the deadline, never later.
  const until = Date.now() + loadDeadlineMs();
  for (let attempt = 0; attempt < AUTOMATIC_ATTEMPTS; attempt += 1) {
    try {
      return await withinDeadline(loadOnce(remote, module, fresh || attempt > 0), remote, until - Date.now());
    } catch (error) {
      lastError = error;
      if (attempt + 1 >= AUTOMATIC_ATTEMPTS || Date.now() + RETRY_DELAY_MS >= until) break;
      await wait(RETRY_DELAY_MS);
    }
  }
  throw lastError instanceof RemoteUnavailableError
    ? lastError
    : new RemoteUnavailableError(remote, lastError);
}

/**
 * Loads a route-level page of a remote, retrying a transient failure once before giving up. A
 * second call for a page already loading or loaded shares that load (a nav link starts it on the
 * click, the route's render finds it on its way); `fresh` (the user's retry) always starts anew,
 * and a failed load is forgotten. A remote's first load sends its manifest request at once.
 */
export function loadRemotePage(remote: string, module: string, fresh = false): Promise<RemotePage> {
  const key = `${remote}/${module}`;
  const known = pages.get(key);
  if (known && !fresh) return known;
  if (!fresh) requestManifestEarly(remote);
  const loading = loadWithRetry(remote, module, fresh);
  pages.set(key, loading);
  loading.catch(() => {
    if (pages.get(key) === loading) pages.delete(key);
  });
  return loading;
}
