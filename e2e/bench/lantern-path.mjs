// What Lighthouse's simulation (Lantern) puts before a page's largest paint, in the order it ends:
// every request, and every main-thread task of at least MIN_TASK_MS as simulated (4× CPU). A
// page's LCP in `npm run bench:lighthouse` is this simulation, not the observed load, so this is
// the chain to shorten: `npm run bench:lighthouse -- --only / --critical-path`. A script that the
// observed load ran only after its LCP is marked with the task that ran it: Lantern keeps such a
// request on the path when that task was too short for its graph (decision 0031).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_TASK_MS = 40;

const short = (url) => url.replace(/^https?:\/\/localhost:/, '');

/**
 * What Lantern computes a run's LCP from: the observed load's trace, whose tasks it scales, its
 * network log, whose requests it replays on a slow connection, and the run's settings. Kept by
 * bench:lighthouse (BENCH_REPORT_DIR) and replayed by lantern-what-if.mjs.
 */
export function lanternInputsOf(result) {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = result.artifacts;
  return { Trace, DevtoolsLog, GatherContext, URL, SourceMaps, settings: result.lhr.configSettings };
}

/** Lighthouse's own simulation of one metric (`file`, exporting `name`) from a run's inputs. */
async function simulated(inputs, lighthouseDir, file, name) {
  const metricFile = path.join(lighthouseDir, 'core/computed/metrics', file);
  const metric = (await import(pathToFileURL(metricFile).href))[name];
  return metric.request(
    {
      trace: inputs.Trace,
      devtoolsLog: inputs.DevtoolsLog,
      gatherContext: inputs.GatherContext,
      settings: inputs.settings,
      simulator: null,
      URL: inputs.URL,
      SourceMaps: inputs.SourceMaps,
    },
    { computedCache: new Map() },
  );
}

/** Lighthouse's own simulation of the LCP of a run's inputs (its `timing` and node timings). */
export const simulatedLcp = (inputs, lighthouseDir) =>
  simulated(inputs, lighthouseDir, 'lantern-largest-contentful-paint.js', 'LanternLargestContentfulPaint');

/** Lighthouse's own simulation of the blocking time of a run's inputs (decision 0022 replays it). */
export const simulatedTbt = (inputs, lighthouseDir) =>
  simulated(inputs, lighthouseDir, 'lantern-total-blocking-time.js', 'LanternTotalBlockingTime');

/** Lantern leaves out of its graph every main-thread task shorter than this (observed, unthrottled). */
const PRUNED_TASK_MS = 10;

/**
 * For each script a run's page ran after its observed LCP: how long the task that first ran it took
 * (ms). Such a script is on the simulated path only when that task was too short for Lantern's graph
 * (PRUNED_TASK_MS): it then cannot tell when the script ran, and keeps its request (decision 0031).
 */
function ranAfterTheLcp(traceEvents) {
  const lcp = Math.max(
    ...traceEvents
      .filter((event) => event.name === 'largestContentfulPaint::Candidate')
      .filter((event) => event.args?.data?.isOutermostMainFrame ?? event.args?.data?.isMainFrame ?? true)
      .map((event) => event.ts),
  );
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.dur);
  const firstRun = new Map();
  for (const event of traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : null;
    if (url && (!firstRun.has(url) || event.ts < firstRun.get(url).ts)) firstRun.set(url, event);
  }
  const after = new Map();
  for (const [url, event] of firstRun) {
    if (event.ts <= lcp) continue;
    const task = tasks.find(
      (candidate) =>
        candidate.pid === event.pid &&
        candidate.tid === event.tid &&
        candidate.ts <= event.ts &&
        event.ts <= candidate.ts + candidate.dur,
    );
    after.set(url, (task?.dur ?? event.dur ?? 0) / 1000);
  }
  return after;
}

/** The simulated requests and long tasks before the LCP of one Lighthouse run, as printable lines. */
export async function criticalPathOf(result, lighthouseDir) {
  const metric = await simulatedLcp(lanternInputsOf(result), lighthouseDir);
  const lines = [`simulated up to the LCP (${Math.round(metric.timing)} ms), by end time:`];
  const timings = [...metric.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
  const after = ranAfterTheLcp(result.artifacts.Trace.traceEvents);
  for (const [node, { startTime, endTime }] of timings) {
    const span = `${String(Math.round(startTime)).padStart(6)} → ${String(Math.round(endTime)).padStart(5)}`;
    if (node.type === 'network') {
      const kb = (node.request.transferSize / 1024).toFixed(1);
      const ranIn = after.get(node.request.url);
      const note =
        ranIn === undefined
          ? ''
          : `, ran after the LCP in a task of ${ranIn.toFixed(1)} ms${ranIn < PRUNED_TASK_MS ? ' (too short for the graph)' : ''}`;
      lines.push(`${span}  request ${short(node.request.url)} (${kb} KB${note})`);
    } else if (endTime - startTime >= MIN_TASK_MS) {
      const scripts = new Set(
        node.childEvents
          .filter((event) => event.name === 'EvaluateScript' || event.name === 'FunctionCall')
          .map((event) => event.args?.data?.url)
          .filter(Boolean)
          .map(short),
      );
      lines.push(`${span}  task ${Math.round(endTime - startTime)} ms ${[...scripts].join(', ')}`);
    }
  }
  return lines;
}
