// How much of a run's main-thread time was spent on a CPU, and what Lighthouse's blocking time would
// be if the main thread had never waited for one. A trace's task has a wall duration (`dur`, what
// Lighthouse's simulation scales by 4× and counts beyond 50 ms) and the main thread's CPU time inside
// it (`tdur`). On this two-core machine, with Chromium's browser, GPU and tracing processes and
// Lighthouse itself busy during the load, a renderer's main thread waits for a core about as long as
// it runs: a task of 3 ms of work can last 70 ms, and the reported blocking time then measures the
// machine as much as the page. Both are printed, so that a change is judged by both (decision 0022).

/** The main frame's last navigation of a trace (the audited page's), or undefined. */
const navigationOf = (events) =>
  events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
    )
    .at(-1);

/**
 * The page's main-thread tasks after its first contentful paint, from a Lighthouse run's trace: their
 * wall time and their CPU time (ms; a task that began before the paint counts only its rest). Null
 * when the trace has no navigation or no first contentful paint of it.
 */
export function mainThreadAfterPaint(trace) {
  const events = trace.traceEvents;
  const navigation = navigationOf(events);
  if (!navigation) return null;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === navigation.pid && event.ts >= navigation.ts,
  );
  if (!paint) return null;
  const totals = { wall: 0, cpu: 0 };
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.dur <= 0) continue;
    if (event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    const end = event.ts + event.dur;
    if (end <= paint.ts) continue;
    const share = event.ts >= paint.ts ? 1 : (end - paint.ts) / event.dur;
    totals.wall += (event.dur * share) / 1000;
    totals.cpu += ((event.tdur ?? event.dur) * share) / 1000;
  }
  return totals;
}

/**
 * The same trace with every main-thread task shortened to its CPU time: the task's events are
 * scaled by the task's CPU share towards its start, so their nesting, order and the scripts they
 * name (what Lighthouse's simulation ties a task to) stay as recorded. Replayed by the simulation,
 * it gives the blocking time of a main thread that never waited for a core.
 */
export function onCpuTimeOnly(trace) {
  const events = trace.traceEvents;
  const navigation = navigationOf(events);
  if (!navigation) return trace;
  const onMainThread = (event) => event.pid === navigation.pid && event.tid === navigation.tid;
  const tasks = events
    .filter(
      (event) =>
        onMainThread(event) &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.dur > 0 &&
        event.tdur >= 0,
    )
    .sort((a, b) => a.ts - b.ts);
  const scaled = [...events];
  const inOrder = events
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => onMainThread(event))
    .sort((a, b) => a.event.ts - b.event.ts);
  let next = 0;
  for (const { event, index } of inOrder) {
    while (next < tasks.length && tasks[next].ts + tasks[next].dur < event.ts) next += 1;
    const task = tasks[next];
    if (!task || event.ts < task.ts) continue;
    const share = Math.min(1, task.tdur / task.dur);
    scaled[index] = {
      ...event,
      ts: task.ts + (event.ts - task.ts) * share,
      ...(event.dur === undefined ? {} : { dur: event.dur * share }),
    };
  }
  return { ...trace, traceEvents: scaled };
}
