// The server side of the shell's signed-in pages (decision 0021): a phone's signed-in visit of a page
// whose first screen is the platform's data (the phone's home: the active orders) gets the shell's
// HTML with that screen already in it, drawn at request time by the page's own remote (its Node
// build, in a worker thread) from the platform's answers to the visitor's own token, inside the
// shell's phone layout (layout-frames.json). The app takes over as it does on the public pages
// (decision 0016). Any doubt (no token, not a phone, a refusal, a failure, a slow platform) and the
// visitor gets the plain index.html: the copy only ever makes the first paint earlier.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import {
  composePage,
  manifestUrlOf,
  readJson,
  remoteStylesOf,
  shellStylesOf,
  inlinable,
} from './prerendered-pages.mjs';
import { requestUrl } from './request-url.mjs';

const require = createRequire(import.meta.url);
const {
  FIRST_LOAD_CHUNKS_FILE,
  LAYOUT_FRAMES_FILE,
  ROUTE_TABLE_FILE,
  SERVER_BUNDLE,
} = require('./prerendered-files.js');

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'signed-in-render-worker.cjs');

/**
 * How long a visit waits for the platform's answers and the render. Past it the plain page leaves:
 * its scripts would have been on their way, and the app asks the platform itself. A platform beside
 * the server answers in tens of milliseconds.
 */
const RENDER_DEADLINE_MS = 400;

/** `<html data-signed-in-copy="mobile">`: the HTML holds a signed-in copy drawn for a phone. */
const SIGNED_IN_COPY_ATTRIBUTE = 'data-signed-in-copy';

/** `<html data-copy-unless-stored="a b">`: stored keys (by prefix) with which the copy is not shown. */
const UNLESS_STORED_ATTRIBUTE = 'data-copy-unless-stored';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What the answer of an address that may hold a copy depends on, beside the address. */
const COPY_VARY = 'Cookie, Sec-CH-UA-Mobile, User-Agent, Accept-Encoding';

