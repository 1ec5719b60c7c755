// `npm test`: install, lint, type-check, unit tests of every package, production builds, and the
// whole-system suite in Debian's Chromium. Exits non-zero on the first failure.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import { buildApps, elapsed, ensurePnpm, installDependencies, run, step } from './run.mjs';

const require = createRequire(import.meta.url);
const { fullBrowser: CHROMIUM, headlessShell: HEADLESS_SHELL } =
  require('../../e2e/chromium-launch.cjs').paths;

/**
 * Debian's chromium (the benchmarks, the budget check) and its headless shell (the e2e suite,
 * decision 0018), installed with apt when missing and run as root. Without the shell (not root, or
 * apt failed) the suite runs on the full browser, only slower; without the browser it cannot run.
 */
function ensureChromium() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot) {
    step(`Installing Debian's ${missing.join(' and ')}`);
    try {
      run('apt-get', ['update', '-qq']);
      // Both in one apt call: the shell and the browser are one Chromium release.
      run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
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

try {
  const pnpm = ensurePnpm();
  installDependencies(pnpm);
  step('Lint (zero warnings) and formatting');
  run(pnpm, ['exec', 'eslint', '.', '--max-warnings', '0']);
  run(pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn']);
  step('Type-check every package');
  // The root script: shared and the apps as one program (tsconfig.apps.json), then the sandbox and e2e.
  run(pnpm, ['run', 'typecheck']);
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
