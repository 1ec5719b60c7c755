// Lighthouse benchmark (`npm run bench:lighthouse`; not part of `npm test`): Lighthouse 12, mobile
// preset (simulated slow 4G, 4× CPU), on /login, /terms/ru and, signed in, / and /orders/new. Each
// run of a page is paired with a run of the floor — a bare React 19 page built by the same toolchain
// and served by the same static server (e2e/bench/floor) — so that this noisy shared machine is
// compared with itself. Prints the median of BENCH_RUNS pairs (3 by default) of score, LCP, TBT,
// CLS and the JavaScript sent, the LCP ratio and the TBT difference to the floor, and a verdict
// against the targets: score ≥ 90, LCP ≤ 1.5× the floor, TBT ≤ floor + 150 ms, CLS ≤ 0.02.
// Beside Lighthouse's TBT, a diagnostic: each run's TBT replayed by the same simulation with every
// main-thread task only as long as its CPU time (main-thread-time.mjs, decision 0022).
// Uses Debian's Chromium (CHROMIUM_PATH); downloads nothing. Serves the apps and starts the sandbox
// in test mode when they are not running already. `--only /login` runs one page (repeat it for
// more); `--critical-path` prints what Lighthouse's simulation puts before each run's LCP
// (lantern-path.mjs); `--devtools-throttling` also loads each page and its floor under DevTools'
// own throttling (the same slow 4G and 4× CPU applied to the load itself, decision 0031) and prints
// the LCP observed so, a diagnostic beside the simulated one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { criticalPathOf, lanternInputsOf, simulatedTbt } from './lantern-path.mjs';
import { mainThreadAfterPaint, onCpuTimeOnly } from './main-thread-time.mjs';
import { median } from './median.mjs';
import { platformToken } from './sandbox-token.mjs';

const require = createRequire(import.meta.url);
const launchOptions = require('../chromium-launch.cjs').forBenchmarks;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Lighthouse is installed by this benchmark on its first run, into .tools/lighthouse, not with the
// workspace: `npm test` and `npm start` have no use for it or its browser driver. No install script
// of any of its packages runs (--ignore-scripts), so nothing can fetch a browser: it drives the
// Chromium that chrome-launcher starts (Debian's).
const LIGHTHOUSE_VERSION = '12.8.2';
const LIGHTHOUSE_DIR = path.join(ROOT, '.tools', 'lighthouse');
const lighthousePackage = path.join(LIGHTHOUSE_DIR, 'node_modules', 'lighthouse', 'package.json');
const installedVersion = () =>
  existsSync(lighthousePackage) ? JSON.parse(readFileSync(lighthousePackage, 'utf8')).version : null;
if (installedVersion() !== LIGHTHOUSE_VERSION) {
  console.info(`Installing lighthouse ${LIGHTHOUSE_VERSION} into .tools/lighthouse (once)…`);
  spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefix',
      LIGHTHOUSE_DIR,
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (installedVersion() !== LIGHTHOUSE_VERSION) throw new Error('could not install lighthouse');
}
const lighthouseRequire = createRequire(lighthousePackage);
const { default: lighthouse } = await import(pathToFileURL(lighthouseRequire.resolve('lighthouse')).href);
const chromeLauncher = createRequire(lighthouseRequire.resolve('lighthouse'))('chrome-launcher');
const FLOOR_DIR = path.join(ROOT, 'e2e', 'bench', 'floor');
// Another deployment (e.g. an older build served on other ports) is measured with SHELL_URL and
// SANDBOX_URL; it must be running already then.
const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
/** A phone's browser, as the server tells phones apart (Lighthouse's mobile preset is one). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
const FLOOR_PORT = Number(process.env.FLOOR_PORT ?? 8087);
const FLOOR = `http://localhost:${FLOOR_PORT}/`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// A folder to keep each run's full Lighthouse report (JSON) and the simulation's inputs in (its trace
// and network log, `.lantern.json`; the floor's runs too), to look into long tasks and the request
// chain, or to replay with other sizes (`npm run bench:what-if -- /tmp/lh`, lantern-what-if.mjs):
// `BENCH_REPORT_DIR=/tmp/lh npm run bench:lighthouse -- --only /orders/new`.
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const TARGETS = { score: 90, lcpRatio: 1.5, tbtOverFloorMs: 150, cls: 0.02 };

const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/terms/ru', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/orders/new', signedIn: true },
];
// `--only /` measures one page; repeated (`--only / --only /orders/new`), those pages.
const only = process.argv.flatMap((arg, index) => (arg === '--only' ? [process.argv[index + 1]] : []));
const unknown = only.filter((path) => !PAGES.some((page) => page.path === path));
if (unknown.length > 0) {
  throw new Error(
    `--only ${unknown.join(', ')}: not a measured page (${PAGES.map((page) => page.path).join(', ')})`,
  );
}
// `--critical-path` prints, after each run of a page, what the simulation puts before its LCP.
const CRITICAL_PATH = process.argv.includes('--critical-path');
// `--devtools-throttling`: one more audit of each side of a pair, throttled as it loads (slower).
const DEVTOOLS_THROTTLING = process.argv.includes('--devtools-throttling');
const pages = only.length > 0 ? PAGES.filter((page) => only.includes(page.path)) : PAGES;

async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await isUp(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function buildFloor() {
  return new Promise((resolve, reject) => {
    const webpack = require('webpack');
    webpack(require('./floor/webpack.config.js'), (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    });
  });
}

/** The median of each of the runs' main-thread figures, or null when a run has none. */
function medianMainThread(runs) {
  if (runs.length === 0 || runs.some((run) => run === null)) return null;
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: scripts?.transferSize ?? 0,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

// Everything the benchmark started, stopped at the end whatever happens.
const cleanups = [];
const stopAll = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
};

