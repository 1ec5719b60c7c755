// How much of a run's main-thread time after its first contentful paint was spent on a CPU. A
// trace's task has a wall duration (`dur`, what Lighthouse scales by 4× and counts beyond 50 ms) and
// the main thread's CPU time inside it (`tdur`). On this two-core machine, with Chromium's browser,
// GPU and tracing processes and Lighthouse itself busy during the load, a renderer's main thread
// waits for a core for about as long again as it runs (Linux's schedstat, 2026-11-30): a task of
// 3 ms of work can last 70 ms. The blocking time Lighthouse reports then measures the machine as
// much as the page. Printed beside it, so that a change is judged by both (decision 0022).

/** A task's share after `from` (µs): a task that began before the paint counts only its rest. */
const after = (task, from) => {
  const end = task.ts + task.dur;
  if (end <= from) return { wall: 0, cpu: 0 };
  const part = task.ts >= from ? 1 : (end - from) / task.dur;
  return { wall: (task.dur * part) / 1000, cpu: ((task.tdur ?? task.dur) * part) / 1000 };
};

/**
 * The page's main-thread tasks after its first contentful paint, from a Lighthouse run's trace:
 * their wall time and CPU time (ms), and the blocking time both give at Lighthouse's 4× (each task's
 * time beyond 50 ms), the CPU one being what a main thread that never waited for a core would block.
 * Null when the trace has no navigation or no first contentful paint of it.
 */
export function mainThreadAfterPaint(trace, { cpuSlowdown = 4 } = {}) {
  const events = trace.traceEvents;
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!navigation) return null;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) return null;
  const totals = { wall: 0, cpu: 0, blockingWall: 0, blockingCpu: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    const { wall, cpu } = after(event, paint.ts);
    totals.wall += wall;
    totals.cpu += cpu;
    totals.blockingWall += Math.max(0, wall * cpuSlowdown - 50);
    totals.blockingCpu += Math.max(0, cpu * cpuSlowdown - 50);
  }
  return totals;
}
