// Part of index.html's inline script (decision 0031): it must not import anything that runs code on
// import.

/** The shell's scripts that run whole before its first render (decision 0010). */
export interface StartScripts {
  /** main.js: run once the document is parsed, as the deferred script it replaces would be. */
  main: string;
  /** The start chunks main.js asks for at once (React, the libraries, the shared core). */
  chunks: string[];
}

/**
 * How long a visit with a static copy waits for the copy's first paint before it asks for the
 * scripts all the same: a browser may report no paint (a tab opened in the background paints
 * nothing until it is shown), and the app must start regardless.
 */
export const COPY_PAINT_WAIT_MS = 1_000;

/** Calls `run` once the page's first contentful paint is on screen, or after `limitMs`. */
function afterFirstContentfulPaint(win: Window, run: () => void, limitMs: number): void {
  win.setTimeout(run, limitMs);
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    // Reported once the frame is presented, not when the main thread has painted it.
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // Without paint timing: a task queued from a frame's callbacks runs after that frame is painted.
  win.requestAnimationFrame(() => win.setTimeout(run, 0));
}

/**
 * Asks for the shell's start scripts and runs main.js once the document is parsed. A visit that
 * shows a static copy (decisions 0016, 0021) asks once the copy is on screen: the start scripts
 * compile on other threads while they download (decision 0020), and on a phone's few cores that
 * held the copy's layout and paint back. Any other visit, or a hidden tab, asks at once.
 */
export function loadStartScripts(
  win: Window,
  scripts: StartScripts,
  { afterCopyPaint }: { afterCopyPaint: boolean },
): void {
  const doc = win.document;
  let asked = false;
  const preload = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    // A script is fetched behind the page's other preloads unless it asks for more.
    if (href === scripts.main) link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  };
  const runMain = () => {
    const script = doc.createElement('script');
    script.src = scripts.main;
    doc.head.appendChild(script);
  };
  const ask = () => {
    if (asked) return;
    asked = true;
    [scripts.main, ...scripts.chunks].forEach(preload);
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', runMain, { once: true });
    else runMain();
  };
  if (!afterCopyPaint || doc.visibilityState === 'hidden') ask();
  else afterFirstContentfulPaint(win, ask, COPY_PAINT_WAIT_MS);
}
