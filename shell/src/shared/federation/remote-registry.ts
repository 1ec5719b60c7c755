import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

import type { RoutePageModule } from '@cabinet/shared/router';

import { provideRuntimeCore } from './provide-runtime-core';

/** Remote name -> URL of its mf-manifest.json, as deployed (remotes.json beside index.html). */
type RemotesManifest = Record<string, string>;

let manifest: RemotesManifest = {};

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

/** Sends the manifest request of a remote's first load (a retry leaves it to the runtime). */
function requestManifestEarly(remote: string): void {
  const entry = manifest[remote];
  if (!entry || manifestAsked.has(remote)) return;
  manifestAsked.add(remote);
  const request = fetch(entry, {});
  // A failure reaches the runtime through the hook, which turns it into the remote's fallback.
  request.catch(() => undefined);
  earlyManifests.set(absolute(entry), request);
}

/** The runtime's fetch hook: the early request for this manifest if there is one, once. */
function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const early = earlyManifests.get(key);
  earlyManifests.delete(key);
  return early;
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
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry)) {
      throw new Error(`remotes.json: the entry of "${name}" must be an http(s) or root-relative URL`);
    }
    result[name] = entry;
  }
  return result;
}

/**
 * Registers the deployed remotes without fetching any of them: a remote's files are requested
 * the first time one of its routes is visited. The errorLoadRemote hook turns a failed load into
 * a marker module, so a dead remote can never take the page down with it.
 */
export async function registerDeployedRemotes(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  manifest = parseRemotesManifest(await response.json());
  pages.clear();
  earlyManifests.clear();
  manifestAsked.clear();
  provideRuntimeCore();
  registerPlugins([
    {
      name: 'cabinet-remote-fallback',
      errorLoadRemote: ({ error }) => ({ [UNAVAILABLE]: true, error }) satisfies UnavailableModule,
    },
    { name: 'cabinet-early-manifest', fetch: (url) => takeEarlyManifest(url) },
  ]);
  registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
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

/** A loaded route of a remote: its page and what the module starts when the route is entered. */
export interface RemotePage {
  Page: ComponentType<Record<string, unknown>>;
  routeEntered?: RoutePageModule['routeEntered'];
}

const AUTOMATIC_ATTEMPTS = 2;
const RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadOnce(remote: string, module: string, fresh: boolean): Promise<RemotePage> {
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not in remotes.json'));
  // A failed attempt leaves the runtime's cache holding the failure: start that remote afresh.
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<RoutePageModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (isUnavailable(loaded)) throw new RemoteUnavailableError(remote, loaded.error);
  if (!loaded?.default)
    throw new RemoteUnavailableError(remote, new Error(`${module} has no default export`));
  return typeof loaded.routeEntered === 'function'
    ? { Page: loaded.default, routeEntered: loaded.routeEntered }
    : { Page: loaded.default };
}

async function loadWithRetry(remote: string, module: string, fresh: boolean): Promise<RemotePage> {
  let lastError: unknown;
  for (let attempt = 0; attempt < AUTOMATIC_ATTEMPTS; attempt += 1) {
    try {
      return await loadOnce(remote, module, fresh || attempt > 0);
    } catch (error) {
      lastError = error;
      if (attempt + 1 < AUTOMATIC_ATTEMPTS) await wait(RETRY_DELAY_MS);
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
