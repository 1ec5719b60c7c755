// What-if replays of the Lighthouse benchmark's simulation (`npm run bench:what-if -- <dir>`; not part
// of `npm test`): reads the runs that `BENCH_REPORT_DIR=<dir> npm run bench:lighthouse` kept
// (`<page>-<run>.lantern.json` and its floor's `<page>-<run>.floor.lantern.json`) and simulates each
// page run's LCP again, as Lighthouse does, with the network log's response sizes changed:
//
// - as measured: nothing changed (the report's own LCP: a check of the replay);
// - the stack's files only: every response but the document and the files of the libraries the
//   cabinet is built on (React's `framework`, react-router's and effector's `libraries`, the
//   federation runtime's `main`, each remote's `remoteEntry.js`) sent as 300 bytes, as if the
//   cabinet's own code, styles and data cost nothing to download;
// - React only: every response but the document and React's `framework` sent as 300 bytes.
//
// Requests, their order and every main-thread task stay as observed: what is left over the floor
// in the last column is the page's round trips and its work, not its bytes. The ratio is to the
// floor run paired with it (e2e/bench/floor, a bare React page). Lighthouse must have been installed
// by a run of bench:lighthouse.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { simulatedLcp } from './lantern-path.mjs';
import { median } from './median.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIGHTHOUSE = path.join(ROOT, '.tools', 'lighthouse', 'node_modules', 'lighthouse');
const SHRUNK_BYTES = 300;
const STACK_FILES = /\/(framework|libraries|main)\.[0-9a-f]+\.js$|\/remoteEntry\.js$/;
const REACT_FILE = /\/framework\.[0-9a-f]+\.js$/;

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run bench:what-if -- <folder of BENCH_REPORT_DIR=… npm run bench:lighthouse>');
  process.exit(2);
}
/** The simulated LCP of a kept run, every response whose URL `keep` refuses sent as SHRUNK_BYTES. */
async function lcpWithSizes(inputs, keep = () => true) {
  const urlOf = new Map();
  for (const event of inputs.DevtoolsLog) {
    if (event.method === 'Network.requestWillBeSent')
      urlOf.set(event.params.requestId, event.params.request.url);
  }
  const shrunk = (event) => {
    const url = urlOf.get(event.params.requestId) ?? '';
    return url !== inputs.URL.mainDocumentUrl && !keep(url);
  };
  const devtoolsLog = inputs.DevtoolsLog.map((event) => {
    if (event.method === 'Network.loadingFinished' && shrunk(event)) {
      const encodedDataLength = Math.min(SHRUNK_BYTES, event.params.encodedDataLength);
      return { ...event, params: { ...event.params, encodedDataLength } };
    }
    if (event.method === 'Network.dataReceived' && shrunk(event)) {
      return { ...event, params: { ...event.params, encodedDataLength: 0 } };
    }
    return event;
  });
  return (await simulatedLcp({ ...inputs, DevtoolsLog: devtoolsLog }, LIGHTHOUSE)).timing;
}

const read = (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
const runs = readdirSync(dir)
  .filter((file) => file.endsWith('.lantern.json') && !file.endsWith('.floor.lantern.json'))
  .sort();
if (runs.length === 0) throw new Error(`${dir} holds no <page>-<run>.lantern.json`);

const columns = ['as measured', 'the stack’s files only', 'React only'];
const byPage = new Map();
for (const file of runs) {
  const name = file.replace(/\.lantern\.json$/, '');
  const page = read(file);
  const floorLcp = await lcpWithSizes(read(`${name}.floor.lantern.json`));
  const lcps = [
    await lcpWithSizes(page),
    await lcpWithSizes(page, (url) => STACK_FILES.test(url)),
    await lcpWithSizes(page, (url) => REACT_FILE.test(url)),
  ];
  const cells = lcps.map((lcp) => `${(lcp / 1000).toFixed(2)} s (${(lcp / floorLcp).toFixed(2)}×)`);
  console.info(`${name.padEnd(16)} floor ${(floorLcp / 1000).toFixed(2)} s | ${cells.join(' | ')}`);
  const pageName = name.replace(/-\d+$/, '');
  byPage.set(pageName, [...(byPage.get(pageName) ?? []), lcps.map((lcp) => lcp / floorLcp)]);
}
console.info(`\nLCP ratio to the floor, medians of the kept runs (${columns.join(' | ')}):`);
for (const [pageName, ratios] of byPage) {
  const medians = columns.map((_, column) => `${median(ratios.map((row) => row[column])).toFixed(2)}×`);
  console.info(`${pageName.padEnd(16)} ${medians.join(' | ')}`);
}
