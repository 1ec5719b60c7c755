// Serves the production builds of the shell and the four remotes, each on its own origin, as a
// static host would in production. Used by `npm start`, the e2e suite and the benchmarks.
// What a CDN in front of a deployment must do the same way is in README ("Deploying").
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { workspaceRemoteDist } from './deployment.mjs';
import { requestUrl } from './request-url.mjs';
import { securityHeaders } from './security-headers.mjs';
import { createSignedInPages } from './signed-in-pages.mjs';

const require = createRequire(import.meta.url);
const { APPS, portOf } = require('./apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A path the server answers with HTML: a page (the SPA fallback included) or an .html file. */
export const isPagePath = (pathname) => !/\.[a-z0-9]+$/i.test(pathname) || /\.html$/i.test(pathname);

/** Content-hashed file names (`[name].[contenthash:8].js`): their bytes never change. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/** Source maps are built for error reports and kept out of `dist`; never served, even if copied in. */
const SOURCE_MAP = /\.map$/i;

/**
 * Cache-Control by what a path is. Only content-hashed files may be kept for good; everything else
 * (every HTML answer, config.json, remotes.json, remoteEntry.js, manifests, a remote's main.js) names
 * other files or is edited at deploy time, so a browser must revalidate it (ETag) on every use.
 */
export function cacheControlFor(pathname) {
  return CONTENT_HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A request handler for one built app: brotli or gzip siblings by Accept-Encoding (with Vary),
 * ETags, the cache policy above, no source maps, and `extraHeaders(pathname)` on every answer (its
 * `Vary`, if any, replaces the plain `Accept-Encoding` one).
 */
export async function staticHandler(dist, { spa = false, cors = false, dev = false, extraHeaders } = {}) {
  const { default: sirv } = await import('sirv');
  const serveFile = sirv(dist, {
    single: spa,
    // `dev` looks files up on every request instead of once at start: a deploy's edit of config.json
    // or remotes.json (or a new build) is served at once, with its own length and ETag.
    dev,
    etag: true,
    brotli: true,
    gzip: true,
    // Called after sirv's own `Vary: Accept-Encoding`, which an address that varies more must widen.
    setHeaders: (res, pathname) => {
      const vary = extraHeaders?.(pathname)?.Vary;
      if (vary) res.setHeader('Vary', vary);
    },
  });
  const common = (res, pathname) => {
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(extraHeaders?.(pathname) ?? {})) res.setHeader(name, value);
  };
  const notFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end('Not found');
  };
  return (req, res) => {
    const pathname = requestUrl(req).pathname;
    common(res, pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end();
      return;
    }
    if (SOURCE_MAP.test(pathname)) {
      notFound(req, res);
      return;
    }
    // Set before sirv runs, so that a 304 carries them too (sirv answers 304 before its own hook).
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    serveFile(req, res, () => notFound(req, res));
  };
}

/** The shell's deployment files, which the security headers are computed from. */
export function readDeployment(shellDist) {
  const read = (name) => readFileSync(path.join(shellDist, name), 'utf8');
  return {
    config: JSON.parse(read('config.json')),
    remotes: JSON.parse(read('remotes.json')),
    indexHtml: read('index.html'),
  };
}

/**
 * The security headers of a deployment, computed from its files and computed again when one of them
 * changes: a deploy that edits remotes.json or config.json (or replaces the shell) is followed by
 * the next page load, with nothing restarted.
 */
export function securityHeadersOf(shellDist) {
  const files = ['config.json', 'remotes.json', 'index.html'].map((name) => path.join(shellDist, name));
  const versionNow = () =>
    files
      .map((file) => statSync(file, { throwIfNoEntry: false }))
      .map((stats) => (stats ? `${stats.size}:${stats.mtimeMs}` : '-'))
      .join('|');
  // A deployment that cannot be read when the server starts is a mistake to stop at, here.
  let version = versionNow();
  let headers = securityHeaders(readDeployment(shellDist));
  return () => {
    const now = versionNow();
    if (now !== version) {
      version = now;
      // A file caught half-written by a deploy, or broken by a hand edit, must not take the
      // servers down: the last headers that were read stay until the files can be read again.
      try {
        headers = securityHeaders(readDeployment(shellDist));
      } catch (error) {
        // A half-written file is a moment of a deploy, not a fault of the server: its message says all.
        console.error(
          `The deployment files in ${shellDist} could not be read; the last headers stay:`,
          error instanceof SyntaxError ? error.message : error,
        );
      }
    }
    return headers;
  };
}

/** Starts one static server per app; resolves to a list of { app, url, close }. */
export async function serveApps({ host = '127.0.0.1', env = process.env } = {}) {
  const servers = [];
  const shell = APPS.find((app) => app.isHost);
  for (const app of APPS) {
    if (!existsSync(path.join(ROOT, app.dir, 'dist', 'remoteEntry.js'))) {
      throw new Error(`${app.dir} is not built: run "pnpm --filter @cabinet/${app.dir} build" first`);
    }
  }
  // Every origin's pages send the same headers; its other files only the referrer policy (a CSP on a
  // script or JSON file does nothing, and costs every chunk ~700 bytes).
  const deploymentHeaders = securityHeadersOf(path.join(ROOT, shell.dir, 'dist'));
  const headersFor = (pathname) =>
    isPagePath(pathname)
      ? deploymentHeaders()
      : { 'Referrer-Policy': deploymentHeaders()['Referrer-Policy'] };
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    // The shell's pages that a phone's signed-in visit gets drawn (decision 0021) vary by visitor.
    const signedIn = app.isHost
      ? createSignedInPages({ shellDist: dist, remoteDistOf: workspaceRemoteDist })
      : null;
    const appHeadersFor = signedIn
      ? (pathname) => {
          const vary = isPagePath(pathname) ? signedIn.varyAt(pathname) : null;
          return vary ? { ...headersFor(pathname), Vary: vary } : headersFor(pathname);
        }
      : headersFor;
    const serveStatic = await staticHandler(dist, {
      spa: Boolean(app.isHost),
      cors: !app.isHost,
      // Deployment files are edited in place (README): always read what is on disk now.
      dev: true,
      extraHeaders: appHeadersFor,
    });
    const handler = signedIn
      ? (req, res) => {
          const pathname = requestUrl(req).pathname;
          // Files (scripts, styles, JSON) never hold a copy: straight to the static handler.
          if (!isPagePath(pathname)) {
            serveStatic(req, res);
            return;
          }
          signedIn
            .answer(req, res, appHeadersFor(pathname))
            .catch((error) => {
              console.error('A signed-in page could not be drawn:', error);
              return false;
            })
            .then((sent) => {
              if (!sent) serveStatic(req, res);
            });
        }
      : serveStatic;
    const server = await listen(handler, portOf(app, env), host, app);
    servers.push(
      signedIn ? { ...server, close: () => Promise.all([server.close(), signedIn.close()]) } : server,
    );
  }
  return servers;
}

/** Listens on host:port with a handler; resolves to { app, url, close }. */
export async function listen(handler, port, host = '127.0.0.1', app = null) {
  // Whatever one request makes go wrong is that request's 500, never the end of the server.
  const server = createServer((req, res) => {
    try {
      handler(req, res);
    } catch (error) {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
      }
      res.end();
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    app,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const servers = await serveApps();
  const headers = securityHeaders(readDeployment(path.join(ROOT, 'shell', 'dist')));
  console.info(`Content-Security-Policy: ${headers['Content-Security-Policy']}`);
  for (const { app, url } of servers) console.info(`${app.dir.padEnd(14)} ${url}`);
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
