import { loadStartScripts } from '../start-scripts';

const SCRIPTS = { main: '/main.1a2b3c4d.js', chunks: ['/start.1.js', '/libraries.2.js', '/framework.3.js'] };

/** A page of its own (head and body), in a window whose paint reports the test makes. */
function pageWith({
  readyState = 'complete',
  hidden = false,
  paintTiming = true,
}: { readyState?: DocumentReadyState; hidden?: boolean; paintTiming?: boolean } = {}) {
  const doc = document.implementation.createHTMLDocument('cabinet');
  Object.defineProperty(doc, 'readyState', { value: readyState, configurable: true });
  Object.defineProperty(doc, 'visibilityState', { value: hidden ? 'hidden' : 'visible' });
  let reportPaint: (name: string) => void = () => undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    disconnected = false;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      reportPaint = (name) => {
        if (!this.disconnected)
          callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      };
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
  }
  const frames: Array<() => void> = [];
  const win = {
    document: doc,
    setTimeout: window.setTimeout.bind(window),
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  } as unknown as Window;
  const preloads = () =>
    Array.from(doc.head.querySelectorAll('link[rel="preload"]'), (link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.getAttribute('fetchpriority'),
    ]);
  const scripts = () => Array.from(doc.querySelectorAll('script'), (script) => script.getAttribute('src'));
  return { doc, win, preloads, scripts, paint: (name: string) => reportPaint(name), frames };
}

const ALL_PRELOADS = [
  ['/main.1a2b3c4d.js', 'script', 'high'],
  ['/start.1.js', 'script', null],
  ['/libraries.2.js', 'script', null],
  ['/framework.3.js', 'script', null],
];

describe('loadStartScripts: when the shell asks for its scripts and runs main.js', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('without a static copy: asks for all of them at once, main.js first and at high priority', () => {
    const page = pageWith();
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: false });
    expect(page.preloads()).toEqual(ALL_PRELOADS);
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
  });

  it('runs main.js only once the document is parsed, as a deferred script', () => {
    const page = pageWith({ readyState: 'loading' });
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: false });
    expect(page.preloads()).toHaveLength(4);
    expect(page.scripts()).toEqual([]);
    page.doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
  });

  it("with a static copy: asks for nothing until the copy's first contentful paint is on screen", () => {
    const page = pageWith();
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: true });
    page.paint('first-paint');
    expect(page.preloads()).toEqual([]);
    expect(page.scripts()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.preloads()).toEqual(ALL_PRELOADS);
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
    // The time limit after it asks for nothing again.
    jest.advanceTimersByTime(5_000);
    expect(page.preloads()).toHaveLength(4);
    expect(page.scripts()).toHaveLength(1);
  });

  it('with a static copy that reports no paint: asks after a second all the same', () => {
    const page = pageWith();
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: true });
    jest.advanceTimersByTime(999);
    expect(page.scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(page.preloads()).toEqual(ALL_PRELOADS);
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
  });

  it('in a hidden tab, which paints nothing until shown: asks at once', () => {
    const page = pageWith({ hidden: true });
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: true });
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
  });

  it('in a browser without paint timing: asks in the task after the next frame', () => {
    const page = pageWith({ paintTiming: false });
    loadStartScripts(page.win, SCRIPTS, { afterCopyPaint: true });
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    expect(page.scripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(page.preloads()).toEqual(ALL_PRELOADS);
    expect(page.scripts()).toEqual(['/main.1a2b3c4d.js']);
  });
});
