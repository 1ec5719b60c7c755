// The globals of a blank browser page for a remote's prerender bundle, whose modules read `document`,
// `window` and storage as they load. Installed only in a process or worker of its own
// (prerender-run.cjs, signed-in-render-worker.cjs): those globals must not leak into a build or a server.
const { JSDOM } = require('jsdom');

/** A first visit at `url`: no cookie and nothing stored. Node's own globals (fetch, timers) stay. */
function installBlankPage(url) {
  const dom = new JSDOM('<!doctype html><html lang="ru"><head></head><body></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in globalThis) continue;
    Object.defineProperty(globalThis, key, { configurable: true, get: () => dom.window[key] });
  }
  globalThis.window = globalThis;
  return dom;
}

module.exports = { installBlankPage };