/** The platform JWT of the `auth_token` cookie (§4) of a request, or null. */
function authTokenOf(cookieHeader = '') {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== 'auth_token') continue;
    try {
      const token = decodeURIComponent(value.join('='));
      return /^[\w.-]+$/.test(token) ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * A phone, as its browser says: the `Sec-CH-UA-Mobile` hint Chromium sends on every request, else
 * the user agent. Only a guess of the layout: the inline script shows the copy only at a phone's width.
 */
function isPhoneRequest(headers) {
  const hint = headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobile\b|iPhone|Android.+Mobile/i.test(headers['user-agent'] ?? '');
}

/**
 * How many visits may wait for one worker at once; more get the plain page at once. A flood of
 * signed-in visits (or forged cookies) costs the server a bounded queue, never a growing one.
 */
const MAX_WAITING_RENDERS = 16;

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One worker per remote bundle, started with the server (its first render loads ~1 MB of code). */
function rendererOf(bundle) {
  let worker = null;
  let nextId = 0;
  const pending = new Map();
  const start = () => {
    worker = new Worker(WORKER, { workerData: { bundle } });
    worker.unref();
    worker.on('message', ({ id, copy }) => {
      pending.get(id)?.(copy);
      pending.delete(id);
    });
    // A crashed worker answers nothing: its visits get the plain page, the next one a new worker.
    worker.on('error', (error) => console.error(`The signed-in render worker of ${bundle} failed:`, error));
    worker.on('exit', () => {
      for (const resolve of pending.values()) resolve(null);
      pending.clear();
      worker = null;
    });
  };
  start();
  return {
    /** The copy of a visit, or null; never later than the deadline. */
    render(visit, deadlineMs) {
      if (pending.size >= MAX_WAITING_RENDERS) return Promise.resolve(null);
      if (!worker) start();
      const id = (nextId += 1);
      return new Promise((resolve) => {
        const late = setTimeout(() => {
          pending.delete(id);
          resolve(null);
        }, deadlineMs + 50);
        pending.set(id, (copy) => {
          clearTimeout(late);
          resolve(copy);
        });
        worker.postMessage({ id, visit, timeoutMs: deadlineMs });
      });
    },
    close: () => worker?.terminate(),
  };
}

/** Files whose change means a new deployment (a re-read of what the copies are composed from). */
const versionOf = (files) =>
  files
    .map((file) => statSync(file, { throwIfNoEntry: false }))
    .map((stats) => (stats ? `${stats.size}:${stats.mtimeMs}` : '-'))
    .join('|');

/**
 * The shell's server side for signed-in copies. `remoteDistOf(name)` is the folder of the build that
 * remotes.json's entry for `name` serves; its server bundle sits beside it (SERVER_BUNDLE).
 * `answer(req, res, headers)` resolves to true when it sent the page (with `headers`, the deployment's
 * security headers), false when the static handler is to answer; `varyAt(pathname)` is the `Vary`
 * of an address whose HTML may hold a copy (the plain answer there needs it too), else null.
 * @param {{ shellDist: string, remoteDistOf: (name: string) => string | null, deadlineMs?: number }} options
 */
export function createSignedInPages({ shellDist, remoteDistOf, deadlineMs = RENDER_DEADLINE_MS }) {
  // By bundle file and its build: a remote deployed again gets a new worker (a loaded bundle is
  // never loaded again), and the worker of the build it replaces is stopped.
  const renderers = new Map();
  const rendererFor = (bundle) => {
    const build = versionOf([bundle]);
    const current = renderers.get(bundle);
    if (current?.build === build) return current.renderer;
    void current?.renderer.close();
    const renderer = rendererOf(bundle);
    renderers.set(bundle, { build, renderer });
    return renderer;
  };
  const deploymentFiles = ['index.html', 'config.json', 'remotes.json', LAYOUT_FRAMES_FILE, ROUTE_TABLE_FILE];
  let version = null;
  let pages = new Map();
  /** The files the last read composed from: only their sizes and times are checked on a visit. */
  let watched = deploymentFiles.map((name) => path.join(shellDist, name));

  /** What a copy at each address is composed from, read again when the deployment changes. */
  const pagesNow = () => {
    const now = versionOf(watched);
    if (now !== version) {
      pages = readPages();
      watched = [
        ...deploymentFiles.map((name) => path.join(shellDist, name)),
        ...[...pages.values()].map((page) => page.manifestFile),
      ];
      version = versionOf(watched);
    }
    return pages;
  };

  const readPages = () => {
    const found = new Map();
    const frames = readJson(path.join(shellDist, LAYOUT_FRAMES_FILE))?.frames;
    const routes = readJson(path.join(shellDist, ROUTE_TABLE_FILE))?.routes ?? [];
    const remotes = readJson(path.join(shellDist, 'remotes.json')) ?? {};
    const config = readJson(path.join(shellDist, 'config.json')) ?? {};
    const chunks = readJson(path.join(shellDist, FIRST_LOAD_CHUNKS_FILE)) ?? {};
    if (!frames || typeof config.deliveryApiUrl !== 'string') return found;
    const indexHtml = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
    const layoutStyles = (chunks['mobile-layout'] ?? [])
      .filter((href) => href.endsWith('.css'))
      .map((href) => {
        const text = readFileSync(path.join(shellDist, href.replace(/^\/+/, '')), 'utf8');
        return { href, text: inlinable(text, (ref) => new URL(ref, `http://shell.invalid${href}`).pathname) };
      });
    for (const [address, frame] of Object.entries(frames.mobile ?? {})) {
      const route = routes.find((candidate) => candidate.path === address);
      const module = route?.mobileModule ?? route?.module;
      const dist = route && remoteDistOf(route.owner);
      const manifestUrl = route && manifestUrlOf(remotes[route.owner]);
      if (!module || !dist || !manifestUrl) continue;
      const bundle = path.join(dist, '..', SERVER_BUNDLE);
      const manifestFile = path.join(dist, 'mf-manifest.json');
      const manifest = readJson(manifestFile);
      if (!manifest || !existsSync(bundle)) continue;
      found.set(address, {
        module,
        bundle,
        manifestFile,
        api: config.deliveryApiUrl,
        frame,
        slots: frames.slots,
        indexHtml,
        styles: [
          ...shellStylesOf(indexHtml, shellDist),
          ...layoutStyles,
          ...remoteStylesOf(manifestUrl, manifest, module, dist),
        ],
      });
      rendererFor(bundle);
    }
    return found;
  };

  const compose = (page, copy) => {
    const html = {};
    for (const [lang, markup] of Object.entries(copy.html)) {
      const frame = page.frame[lang];
      if (!frame) continue;
      html[lang] = frame
        .replace(page.slots.title, () => escapeText(copy.title[lang] ?? ''))
        .replace(page.slots.page, () => markup);
    }
    const unlessStored = (copy.unlessStored ?? []).filter((key) => /^[\w.:-]+$/.test(key));
    return composePage(page.indexHtml, {
      styles: page.styles,
      html,
      wrap: (markup) => markup,
      htmlAttributes: [
        `${SIGNED_IN_COPY_ATTRIBUTE}="mobile"`,
        ...(unlessStored.length > 0
          ? [`${UNLESS_STORED_ATTRIBUTE}="${escapeAttribute(unlessStored.join(' '))}"`]
          : []),
      ].join(' '),
      inert: copy.inert === true,
    });
  };

  const send = (req, res, headers, body) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The user's own data: never kept by a shared cache, revalidated by the browser on every use.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let encoded = Buffer.from(body);
    if (/\bbr\b/.test(accepted)) {
      encoded = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accepted)) {
      encoded = gzipSync(body, { level: 6 });
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', encoded.length);
    res.end(encoded);
  };

  /** A half-written file (a deploy's moment) by its message; anything else with its stack. */
  const errorText = (error) => (error instanceof SyntaxError ? error.message : error);

  // The workers start with the server: a first visit would otherwise wait for one to load its code.
  try {
    pagesNow();
  } catch (error) {
    console.error('The signed-in pages of this deployment could not be read:', errorText(error));
  }

  return {
    async answer(req, res, headers) {
      if (req.method !== 'GET') return false;
      const url = requestUrl(req);
      let page;
      try {
        page = pagesNow().get(url.pathname);
      } catch (error) {
        console.error('The signed-in pages of this deployment could not be read:', errorText(error));
        return false;
      }
      if (!page) return false;
      const token = authTokenOf(req.headers.cookie);
      // A query changes the page (a shared link to an order, a forced language): the app's own start.
      if (url.search || !token || !isPhoneRequest(req.headers)) return false;
      const copy = await rendererFor(page.bundle).render(
        { module: page.module, api: page.api, token },
        deadlineMs,
      );
      if (!copy) return false;
      send(req, res, headers, compose(page, copy));
      return true;
    },
    varyAt(pathname) {
      try {
        return pagesNow().has(pathname) ? COPY_VARY : null;
      } catch {
        return null;
      }
    },
    close: () => Promise.all([...renderers.values()].map(({ renderer }) => renderer.close())),
  };
}
