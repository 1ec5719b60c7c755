/** How long a hidden tab (no frames) waits at most for a paint. */
export const PAINT_WAIT_LIMIT_MS = 100;

/**
 * Runs `run` in a task of its own after the next frame is painted (at most PAINT_WAIT_LIMIT_MS later
 * where no frame comes): what a first screen does not show is rendered after that screen is on
 * screen, and its layout lands in a later frame than the first screen's. Returns a cancel.
 */
export function afterNextPaint(run: () => void, win: Window = window): () => void {
  let timer = 0;
  let settled = false;
  const cancel = () => {
    settled = true;
    win.clearTimeout(limit);
    win.clearTimeout(timer);
    win.cancelAnimationFrame(frame);
  };
  const done = () => {
    if (settled) return;
    cancel();
    run();
  };
  const limit = win.setTimeout(done, PAINT_WAIT_LIMIT_MS);
  // A frame's callbacks run just before it is painted; a task queued from there runs after it.
  const frame = win.requestAnimationFrame(() => {
    timer = win.setTimeout(done, 0);
  });
  return cancel;
}
