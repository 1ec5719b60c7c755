// `npm start`: install, build, start the sandbox platform and serve the shell and every remote on
// its own origin, then wait until interrupted.
import { createRequire } from 'node:module';

import { writeDeploymentFiles } from './deployment.mjs';
import { ROOT, buildApps, ensurePnpm, installDependencies, sandboxExists, startChild, step } from './run.mjs';

const require = createRequire(import.meta.url);
const { APPS, SANDBOX, portOf } = require('./apps.js');

const pnpm = ensurePnpm();
installDependencies(pnpm);
buildApps(pnpm);

// Ports are overridable (SHELL_PORT, MF_*_PORT, SANDBOX_PORT): the shell's deployment files and the
// sandbox's allowed origins follow them, as a deployment would edit them.
const shellOrigin = `http://localhost:${portOf(APPS[0])}`;
writeDeploymentFiles();

const children = [];
if (sandboxExists()) {
  step(`Starting the sandbox platform on :${portOf(SANDBOX)}`);
  const appOrigins = APPS.flatMap((app) => [
    `http://localhost:${portOf(app)}`,
    `http://127.0.0.1:${portOf(app)}`,
  ]);
  children.push(
    startChild('sandbox', pnpm, ['--filter', '@cabinet/sandbox', 'start'], {
      cwd: ROOT,
      env: {
        ...process.env,
        SANDBOX_APP_ORIGINS: process.env.SANDBOX_APP_ORIGINS ?? appOrigins.join(','),
        SANDBOX_REDIRECT_URIS:
          process.env.SANDBOX_REDIRECT_URIS ??
          `${shellOrigin}/login,http://127.0.0.1:${portOf(APPS[0])}/login`,
      },
    }),
  );
} else {
  console.warn('sandbox/src/main.ts does not exist yet: the platform API is not started.');
}

step('Serving the apps');
children.push(startChild('serve', process.execPath, ['shared/tooling/serve.mjs'], { cwd: ROOT }));

setTimeout(() => {
  console.info(`\n  Open ${shellOrigin}  (Ctrl+C stops everything)\n`);
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
