// Where a first load spends its main thread (`npm run bench:profile -- /orders/new`; not part of
// `npm test`): Chromium loads the page signed in, at 4× CPU throttling (as Lighthouse's mobile
// preset) and a phone's width, under DevTools' sampling profiler. Each sample is mapped through the
// source maps the builds keep beside dist (`<app>/sourcemaps`, never served) to its original file,
// and the script prints self time by file and the longest stretches of work with the frames found
// most often inside them (a module factory shows as the first file of its concatenated module),
// and the functions with the most self time; for each stretch, also the files its samples were in.
// Options: `--width N` (412 by default), BENCH_CPU_THROTTLE (4), BENCH_STRETCHES (how many of the
// longest stretches to print, 4). For a stretch, the samples are also charged to the innermost file
// of the cabinet's own on their stack, so a library's work (effector's units, React's renders) counts
// for the module that asked for it; a production build concatenates modules, and the whole
// concatenation is then its first file: build an app with BUILD_MODULES_APART=1 (e.g.
// `cd mf-orders && BUILD_MODULES_APART=1 pnpm build`) to see each module. Needs the apps served and
// the sandbox in test mode, as for the e2e suite (a signed-out page needs no sandbox: `--signed-out`).
import { createRequire } from 'node:module';

import { SANDBOX, SHELL, THROTTLE, signedIn, target, width } from './first-load-options.mjs';
import { platformToken } from './sandbox-token.mjs';
import { frameOf, isOwnFile } from './source-frames.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const launchOptions = require('../chromium-launch.cjs').forBenchmarks;

/** A stretch of main-thread work longer than this (at the throttled speed) is listed. */
const STRETCH_MS = 50;
/** How many of the longest stretches are printed (BENCH_STRETCHES, 4 by default). */
const STRETCHES = Number(process.env.BENCH_STRETCHES ?? 4);

async function recordProfile() {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({ viewport: { width, height: 823 } });
    if (signedIn)
      await context.addCookies([{ name: 'auth_token', value: await platformToken(SANDBOX), url: SHELL }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Profiler.start');
    await page.goto(`${SHELL}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return (await cdp.send('Profiler.stop')).profile;
  } finally {
    await browser.close();
  }
}

const ms = (microseconds) => `${(microseconds / 1000).toFixed(0).padStart(6)} ms`;
const top = (counts, n, format) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, value]) => `${format(value)}  ${key}`)
    .join('\n');

const profile = await recordProfile();
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const frames = new Map();
for (const node of profile.nodes) frames.set(node.id, await frameOf(node.callFrame));

// Self time by original file, and by function.
const byFile = new Map();
const byFunction = new Map();
let clock = profile.startTime;
const sampledAt = [];
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index + 1] ?? 0;
  clock += profile.timeDeltas[index] ?? 0;
  sampledAt.push(clock);
  const { file, name } = frames.get(id);
  byFile.set(file, (byFile.get(file) ?? 0) + delta);
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});
console.info(`${target} at ${width} px, CPU ${THROTTLE}× slower: self time by file\n${top(byFile, 30, ms)}`);
console.info(`\nself time by function\n${top(byFunction, 25, ms)}`);

// Stretches of work between idle samples, longest first, with the frames most often on their stacks.
const stretches = [];
let current = null;
profile.samples.forEach((id, index) => {
  if (nodes.get(id).callFrame.functionName === '(idle)') {
    if (current && sampledAt[index] - current.start > STRETCH_MS * 1000) {
      stretches.push({ ...current, end: sampledAt[index] });
    }
    current = null;
    return;
  }
  current ??= { start: sampledAt[index], samples: [] };
  current.samples.push(id);
});
for (const stretch of stretches.sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, STRETCHES)) {
  const onStack = new Map();
  const selfByFile = new Map();
  const byOwnFile = new Map();
  for (const id of stretch.samples) {
    const { file } = frames.get(id);
    selfByFile.set(file, (selfByFile.get(file) ?? 0) + 1);
    let own = file;
    for (let node = id; node !== undefined && !isOwnFile(own); node = parentOf.get(node))
      own = frames.get(node).file;
    byOwnFile.set(own, (byOwnFile.get(own) ?? 0) + 1);
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const { name } = frames.get(node);
      if (seen.has(name)) continue;
      seen.add(name);
      onStack.set(name, (onStack.get(name) ?? 0) + 1);
    }
  }
  const share = (count) => `${Math.round((100 * count) / stretch.samples.length)}%`.padStart(5);
  console.info(
    `\nwork from ${((stretch.start - profile.startTime) / 1000).toFixed(0)} ms for ` +
      `${((stretch.end - stretch.start) / 1000).toFixed(0)} ms: share of its samples each frame is on\n` +
      top(onStack, 30, share) +
      `\n  its samples by the file they were in (self)\n${top(selfByFile, 8, share)}` +
      `\n  its samples by the innermost file of the cabinet's own on their stack (libraries' work charged to its caller)\n${top(byOwnFile, 12, share)}`,
  );
}
