type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task, so that the browser may paint and answer input before the next stage of a
 * start (the shell's, a page's modules) runs. `scheduler.yield()` resumes ahead of other queued
 * tasks; a zero timeout is the fallback where it is missing.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
