// Bundle report (`npm run bench:bundle`): loads /login and / in Debian's Chromium against the
// production builds and prints the JavaScript a first visit downloads (gzip bytes), the size of
// every remoteEntry.js and the largest chunk of each app. Budget: first-load JS of /login ≤ 170 KB.
// The signed-in `/` needs the sandbox in test mode (as for the e2e suite); without it, it is skipped.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { APPS } = require('../../shared/tooling/apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOGIN_BUDGET_KB = 170;
const SHELL = 'http://localhost:8080';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function shellIsUp() {
  try {
    return (await fetch(`${SHELL}/config.json`)).ok;
  } catch {
    return false;
  }
}

/** A real platform token of the demo company when the sandbox runs in test mode, else null. */
async function sandboxToken() {
  try {
    const response = await fetch(`${SANDBOX}/__sandbox/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ choco_user_id: 10001 }),
    });
    return response.ok ? (await response.json()).tokens.access : null;
  } catch {
    return null;
  }
}

async function firstLoad(browser, pathname, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) await context.addCookies([{ name: 'auth_token', value: token, url: SHELL }]);
  const page = await context.newPage();
  const scripts = [];
  const styles = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      (type === 'script' ? scripts : styles).push({
        url: response.url(),
        gzip: gzipBytes(await response.body()),
      });
    } catch {
      // A response without a body (a redirect) downloads nothing.
    }
  });
  await page.goto(`${SHELL}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await context.close();
  return { scripts, styles };
}

function distFacts(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'));
  const sized = files.map((name) => {
    const buffer = readFileSync(path.join(dist, name));
    return { name, raw: statSync(path.join(dist, name)).size, gzip: gzipBytes(buffer) };
  });
  const remoteEntry = sized.find((file) => file.name === 'remoteEntry.js');
  const largest = sized.sort((a, b) => b.gzip - a.gzip)[0];
  return { remoteEntry, largest, total: sized.reduce((sum, file) => sum + file.gzip, 0) };
}

let servers = [];
if (!(await shellIsUp())) {
  const { serveApps } = await import('../../shared/tooling/serve.mjs');
  servers = await serveApps();
}

const browser = await chromium.launch(require('../chromium-launch.cjs'));

let failed = false;
try {
  console.info('First-load JavaScript (gzip -9 of each downloaded script):');
  const token = await sandboxToken();
  for (const [pathname, signedIn] of [
    ['/login', false],
    ['/', true],
  ]) {
    if (signedIn && !token) {
      console.info(`  ${pathname.padEnd(8)} skipped: needs the sandbox in test mode (${SANDBOX})`);
      continue;
    }
    const { scripts, styles } = await firstLoad(browser, pathname, signedIn ? token : null);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const css = styles.reduce((sum, style) => sum + style.gzip, 0);
    const budget =
      pathname === '/login'
        ? ` (budget ${LOGIN_BUDGET_KB} KB: ${total / 1024 <= LOGIN_BUDGET_KB ? 'within' : 'OVER'})`
        : '';
    if (pathname === '/login' && total / 1024 > LOGIN_BUDGET_KB) failed = true;
    console.info(
      `  ${pathname.padEnd(8)} ${kb(total).padStart(10)} in ${scripts.length} scripts${budget}; CSS ${kb(css)} in ${styles.length} files`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.info(`             ${kb(script.gzip).padStart(9)}  ${script.url.replace(/\?.*$/, '')}`);
    }
  }
  console.info('\nPer app (gzip): remoteEntry.js, largest chunk, all JS');
  for (const app of APPS) {
    const facts = distFacts(app);
    console.info(
      `  ${app.dir.padEnd(14)} remoteEntry ${kb(facts.remoteEntry?.gzip ?? 0).padStart(9)}   largest ${kb(facts.largest.gzip).padStart(9)} (${facts.largest.name})   all ${kb(facts.total)}`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
process.exitCode = failed ? 1 : 0;
