// The long tasks of a phone's first load and what runs in each (`npm run bench:tasks -- /orders/new`;
// not part of `npm test`): Chromium loads the page signed in, as a phone (412 px, a phone's browser,
// so a signed-in page comes with the server's copy, decision 0021), at 4× CPU throttling as
// Lighthouse's mobile preset, under a trace with the sampling profiler. For every main-thread task of
// at least 50 ms (a long task: what Total Blocking Time counts beyond 50 ms once the page has painted)
// it prints when it started, how long it ran, the trace's events in it (script evaluation, layout),
// and its samples by the outermost and the innermost file of the cabinet's own on their stacks
// (source-mapped, as bench:profile), with React's phases (render, commit, effects) where React ran.
// Then the blocking time from the first contentful paint on, and from main.js on. A task is what
// bench:profile's stretches are not: the unit the blocking time counts. Options: BENCH_CPU_THROTTLE
// (4), BENCH_MIN_TASK_MS (50), `--signed-out`, `--width N`. Needs the apps served and the sandbox in
// test mode, as for the e2e suite.
import { createRequire } from 'node:module';

import { SANDBOX, SHELL, THROTTLE, signedIn, target, width } from './first-load-options.mjs';
import { platformToken } from './sandbox-token.mjs';
import { frameOf, isOwnFile } from './source-frames.mjs';

const require = createRequire(import.meta.url);
const { chromium, devices } = require('playwright-core');
const launchOptions = require('../chromium-launch.cjs').forBenchmarks;

const MIN_TASK_MS = Number(process.env.BENCH_MIN_TASK_MS ?? 50);
/** React's phases, found by name on a sample's stack. */
const REACT_PHASES = /^(renderRootSync|renderRootConcurrent|commitRoot|flushPassiveEffects)$/;
/** The trace events a task is described by. */
const SHOWN_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'ParseHTML']);
const SHOWN_RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'Paint']);

async function recordTrace() {
  const browser = await chromium.launch(launchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width, height: 823 },
      userAgent: devices['Pixel 7'].userAgent,
      isMobile: true,
      hasTouch: true,
    });
    if (signedIn)
      await context.addCookies([{ name: 'auth_token', value: await platformToken(SANDBOX), url: SHELL }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await cdp.send('Tracing.start', {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ].join(','),
      transferMode: 'ReportEvents',
    });
    await page.goto(`${SHELL}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

const events = await recordTrace();
// The page's main thread: the renderer's main thread that navigated to the cabinet (Chromium 156 also
// traces the blank tab's renderer, which can have more events).
const loaded = events.find(
  (event) => event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
);
const main = events.find(
  (event) =>
    event.ph === 'M' &&
    event.args?.name === 'CrRendererMain' &&
    event.pid === loaded?.pid &&
    event.tid === loaded?.tid,
);
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = (event) => event.pid === main.pid && event.tid === main.tid;
const start = events.filter((event) => event.name === 'navigationStart' && onMain(event)).at(-1)?.ts;
const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid)?.ts;
if (start === undefined || fcp === undefined)
  throw new Error('the trace has no navigation or no first paint');

// The profiler's samples, with their times.
const nodes = new Map();
const samples = [];
let clock = 0;
for (const event of events
  .filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))
  .sort((a, b) => a.ts - b.ts)) {
  if (event.name === 'Profile') {
    clock = event.args.data.startTime;
    continue;
  }
  const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
  for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
  (cpuProfile.samples ?? []).forEach((id, index) => {
    clock += timeDeltas[index] ?? 0;
    samples.push({ id, ts: clock });
  });
}
const names = new Map();
const nameOf = async (id) => {
  if (!names.has(id)) names.set(id, await frameOf(nodes.get(id).callFrame));
  return names.get(id);
};

const ms = (microseconds) => Math.round(microseconds / 1000);
const share = (count, total) => `${Math.round((100 * count) / total)}%`.padStart(5);
const top = (counts, total, n) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, count]) => `${share(count, total)}  ${key}`);

const slices = events.filter((event) => onMain(event) && event.ph === 'X' && event.ts >= start);
const tasks = slices.filter(
  (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask',
);
const mainScript = slices.find(
  (event) => event.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? ''),
);
let blockingAfterPaint = 0;
let blockingFromMain = 0;
console.info(
  `${target} at ${width} px, CPU ${THROTTLE}× slower: first contentful paint at ${ms(fcp - start)} ms; ` +
    `tasks of ${MIN_TASK_MS} ms or more (* after it):`,
);
for (const task of tasks) {
  const duration = task.dur / 1000;
  if (duration < MIN_TASK_MS) continue;
  const blocking = Math.max(0, duration - 50);
  if (task.ts >= fcp) blockingAfterPaint += blocking;
  if (mainScript && task.ts + task.dur >= mainScript.ts) blockingFromMain += blocking;
  const inside = slices.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const described = inside
    .filter((e) => (SHOWN_EVENTS.has(e.name) || SHOWN_RENDERING.has(e.name)) && e.dur >= 1000)
    .slice(0, 6)
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^https?:\/\/[^/]+/, '')}` : ''} ${ms(e.dur)}`,
    );
  console.info(
    `${task.ts >= fcp ? '*' : ' '} ${String(ms(task.ts - start)).padStart(6)} ms  ${String(Math.round(duration)).padStart(4)} ms  ${described.join(' | ')}`,
  );
  const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  if (inTask.length === 0) continue;
  const outermost = new Map();
  const innermost = new Map();
  const phases = new Map();
  for (const sample of inTask) {
    let outer = null;
    let inner = null;
    const seen = new Set();
    for (let id = sample.id; id !== undefined; id = nodes.get(id).parent) {
      const { file, name } = await nameOf(id);
      if (isOwnFile(file)) {
        outer = name;
        inner ??= name;
      }
      const phase = name.split(' ').at(-1) ?? '';
      if (REACT_PHASES.test(phase) && !seen.has(phase)) {
        seen.add(phase);
        phases.set(phase, (phases.get(phase) ?? 0) + 1);
      }
    }
    outermost.set(
      outer ?? '(no code of the cabinet)',
      (outermost.get(outer ?? '(no code of the cabinet)') ?? 0) + 1,
    );
    const self = inner ?? (await nameOf(sample.id)).name;
    innermost.set(self, (innermost.get(self) ?? 0) + 1);
  }
  console.info(`           started by: ${top(outermost, inTask.length, 3).join(',')}`);
  console.info(`           working in: ${top(innermost, inTask.length, 4).join(',')}`);
  if (phases.size > 0) console.info(`           React: ${top(phases, inTask.length, 4).join(',')}`);
}
console.info(
  `\nblocking time (each task's time beyond 50 ms): ${Math.round(blockingAfterPaint)} ms after the first ` +
    `contentful paint, ${Math.round(blockingFromMain)} ms from main.js on`,
);
