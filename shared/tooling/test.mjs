// `npm test`: install; then lint, type-check and production builds side by side; unit tests of every
// package; the bundle budgets; and the whole-system suite in Debian's Chromium. Exits non-zero when a
// step fails (the side-by-side steps all finish first, so each one's result shows).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import {
  BUILD_APPS_ARGS,
  ROOT,
  elapsed,
  ensurePnpm,
  installDependencies,
  run,
  runHeldBack,
  step,
} from './run.mjs';

const require = createRequire(import.meta.url);
const { fullBrowser: CHROMIUM, headlessShell: HEADLESS_SHELL } =
  require('../../e2e/chromium-launch.cjs').paths;

/**
 * Debian's chromium (the benchmarks, the budget check) and its headless shell (the e2e suite,
 * decision 0018), installed with apt when missing and run as root. Without the shell (not root, or
 * apt failed) the suite runs on the full browser, only slower; without the browser it cannot run.
 * apt mostly waits for the network, so it runs beside the static checks and builds.
 */
async function ensureChromium() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    console.info(`Installing Debian's ${missing.join(' and ')} with apt, beside the checks.`);
    try {
      await runHeldBack('apt-get update', 'apt-get', ['update', '-qq']);
      // Both in one apt call: the shell and the browser are one Chromium release.
      await runHeldBack(
        "apt-get install of Debian's Chromium",
        'apt-get',
        ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'],
        { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
      );
      return;
    } catch (error) {
      if (!existsSync(CHROMIUM)) throw error;
      console.warn(`apt could not install the headless shell (${error.message}).`);
    }
  } else if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's packages as root: ` +
        `\`${command}\` (or set CHROMIUM_PATH). No browser is downloaded.`,
    );
  }
  console.warn(`The e2e suite runs on the full Chromium, about twice as slow. As root: \`${command}\`.`);
}

/**
 * Runs independent steps side by side and waits for all of them, so that one failure still shows
 * every other step's result. On two cores it gains what the steps left idle one after another
 * (about 15–30 s of 2.5 min, measured), and apt's download no longer adds its time to the run.
 */
async function sideBySide(lanes) {
  const results = await Promise.allSettled(lanes.map((lane) => lane()));
  const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason);
  if (failures.length > 0) {
    const error = new Error(failures.map((failure) => failure.message).join('; '));
    error.exitCode = failures[0].exitCode ?? 1;
    throw error;
  }
}

/** The workspace's packages with a `test` script, as pnpm lists them (the root's own is this file). */
function packageTests(pnpm) {
  const listed = spawnSync(pnpm, ['ls', '-r', '--depth', '-1', '--json'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`pnpm ls could not list the workspace: ${listed.stderr}`);
  return JSON.parse(listed.stdout)
    .filter((pkg) => path.resolve(pkg.path) !== ROOT)
    .map((pkg) => {
      const manifest = JSON.parse(readFileSync(path.join(pkg.path, 'package.json'), 'utf8'));
      return { folder: path.relative(ROOT, pkg.path), name: pkg.name, script: manifest.scripts?.test };
    })
    .filter((pkg) => pkg.script);
}

/**
 * Every package's unit tests. The packages whose script is plain `jest` run as one jest run with a
 * project each (their own configs): its workers go from one package's files to the next instead of
 * idling at each package's end, and a file of `shared` that every package imports is compiled once,
 * not once per package (the six front-end packages: 106 s against 130 s one after another, on a
 * fresh cache, 2026-11-30). A package with a script of its own runs it.
 */
function runUnitTests(pnpm) {
  const packages = packageTests(pnpm);
  const plainJest = packages.filter((pkg) => pkg.script === 'jest').map((pkg) => pkg.folder);
  if (plainJest.length > 0) run(pnpm, ['exec', 'jest', '--maxWorkers=100%', '--projects', ...plainJest]);
  for (const pkg of packages.filter((candidate) => candidate.script !== 'jest')) {
    run(pnpm, ['--filter', pkg.name, 'test']);
  }
}

try {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  step('Side by side: lint and formatting, type-check and API report, production builds, Chromium');
  await sideBySide([
    () => runHeldBack('Lint (zero warnings)', pnpm, ['exec', 'eslint', '.', '--max-warnings', '0']),
    () => runHeldBack('Formatting', pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']),
    async () => {
      // The root script: shared and the apps as one program (tsconfig.apps.json), then the sandbox and e2e.
      await runHeldBack('Type-check every package', pnpm, ['run', 'typecheck']);
      // Decision 0013: regenerate the report when the public surface of @cabinet/shared changes.
      await runHeldBack('API report of @cabinet/shared', process.execPath, [
        'shared/tooling/api-report.mjs',
        '--check',
      ]);
    },
    () => runHeldBack('Production builds of the shell and the remotes', pnpm, BUILD_APPS_ARGS),
    ensureChromium,
  ]);
  step('Unit tests');
  runUnitTests(pnpm);
  step('Bundle budgets: first-load JS of /login, every remoteEntry.js');
  run(process.execPath, ['e2e/bench/bundle-report.mjs']);
  step('End-to-end tests in Chromium');
  run(pnpm, ['--filter', '@cabinet/e2e', 'test:e2e']);
  console.info(`\nAll checks passed in ${elapsed()}.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.exitCode ?? 1);
}
