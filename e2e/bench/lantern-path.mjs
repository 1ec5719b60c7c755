// What Lighthouse's simulation (Lantern) puts before a page's largest paint, in the order it ends:
// every request, and every main-thread task of at least MIN_TASK_MS as simulated (4× CPU). A
// page's LCP in `npm run bench:lighthouse` is this simulation, not the observed load, so this is
// the chain to shorten: `npm run bench:lighthouse -- --only / --critical-path`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_TASK_MS = 40;

const short = (url) => url.replace(/^https?:\/\/localhost:/, '');

/** The simulated requests and long tasks before the LCP of one Lighthouse run, as printable lines. */
export async function criticalPathOf(result, lighthouseDir) {
  const metricFile = path.join(lighthouseDir, 'core/computed/metrics/lantern-largest-contentful-paint.js');
  const { LanternLargestContentfulPaint } = await import(pathToFileURL(metricFile).href);
  const { artifacts, lhr } = result;
  const metric = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      simulator: null,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
    },
    { computedCache: new Map() },
  );
  const lines = [`simulated up to the LCP (${Math.round(metric.timing)} ms), by end time:`];
  const timings = [...metric.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, { startTime, endTime }] of timings) {
    const span = `${String(Math.round(startTime)).padStart(6)} → ${String(Math.round(endTime)).padStart(5)}`;
    if (node.type === 'network') {
      const kb = (node.request.transferSize / 1024).toFixed(1);
      lines.push(`${span}  request ${short(node.request.url)} (${kb} KB)`);
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
