// A worker thread that renders signed-in pages for the shell's server (signed-in-pages.mjs, decision
// 0021): it loads one remote's server bundle in a blank browser page of its own (prerender-window.cjs)
// and answers `{ id, visit }` with `{ id, copy }` (null: no copy, the visitor gets the plain page).
const { parentPort, workerData } = require('node:worker_threads');

const { installBlankPage } = require('./prerender-window.cjs');

installBlankPage('http://localhost/');
const bundle = require(workerData.bundle);
// Visits wait behind the warm-up's renders (one at a time), which only a first visit would pay.
const warm = Promise.resolve()
  .then(() => bundle.warmUpSignedInPages?.())
  .catch((error) => console.error('The signed-in pages could not be warmed up:', error));

parentPort.on('message', ({ id, visit, timeoutMs }) => {
  const signal = AbortSignal.timeout(timeoutMs);
  warm
    .then(() => bundle.renderSignedInPage({ ...visit, signal }))
    .then(
      (copy) => parentPort.postMessage({ id, copy }),
      (error) => {
        console.error(`A signed-in copy of ${visit.module} failed to render:`, error);
        parentPort.postMessage({ id, copy: null });
      },
    );
});
