// `npm run dev`: the sandbox plus a webpack dev server per app, rebuilding on every save.
// The shell's dev server proxies nothing: remotes are found through shell/public/remotes.json.
import { ROOT, ensurePnpm, sandboxExists, startChild } from './run.mjs';

const pnpm = ensurePnpm();
const children = [];
if (sandboxExists())
  children.push(startChild('sandbox', pnpm, ['--filter', '@cabinet/sandbox', 'start'], { cwd: ROOT }));
for (const app of ['shell', 'mf-auth', 'mf-orders', 'mf-warehouses', 'mf-reports']) {
  children.push(startChild(app, pnpm, ['--filter', `@cabinet/${app}`, 'dev'], { cwd: ROOT }));
}
console.info(
  '\n  Open http://localhost:8080 once the dev servers say "compiled" (Ctrl+C stops everything)\n',
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
