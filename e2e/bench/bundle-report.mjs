// Bundle report (`npm run bench:bundle`): loads /login and / in Debian's Chromium against the
// production builds and prints the JavaScript a first visit downloads (gzip bytes), the size of
// every remoteEntry.js and the largest chunk of each app. Budget: first-load JS of /login ≤ 170 KB.
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

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

async function shellIsUp() {
  try {
    return (await fetch(`${SHELL}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function firstLoadJs(browser, pathname, signedIn) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (signedIn) await context.addCookies([{ name: 'auth_token', value: 'bench', url: SHELL }]);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: response.url(), gzip: gzipBytes(await response.body()) });
    } catch {
      // A response without a body (a redirect) downloads no script.
    }
  });
  await page.goto(`${SHELL}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await context.close();
  return scripts;
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
  for (const [pathname, signedIn] of [
    ['/login', false],
    ['/', true],
  ]) {
    const scripts = await firstLoadJs(browser, pathname, signedIn);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const budget =
      pathname === '/login'
        ? ` (budget ${LOGIN_BUDGET_KB} KB: ${total / 1024 <= LOGIN_BUDGET_KB ? 'within' : 'OVER'})`
        : '';
    if (pathname === '/login' && total / 1024 > LOGIN_BUDGET_KB) failed = true;
    console.info(`  ${pathname.padEnd(8)} ${kb(total).padStart(10)} in ${scripts.length} scripts${budget}`);
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