try {
  const { serveApps, staticHandler, listen } = await import('../../shared/tooling/serve.mjs');
  if (!(await isUp(`${SHELL}/config.json`))) {
    // The public pages' HTML of this build (decision 0016), as a deployment writes it.
    const { writePublicPages } = await import('../../shared/tooling/deployment.mjs');
    writePublicPages();
    const servers = await serveApps();
    cleanups.push(() => Promise.all(servers.map((server) => server.close())));
  }
  if (pages.some((page) => page.signedIn) && !(await isUp(`${SANDBOX}/__sandbox/state`))) {
    const { ensurePnpm } = await import('../../shared/tooling/run.mjs');
    const sandbox = spawn(ensurePnpm(), ['--filter', '@cabinet/sandbox', 'start'], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, SANDBOX_MODE: 'test', SANDBOX_DATA_DIR: 'memory', SANDBOX_LOG_LEVEL: 'warn' },
    });
    cleanups.push(async () => process.kill(-sandbox.pid, 'SIGTERM'));
    await waitUntilUp(`${SANDBOX}/__sandbox/state`, 60_000);
  }
  // Built every run, so that it follows the toolchain (a few seconds).
  await buildFloor();
  const floorServer = await listen(await staticHandler(path.join(FLOOR_DIR, 'dist')), FLOOR_PORT);
  cleanups.push(() => floorServer.close());

  /**
   * chrome-launcher's own flags, less the one that turns RenderDocument off (Chromium's default is
   * on). With it off, the audited page reuses the renderer's frame of the page before it, and on this
   * machine the copy's first frame was then held back: laid out at about 0.4 s, painted only at 1.3
   * or 2.3 s (6 of 6 runs of /orders/new in one batch, 2–5 of 8 in others; paint holding off made
   * no difference). Lighthouse then counted every script before that paint as blocking it, so work
   * done early vanished from the blocking time and LCP doubled. With a document of its own the copy
   * is painted when it is laid out (6 of 6 runs), as on a phone's first visit. Lighthouse's
   * `observedDomContentLoaded` is then not the page's (a few ms): nothing here reads it (decision 0020).
   */
  const withRenderDocument = (launcher) =>
    launcher.defaultFlags().map((flag) =>
      flag.startsWith('--disable-features=')
        ? `--disable-features=${flag
            .slice('--disable-features='.length)
            .split(',')
            .filter((name) => name !== 'RenderDocument')
            .join(',')}`
        : flag,
    );
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-lighthouse-'));
  cleanups.push(async () => rmSync(userDataDir, { recursive: true, force: true }));
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath,
    chromeFlags: ['--headless=new', ...launchOptions.args, ...withRenderDocument(chromeLauncher.Launcher)],
    ignoreDefaultFlags: true,
    userDataDir,
  });
  cleanups.push(async () => chrome.kill());
  /**
   * The browser's cookies for the next audit, set with two DevTools calls on the browser's own
   * connection, closed before the audit starts. Playwright's connectOverCDP attaches to every target
   * and sets them up; after it, a signed-in page's first frame was held back in most runs (its HTML,
   * laid out at 0.4 s, painted at 1.3 or 2.3 s: 6 of 7 runs), which no visitor's browser does, and
   * Lighthouse then counts every script before that paint as blocking it. With these two calls alone:
   * 2 of 5 runs, and none in 6 runs of a page audited without cookies in between.
   */
  const setCookies = async (cookies) => {
    const WebSocket = lighthouseRequire('ws');
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let lastId = 0;
    const send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        lastId += 1;
        const id = lastId;
        const onMessage = (data) => {
          const message = JSON.parse(String(data));
          if (message.id !== id) return;
          socket.off('message', onMessage);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result);
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    try {
      await send('Storage.clearCookies');
      if (cookies.length > 0) await send('Storage.setCookies', { cookies });
    } finally {
      socket.close();
    }
  };

  /** Every audit's settings: this browser, the performance category, a JSON report. */
  const auditOptions = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  };

  /**
   * The LCP of a load throttled as it happens (DevTools' network and CPU throttling at the mobile
   * preset's figures), where the simulation replays a fast load at slow 4G: what the load shows
   * when its requests really are slow, not which of them a local load had ended before its paint.
   */
  const observedThrottledLcp = async (url) => {
    const result = await lighthouse(url, { ...auditOptions, throttlingMethod: 'devtools' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
  };

  const audit = async (url, reportName) => {
    const result = await lighthouse(url, auditOptions);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
      writeFileSync(
        path.join(REPORT_DIR, `${reportName}.lantern.json`),
        JSON.stringify(lanternInputsOf(result)),
      );
    }
    if (CRITICAL_PATH && url !== FLOOR) {
      const lighthouseDir = path.dirname(lighthousePackage);
      for (const line of await criticalPathOf(result, lighthouseDir)) console.info(`    ${line}`);
    }
    // Decision 0022: the same run replayed with each main-thread task shortened to its CPU time.
    const onCpu = await simulatedTbt(
      { ...lanternInputsOf(result), Trace: onCpuTimeOnly(result.artifacts.Trace) },
      path.dirname(lighthousePackage),
    );
    return {
      ...figuresOf(result.lhr),
      tbtOnCpu: onCpu.timing,
      mainThread: mainThreadAfterPaint(result.artifacts.Trace),
    };
  };

  /**
   * One unmeasured visit of a signed-in page before its runs, as a phone: the server draws that page
   * for the first time (decision 0021) with its code cold, which a deployed server has long done.
   */
  const warmUp = async (page) => {
    if (!page.signedIn) return;
    const token = await platformToken(SANDBOX);
    const response = await fetch(`${SHELL}${page.path}`, {
      headers: { Cookie: `auth_token=${token}`, 'User-Agent': PHONE_USER_AGENT, 'Sec-CH-UA-Mobile': '?1' },
    });
    await response.arrayBuffer();
  };

  const results = [];
  for (const page of pages) {
    const pairs = [];
    await warmUp(page);
    for (let run = 0; run < RUNS; run += 1) {
      const reportName = `${page.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${run + 1}`;
      // The cookies first, then the floor's audit: the connection that sets them is long closed when
      // the page's audit starts (see setCookies).
      await setCookies(
        page.signedIn ? [{ name: 'auth_token', value: await platformToken(SANDBOX), url: SHELL }] : [],
      );
      const floor = await audit(FLOOR, `${reportName}.floor`);
      const measured = await audit(`${SHELL}${page.path}`, reportName);
      if (new URL(measured.finalUrl).pathname !== page.path) {
        throw new Error(`${page.path} ended on ${measured.finalUrl}: not what was to be measured`);
      }
      if (DEVTOOLS_THROTTLING) {
        floor.lcpThrottled = await observedThrottledLcp(FLOOR);
        measured.lcpThrottled = await observedThrottledLcp(`${SHELL}${page.path}`);
        console.info(
          `  ${page.path} run ${run + 1}, throttled as it loads: LCP ${Math.round(measured.lcpThrottled)} ms | floor ${Math.round(floor.lcpThrottled)} ms`,
        );
      }
      pairs.push({ floor, page: measured });
      console.info(
        `  ${page.path} run ${run + 1}: score ${measured.score} LCP ${Math.round(measured.lcp)} ms TBT ${Math.round(measured.tbt)} ms | floor ${floor.score} LCP ${Math.round(floor.lcp)} ms TBT ${Math.round(floor.tbt)} ms | on CPU time: TBT ${Math.round(measured.tbtOnCpu)} ms, floor ${Math.round(floor.tbtOnCpu)} ms`,
      );
    }
    const of = (side, key) => median(pairs.map((pair) => pair[side][key]));
    /** The lowest and highest of the runs: how far one run may be from the median. */
    const spread = (key) => {
      const values = pairs.map((pair) => pair.page[key]);
      return [Math.min(...values), Math.max(...values)];
    };
    const ratio = median(pairs.map((pair) => pair.page.lcp / pair.floor.lcp));
    // Run by run as well: one run's blocking time moves by hundreds of milliseconds on this machine
    // (which tasks cross Lighthouse's 50 ms at 4× depends on the moment), so the spread is printed.
    const tbtOverRuns = pairs.map((pair) => pair.page.tbt - pair.floor.tbt);
    const tbtOver = median(tbtOverRuns);
    results.push({
      path: page.path,
      score: of('page', 'score'),
      lcp: of('page', 'lcp'),
      tbt: of('page', 'tbt'),
      cls: of('page', 'cls'),
      js: of('page', 'js'),
      floor: {
        score: of('floor', 'score'),
        lcp: of('floor', 'lcp'),
        tbt: of('floor', 'tbt'),
        js: of('floor', 'js'),
      },
      ratio,
      tbtOver,
      tbtOverRuns,
      spread: { score: spread('score'), lcp: spread('lcp'), tbt: spread('tbt') },
      mainThread: medianMainThread(pairs.map((pair) => pair.page.mainThread)),
      tbtOnCpu: of('page', 'tbtOnCpu'),
      throttled: DEVTOOLS_THROTTLING
        ? {
            lcp: of('page', 'lcpThrottled'),
            floor: of('floor', 'lcpThrottled'),
            ratio: median(pairs.map((pair) => pair.page.lcpThrottled / pair.floor.lcpThrottled)),
          }
        : null,
      tbtOnCpuOver: median(pairs.map((pair) => pair.page.tbtOnCpu - pair.floor.tbtOnCpu)),
    });
  }

  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.info(
    `\nLighthouse 12, mobile preset, medians of ${RUNS} paired runs (page | its floor of the same runs)`,
  );
  console.info('page          score  LCP              TBT               CLS    JS sent  verdict');
  let allMet = true;
  for (const r of results) {
    const misses = [
      r.score < TARGETS.score && `score < ${TARGETS.score}`,
      r.ratio > TARGETS.lcpRatio && `LCP > ${TARGETS.lcpRatio}× floor`,
      r.tbtOver > TARGETS.tbtOverFloorMs && `TBT > floor + ${TARGETS.tbtOverFloorMs} ms`,
      r.cls > TARGETS.cls && `CLS > ${TARGETS.cls}`,
    ].filter(Boolean);
    if (misses.length) allMet = false;
    console.info(
      `${r.path.padEnd(13)} ${String(r.score).padStart(3)} | ${String(r.floor.score).padStart(3)}  ` +
        `${s(r.lcp)} (${r.ratio.toFixed(2)}×)  ${String(Math.round(r.tbt)).padStart(5)} ms (${r.tbtOver < 0 ? '−' : '+'}${Math.abs(Math.round(r.tbtOver))})  ` +
        `${r.cls.toFixed(3)}  ${kb(r.js).padStart(7)}  ${misses.length ? `MISS: ${misses.join(', ')}` : 'MET'}`,
    );
    console.info(
      `${''.padEnd(13)} floor: LCP ${s(r.floor.lcp)}, TBT ${Math.round(r.floor.tbt)} ms, JS ${kb(r.floor.js)}`,
    );
    const [scoreLow, scoreHigh] = r.spread.score;
    const [lcpLow, lcpHigh] = r.spread.lcp;
    const [tbtLow, tbtHigh] = r.spread.tbt;
    console.info(
      `${''.padEnd(13)} runs: score ${scoreLow}–${scoreHigh}, LCP ${s(lcpLow)}–${s(lcpHigh)}, TBT ${Math.round(tbtLow)}–${Math.round(tbtHigh)} ms`,
    );
    const within = r.tbtOverRuns.filter((over) => over <= TARGETS.tbtOverFloorMs).length;
    console.info(
      `${''.padEnd(13)} TBT over the floor, run by run: ${r.tbtOverRuns.map((over) => Math.round(over)).join(' ')} ` +
        `(${within} of ${r.tbtOverRuns.length} within + ${TARGETS.tbtOverFloorMs} ms)`,
    );
    const afterPaint = r.mainThread
      ? `; main thread after the first paint: ${Math.round(r.mainThread.wall)} ms in tasks, ` +
        `${Math.round(r.mainThread.cpu)} ms of it on a CPU`
      : '';
    console.info(
      `${''.padEnd(13)} TBT on CPU time (each task as long as its CPU time; a diagnostic, decision 0022): ` +
        `${Math.round(r.tbtOnCpu)} ms (${r.tbtOnCpuOver < 0 ? '−' : '+'}${Math.abs(Math.round(r.tbtOnCpuOver))})${afterPaint}`,
    );
    if (r.throttled) {
      console.info(
        `${''.padEnd(13)} LCP throttled as it loads (DevTools' throttling; a diagnostic, decision 0031): ` +
          `${s(r.throttled.lcp)}, floor ${s(r.throttled.floor)} (${r.throttled.ratio.toFixed(2)}×)`,
      );
    }
  }
  console.info(allMet ? '\nAll targets met.' : '\nSome targets missed (a benchmark: reported, not failed).');
} finally {
  await stopAll();
}
