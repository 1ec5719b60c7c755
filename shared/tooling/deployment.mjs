// The shell's deployment files, written beside its index.html as a deployment would edit them:
// remotes.json (where each remote's manifest is) and config.json (shell/public/config.json with the
// platform on this environment's sandbox port, plus any overrides). Used by `npm start` and the e2e
// suite; the static server computes its security headers from them (security-headers.mjs). Then the
// shell's HTML of the public pages the remotes prerender (prerendered-pages.mjs, decision 0016).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { writePrerenderedPages } from './prerendered-pages.mjs';

const require = createRequire(import.meta.url);
const { APPS, SANDBOX, portOf } = require('./apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Writes shell/dist/remotes.json and shell/dist/config.json for this environment's ports, and the
 * shell's HTML of the prerendered public pages of the remotes built here.
 */
export function writeDeploymentFiles({ env = process.env, config: overrides = {} } = {}) {
  const shellDist = path.join(ROOT, 'shell', 'dist');
  const sandboxOrigin = `http://localhost:${portOf(SANDBOX, env)}`;
  const remotes = Object.fromEntries(
    APPS.filter((app) => !app.isHost).map((app) => [
      app.federationName,
      `http://localhost:${portOf(app, env)}/mf-manifest.json`,
    ]),
  );
  writeFileSync(path.join(shellDist, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  const config = JSON.parse(readFileSync(path.join(ROOT, 'shell', 'public', 'config.json'), 'utf8'));
  const onSandbox = (url) => url.replace(/^http:\/\/localhost:8090/, sandboxOrigin);
  const runtimeConfig = JSON.parse(JSON.stringify({ ...config, ...overrides }), (_, value) =>
    typeof value === 'string' ? onSandbox(value) : value,
  );
  writeFileSync(path.join(shellDist, 'config.json'), `${JSON.stringify(runtimeConfig, null, 2)}\n`);
  writePublicPages(shellDist);
  return { remotes, config: runtimeConfig };
}

/**
 * The deploy step after any release of the shell or of a remote with public pages (decision 0016):
 * the shell's HTML of those pages, with the markup of the remotes built in this workspace.
 */
export function writePublicPages(shellDist = path.join(ROOT, 'shell', 'dist')) {
  return writePrerenderedPages({
    shellDist,
    remotes: JSON.parse(readFileSync(path.join(shellDist, 'remotes.json'), 'utf8')),
    remoteDistOf: workspaceRemoteDist,
  });
}

/** The folder of the remote built in this workspace under a federation name (null: no such remote). */
export function workspaceRemoteDist(name) {
  const app = APPS.find((candidate) => candidate.federationName === name && !candidate.isHost);
  return app ? path.join(ROOT, app.dir, 'dist') : null;
}
