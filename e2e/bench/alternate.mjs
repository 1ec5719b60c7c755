// Two builds of an app, alternated load by load (`npm run bench:alternate -- <other build's dist>`;
// not part of `npm test`). Lighthouse's medians of a page move by ±150 ms from one run to the next
// on this machine, more than most single changes gain; loads of two builds taken in turns, in the
// same minutes, share whatever else the machine was doing. Load i is the other build when i is even
// and this one (the app's `dist`) when it is odd: every file of the app's origin is answered from
// that build's folder, in both turns alike (for the shell, the page too: the server's answer, a
// phone's drawn copy included, with the build's own head), and the rest (the other apps, the
// sandbox) comes from the servers. Prints, for each build, the medians of first paint, LCP, the
// long tasks before LCP, the blocking time after first paint and the takeover from a static copy,
// and the difference. Keep a build to compare with first, e.g. `cp -r shell/dist
// /tmp/shell-before`. Options: a page path (`/orders/new` by default, signed in), `--app DIR`
// (`shell` by default, or a remote: `mf-orders`), `--runs N` (loads of each, 8), `--cpu-throttle R`
// (1 by default: DevTools' throttling slows the main thread only, so work moved to a background
// thread looks R times cheaper than it is), `--width N` (412), `--signed-out` (a public page as a
// visitor who is not signed in sees it: with its prerendered copy, decision 0016), `--slow-network`
// (every answer, of every origin, held back as a slow 4G link would deliver it: SLOW_NETWORK's
// latency, its bytes at its rate on one link shared by the load). The takeover is when `<html>`
// loses the mark of a copy (decisions 0016, 0021). A phone's width loads as a phone's browser.
// `--lang kk`: a visitor who chose Kazakh.
// Needs the apps served and the sandbox in test mode, as for the e2e suite (decision 0020 was
// measured this way).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { median } from './median.mjs';
import { platformToken } from './sandbox-token.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const launchOptions = require('../chromium-launch.cjs').forBenchmarks;
const { APPS, portOf } = require('../../shared/tooling/apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const optionNames = ['--runs', '--cpu-throttle', '--width', '--app', '--lang'];
const optionValues = new Set(optionNames.map((name) => option(name, null)));
const positional = args.filter((arg) => !arg.startsWith('--') && !optionValues.has(arg));
const app = APPS.find((candidate) => candidate.dir === option('--app', 'shell'));
/** The folder of the build to compare with: the argument that holds a build of an app. */
const otherDist = positional.find((arg) => existsSync(path.join(arg, 'remoteEntry.js')));
const target = positional.find((arg) => arg !== otherDist && arg.startsWith('/')) ?? '/orders/new';
const runs = Number(option('--runs', 8));
const throttle = Number(option('--cpu-throttle', 1));
const width = Number(option('--width', 412));
const signedIn = !args.includes('--signed-out');
/** The language the visitor chose before (stored as the app stores it), or none. */
const lang = option('--lang', null);
/** Lighthouse's mobile preset's slow 4G: a request's round trip, and the link's rate. */
const SLOW_NETWORK = { latencyMs: 150, bitsPerSecond: 1.6e6 };
const slowNetwork = args.includes('--slow-network');
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

if (!app || !otherDist) {
  console.error(
    'Usage: npm run bench:alternate -- <a dist folder to compare with> [/page] [--app shell|mf-orders|…] [--runs N]',
  );
  process.exit(2);
}
const ORIGIN = `http://localhost:${portOf(app)}`;

const BUILDS = [
  { name: 'other', dist: path.resolve(otherDist) },
  { name: 'this', dist: path.join(ROOT, app.dir, 'dist') },
];
const CONTENT_TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** A file of a build's folder, or null (a path of the SPA, a file the build does not have). */
function fileOf(dist, pathname) {
  const file = path.join(dist, pathname);
  if (!file.startsWith(dist + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/**
 * Holds an answer back as a slow link would: its bytes follow those of the answers before it on one
 * link, and it arrives a round trip after it was asked for at the earliest.
 */
function slowLink() {
  let freeAt = 0;
  return async (bytes) => {
    if (!slowNetwork) return;
    const asked = performance.now();
    freeAt = Math.max(asked, freeAt) + (bytes * 8 * 1000) / SLOW_NETWORK.bitsPerSecond;
    const arrives = freeAt + SLOW_NETWORK.latencyMs;
    await new Promise((resolve) => setTimeout(resolve, arrives - performance.now()));
  };
}

/**
 * What index.html's head holds of a build's own: from its build stamp to the end of its inline
 * script (the start files' hints, main.js, the early requests).
 */
const startTagsOf = (page) => {
  const from = page.indexOf('<meta name="cabinet-build"');
  const to = page.indexOf('</script>', page.indexOf('<script>', from));
  return from < 0 || to < 0 ? null : page.slice(from, to);
};
const startTagsOfBuild = (dist) => startTagsOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));

/**
 * The page the server answered, with `build`'s start tags: a page the server draws (a signed-in
 * phone's, decision 0021) keeps what it drew; one it could not read is the build's index.html.
 */
function withStartTagsOf(build, served) {
  const servedTags = startTagsOf(served);
  if (!servedTags) return readFileSync(path.join(build.dist, 'index.html'), 'utf8');
  return served.replace(servedTags, () => startTagsOfBuild(build.dist));
}

/** One signed-in load of the page with `build`'s files of the app; its paint and long-task figures. */
async function load(browser, build) {
  // A phone's width is a phone's browser (a signed-in phone's page is drawn by the server, 0021).
  const phone = width <= 650 ? { isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT } : {};
  const context = await browser.newContext({ viewport: { width, height: 823 }, ...phone });
  const link = slowLink();
  try {
    /** A server's answer, over the link. */
    const throughLink = async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      // The body comes decoded: the link carries what the server sent (brotli where it compressed).
      const sent = Number(response.headers()['content-length']);
      await link(Number.isFinite(sent) && sent > 0 ? sent : body.length);
      await route.fulfill({ response, body });
    };
    // Every other origin's answers (the other apps, the sandbox) over the same link.
    if (slowNetwork) await context.route((url) => url.origin !== ORIGIN, throughLink);
    if (lang) await context.addInitScript((chosen) => window.localStorage.setItem('lang', chosen), lang);
    if (signedIn)
      await context.addCookies([{ name: 'auth_token', value: await platformToken(SANDBOX), url: SHELL }]);
    await context.addInitScript(() => {
      const seen = { longTasks: [], lcp: 0, fcp: 0, takeover: 0 };
      Object.assign(window, { __alternate: seen });
      // The app's takeover from a static copy: `<html>` loses the mark the inline script gave it.
      new MutationObserver((records) => {
        for (const record of records)
          if (record.oldValue !== null && !document.documentElement.hasAttribute('data-prerendered'))
            seen.takeover = performance.now();
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-prerendered'],
        attributeOldValue: true,
      });
      const observe = (type, take) =>
        new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
      observe('longtask', (entry) => seen.longTasks.push([entry.startTime, entry.duration]));
      observe('largest-contentful-paint', (entry) => (seen.lcp = entry.startTime));
      observe('paint', (entry) => entry.name === 'first-contentful-paint' && (seen.fcp = entry.startTime));
    });
    await context.route(`${ORIGIN}/**`, async (route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      if (request.isNavigationRequest()) {
        // The page's headers as served (its CSP names this build's inline script by hash: dropped
        // for both builds alike), with the build's own page: a public page's prerendered HTML
        // (`terms/ru.html`, decision 0016) where the build has one, or else its index.html.
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        delete headers['content-encoding'];
        delete headers['content-length'];
        const prerendered = path.join(build.dist, `${pathname.replace(/^\/+|\/+$/g, '')}.html`);
        const body = existsSync(prerendered)
          ? readFileSync(prerendered)
          : Buffer.from(withStartTagsOf(build, (await response.body()).toString()));
        await link(body.length);
        await route.fulfill({ response, headers, body });
        return;
      }
      const file = fileOf(build.dist, pathname);
      if (!file) return slowNetwork ? throughLink(route) : route.fallback();
      const body = readFileSync(file);
      // The link carries what a server sends: the file's brotli sibling where the build has one.
      await link(existsSync(`${file}.br`) ? statSync(`${file}.br`).size : body.length);
      await route.fulfill({
        body,
        headers: {
          'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          // A remote's files are read from the shell's origin (its manifest with fetch()).
          'Access-Control-Allow-Origin': '*',
        },
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`${SHELL}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const { longTasks, lcp, fcp, takeover } = /** @type {any} */ (window).__alternate;
      const blocking = longTasks.reduce((sum, [start, duration]) => {
        const after = start + duration - Math.max(start, fcp);
        return sum + Math.max(0, after - 50);
      }, 0);
      const beforeLcp = longTasks
        .filter(([start]) => start < lcp)
        .reduce((sum, [, duration]) => sum + duration, 0);
      return { fcp, lcp, beforeLcp, blocking, takeover };
    });
  } finally {
    await context.close();
  }
}

// A document answered by the bench rather than a server is not a local page to Chromium's local
// network checks, which then refuse its calls to the other apps and the sandbox.
const browser = await chromium.launch({
  ...launchOptions,
  args: [...launchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
});
const figures = new Map(BUILDS.map((build) => [build.name, []]));
try {
  for (let index = 0; index < 2 * runs; index += 1) {
    const build = BUILDS[index % 2];
    figures.get(build.name).push(await load(browser, build));
  }
} finally {
  await browser.close();
}

const KEYS = [
  ['fcp', 'first paint'],
  ['lcp', 'LCP'],
  ['beforeLcp', 'long tasks before LCP'],
  ['blocking', 'blocking after first paint'],
  ['takeover', 'takeover from a static copy'],
];
const medians = Object.fromEntries(
  BUILDS.map(({ name }) => [
    name,
    Object.fromEntries(KEYS.map(([key]) => [key, median(figures.get(name).map((run) => run[key]))])),
  ]),
);
console.info(
  `${target}${lang ? ` in ${lang}` : ''} at ${width} px, CPU ${throttle}×${slowNetwork ? ', slow 4G' : ''}, ${app.dir}: medians of ${runs} loads of each build, taken in turns`,
);
console.info(`  other: ${BUILDS[0].dist}\n  this:  ${BUILDS[1].dist}`);
for (const [key, label] of KEYS) {
  const before = medians.other[key];
  const after = medians.this[key];
  const change = after - before;
  console.info(
    `  ${label.padEnd(28)} ${before.toFixed(0).padStart(6)} → ${after.toFixed(0).padStart(6)} ms  (${change >= 0 ? '+' : ''}${change.toFixed(0)})`,
  );
}
for (const { name } of BUILDS) {
  const lcps = figures.get(name).map((run) => run.lcp.toFixed(0));
  console.info(`  LCP of each load, ${`${name}:`.padEnd(6)} ${lcps.join(' ')}`);
}
