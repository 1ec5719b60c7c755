// `pnpm typecheck`: TypeScript 7's native compiler over a package's tsconfig.json, or at the root over
// the three programs (shared and the apps, the sandbox, e2e). Decision 0030: the libraries that need
// TypeScript's JavaScript API (typescript-eslint, the API report) keep `typescript` 6; both `tsc`
// commands would land in node_modules/.bin, so this script names the native one by its package.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

import { ROOT } from './run.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const NATIVE_TSC = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');

const projects =
  process.cwd() === ROOT
    ? ['tsconfig.apps.json', 'sandbox/tsconfig.json', 'e2e/tsconfig.json']
    : [path.join(process.cwd(), 'tsconfig.json')];

for (const project of projects) {
  const result = spawnSync(process.execPath, [NATIVE_TSC, '-p', project, '--noEmit'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`Type errors in ${path.relative(ROOT, path.resolve(ROOT, project))}.`);
    process.exit(result.status ?? 1);
  }
}
