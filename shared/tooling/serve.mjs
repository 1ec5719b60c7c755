// Serves the production builds of the shell and the four remotes, each on its own origin, as a
// static host would in production. Used by `npm start`, the e2e suite and the bundle report.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS, portOf } = require('./apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Files that name other files must always be revalidated; hashed chunks can be cached for good.
const ALWAYS_FRESH =
  /(^|\/)(index\.html|remoteEntry\.js|main\.js|mf-manifest\.json|config\.json|remotes\.json)$/;

function headersFor(isHost) {
  return (res, pathname) => {
    if (!isHost) res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader(
      'Cache-Control',
      ALWAYS_FRESH.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };
}

/** Starts one static server per app; resolves to a list of { app, url, close }. */
export async function serveApps({ host = '127.0.0.1', env = process.env } = {}) {
  const { default: sirv } = await import('sirv');
  const servers = [];
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
      throw new Error(`${app.dir} is not built: run "pnpm --filter @cabinet/${app.dir} build" first`);
    }
    const handler = sirv(dist, {
      single: Boolean(app.isHost),
      // SERVE_DEV=1 re-reads dist/ on every request, so a rebuild needs no restart (development only).
      dev: env.SERVE_DEV === '1',
      etag: true,
      setHeaders: headersFor(Boolean(app.isHost)),
    });
    const server = createServer((req, res) =>
      handler(req, res, () => {
        res.statusCode = 404;
        if (!app.isHost) res.setHeader('Access-Control-Allow-Origin', '*');
        res.end('Not found');
      }),
    );
    const port = portOf(app, env);
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    servers.push({
      app,
      url: `http://localhost:${port}`,
      close: () => new Promise((resolve) => server.close(resolve)),
    });
  }
  return servers;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const servers = await serveApps();
  for (const { app, url } of servers) console.info(`${app.dir.padEnd(14)} ${url}`);
  const stop = async () => {
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
