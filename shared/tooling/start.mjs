// `npm start`: install, build, start the sandbox platform and serve the shell and every remote on
// its own origin, then wait until interrupted.
import { createRequire } from 'node:module';

import { ROOT, buildApps, ensurePnpm, installDependencies, sandboxExists, startChild, step } from './run.mjs';

const require = createRequire(import.meta.url);
const { APPS, SANDBOX, portOf } = require('./apps.js');

const pnpm = ensurePnpm();
installDependencies(pnpm);
buildApps(pnpm);

const children = [];
if (sandboxExists()) {
  step(`Starting the sandbox platform on :${portOf(SANDBOX)}`);
  children.push(startChild('sandbox', pnpm, ['--filter', '@cabinet/sandbox', 'start'], { cwd: ROOT }));
} else {
  console.warn('sandbox/src/main.ts does not exist yet: the platform API is not started.');
}

step('Serving the apps');
children.push(startChild('serve', process.execPath, ['shared/tooling/serve.mjs'], { cwd: ROOT }));

const shellPort = portOf(APPS[0]);
setTimeout(() => {
  console.info(`\n  Open http://localhost:${shellPort}  (Ctrl+C stops everything)\n`);
}, 1500);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`a child process exited with ${code}; stopping`);
      stop();
    }
  });
}
