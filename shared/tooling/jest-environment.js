// @ts-check
// jsdom for every front-end test file, and a worker that leaves at once when its files are done.
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * A jest worker exits when jest has no more files for it. Left to itself, Node then frees the
 * worker's heap before the process ends: 1.3–1.6 GB after a few dozen jsdom files (garbage not yet
 * collected; 65–130 MB is live), which took longer than jest's 500 ms grace on two cores, so jest
 * killed the worker and printed "A worker process has failed to exit gracefully". Nothing is pending
 * when the loop is empty, so the worker may exit at once. The hook is on the worker's own `process`
 * (an environment runs outside the test's sandbox, whose `process` is a copy), once per worker.
 * The kernel still takes the worker's memory back after it exits: on a loaded machine that alone
 * once went past the 500 ms (one CI run of three on 2026-11-30), so the warning is rare, not gone.
 */
const EXIT_AT_ONCE = Symbol.for('cabinet.jest.exit-at-once');
const worker = /** @type {NodeJS.Process & { [EXIT_AT_ONCE]?: true }} */ (process);
if (!worker[EXIT_AT_ONCE]) {
  worker[EXIT_AT_ONCE] = true;
  worker.once('beforeExit', (code) => worker.exit(code));
}

module.exports = TestEnvironment;
