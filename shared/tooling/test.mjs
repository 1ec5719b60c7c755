// `npm test`: install, lint, type-check, unit tests of every package, production builds, and the
// whole-system suite in Debian's Chromium. Exits non-zero on the first failure.
import { existsSync } from 'node:fs';

import { buildApps, elapsed, ensurePnpm, installDependencies, run, step } from './run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package as root: ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH). No browser is downloaded.',
    );
  }
  step("Installing Debian's chromium package");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

try {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  step('Lint (zero warnings) and formatting');
  run(pnpm, ['exec', 'eslint', '.', '--max-warnings', '0']);
  run(pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
  step('Type-check every package');
  run(pnpm, ['-r', '--workspace-concurrency', '2', 'typecheck']);
  step('API report of @cabinet/shared (decision 0013): regenerate it when the public surface changes');
  run(process.execPath, ['shared/tooling/api-report.mjs', '--check']);
  step('Unit tests');
  run(pnpm, ['-r', '--workspace-concurrency', '1', 'test']);
  buildApps(pnpm);
  ensureChromium();
  step('Bundle budgets: first-load JS of /login, every remoteEntry.js');
  run(process.execPath, ['e2e/bench/bundle-report.mjs']);
  step('End-to-end tests in Chromium');
  run(pnpm, ['--filter', '@cabinet/e2e', 'test:e2e']);
  console.info(`\nAll checks passed in ${elapsed()}.`);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(error.exitCode ?? 1);
}
