// Bundle report and budgets (`npm run bench:bundle`; `npm test` runs it after the builds): loads
// /login, / and the phone's / in Debian's Chromium against the production builds and prints the
// JavaScript a first visit downloads (gzip -9 of each script, and the bytes actually sent, brotli),
// the size of every remoteEntry.js and the largest chunk of each app. Budgets (exit code 1 when one
// is exceeded, the figures are printed either way): first-load JS of /login ≤ 170 KB gzip; every
// remote's remoteEntry.js ≤ 10 KB gzip; the chart library of /statistics (mf-reports' `chartist`
// and `charts` chunks) is never part of a first load. The signed-in `/` needs the sandbox in test
// mode (as for the e2e suite); without it, it is skipped.
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
const REMOTE_ENTRY_BUDGET_KB = 10;
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

const DESKTOP = { width: 1280, height: 800 };
/** Lighthouse's mobile preset (bench:lighthouse): a phone's `/` is another page (the phone's home). */
const PHONE = { width: 412, height: 823 };

async function firstLoad(browser, pathname, token, viewport) {
  const context = await browser.newContext({ viewport });
  if (token) await context.addCookies([{ name: 'auth_token', value: token, url: SHELL }]);
  const page = await context.newPage();
  const scripts = [];
  const styles = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      (type === 'script' ? scripts : styles).push({
        url: response.url(),
        gzip: gzipBytes(body),
        sent: sizes.responseBodySize,
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

/** The lazily loaded chart chunks of mf-reports (the library and the code that draws with it). */
function chartFacts() {
  const dist = path.join(ROOT, 'mf-reports', 'dist');
  const files = readdirSync(dist).filter((name) => /^(chartist|charts)\.[0-9a-f]{8}\.(js|css)$/.test(name));
  return files.map((name) => ({ name, gzip: gzipBytes(readFileSync(path.join(dist, name))) }));
}

let servers = [];
if (!(await shellIsUp())) {
  const { serveApps } = await import('../../shared/tooling/serve.mjs');
  servers = await serveApps();
}

const browser = await chromium.launch(require('../chromium-launch.cjs').forBenchmarks);

let failed = false;
try {
  console.info('First-load JavaScript (gzip -9 of each downloaded script):');
  const token = await sandboxToken();
  const firstLoadUrls = [];
  for (const { pathname, label, signedIn, viewport } of [
    { pathname: '/login', label: '/login', signedIn: false, viewport: DESKTOP },
    { pathname: '/', label: '/', signedIn: true, viewport: DESKTOP },
    { pathname: '/', label: '/ (phone)', signedIn: true, viewport: PHONE },
  ]) {
    if (signedIn && !token) {
      console.info(`  ${label.padEnd(10)} skipped: needs the sandbox in test mode (${SANDBOX})`);
      continue;
    }
    const { scripts, styles } = await firstLoad(browser, pathname, signedIn ? token : null, viewport);
    firstLoadUrls.push(...scripts.map((script) => script.url), ...styles.map((style) => style.url));
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const sent = scripts.reduce((sum, script) => sum + script.sent, 0);
    const css = styles.reduce((sum, style) => sum + style.gzip, 0);
    const budget =
      pathname === '/login'
        ? ` (budget ${LOGIN_BUDGET_KB} KB: ${total / 1024 <= LOGIN_BUDGET_KB ? 'within' : 'OVER'})`
        : '';
    if (pathname === '/login' && total / 1024 > LOGIN_BUDGET_KB) failed = true;
    console.info(
      `  ${label.padEnd(10)} ${kb(total).padStart(8)} in ${scripts.length} scripts${budget}; sent ${kb(sent)}; CSS ${kb(css)} in ${styles.length} files`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.info(`             ${kb(script.gzip).padStart(9)}  ${script.url.replace(/\?.*$/, '')}`);
    }
  }
  console.info(
    `\nPer app (gzip): remoteEntry.js (a remote's budget ${REMOTE_ENTRY_BUDGET_KB} KB), largest chunk, all JS`,
  );
  for (const app of APPS) {
    const facts = distFacts(app);
    const entryKb = (facts.remoteEntry?.gzip ?? 0) / 1024;
    const verdict = app.isHost ? 'the host' : entryKb <= REMOTE_ENTRY_BUDGET_KB ? 'within' : 'OVER';
    if (verdict === 'OVER') failed = true;
    console.info(
      `  ${app.dir.padEnd(14)} remoteEntry ${kb(facts.remoteEntry?.gzip ?? 0).padStart(9)} (${verdict})   largest ${kb(facts.largest.gzip).padStart(9)} (${facts.largest.name})   all ${kb(facts.total)}`,
    );
  }
  const charts = chartFacts();
  const chartsOnFirstLoad = firstLoadUrls.filter((url) => /\/(chartist|charts)\.[0-9a-f]{8}\./.test(url));
  if (chartsOnFirstLoad.length > 0) failed = true;
  const size = (pattern) =>
    charts.filter((file) => pattern.test(file.name)).reduce((sum, file) => sum + file.gzip, 0);
  console.info('\nCharts of /statistics (mf-reports, loaded with its charts only; gzip):');
  console.info(
    `  library (chartist.*.js) ${kb(size(/^chartist\..*\.js$/))} + its CSS ${kb(size(/^chartist\..*\.css$/))}; drawing code (charts.*.js) ${kb(size(/^charts\..*\.js$/))} + CSS ${kb(size(/^charts\..*\.css$/))}`,
  );
  console.info(
    `  on the first load of ${firstLoadUrls.length > 0 ? 'the pages above' : '(no page measured)'}: ${chartsOnFirstLoad.length === 0 ? 'none (within)' : `OVER: ${chartsOnFirstLoad.join(', ')}`}`,
  );
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
if (failed) console.error('\n✖ A bundle budget is exceeded (see OVER above).');
process.exitCode = failed ? 1 : 0;
