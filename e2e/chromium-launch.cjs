// How every browser test and benchmark starts Chromium here: Debian's build (never a downloaded
// browser), with the flags that let it run as root without reaching for the network.
const { existsSync } = require('node:fs');

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The whole browser: the benchmarks measure what a person's Chromium does. */
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite runs Debian's `chromium-headless-shell` (decision 0018): the same Chromium build
 * without the desktop browser around it, as Playwright runs headless tests by default. A page load
 * costs about half the CPU, which on two cores is half the suite. Without the package, the full
 * browser runs the tests.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

module.exports = {
  // Where `npm test` looks before it installs the packages (shared/tooling/test.mjs).
  paths: { fullBrowser, headlessShell },
  forBenchmarks: { executablePath: fullBrowser, args },
  forTests: { executablePath: existsSync(headlessShell) ? headlessShell : fullBrowser, args },
};
