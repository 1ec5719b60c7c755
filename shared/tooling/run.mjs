// Helpers for the root scripts (`npm start`, `npm test`, `npm run dev`). Node built-ins only:
// they run before anything is installed, on a machine that has nothing but Node 20 and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const PNPM_VERSION = rootPackage.packageManager.replace(/^pnpm@/, '');
const LOCAL_PNPM = path.join(ROOT, '.tools', 'node_modules', '.bin', 'pnpm');

const startedAt = Date.now();

/** Prints a step header with the time since the start, so a long run shows where its minutes go. */
export function step(title) {
  console.info(`\n▶ ${title}  [${elapsed()} since the start]`);
}

/** Minutes and seconds since this run began: the suite's 15-minute budget is read off these. */
export function elapsed() {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/** The pnpm of `packageManager`: the one on PATH if it matches, else a copy installed into .tools/. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(LOCAL_PNPM) && versionOf(LOCAL_PNPM) === PNPM_VERSION) return useLocalPnpm();
  step(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    path.join(ROOT, '.tools'),
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (versionOf(LOCAL_PNPM) !== PNPM_VERSION) throw new Error(`could not install pnpm ${PNPM_VERSION}`);
  return useLocalPnpm();
}

/** Puts .tools' pnpm first on PATH, so that scripts and tools which call `pnpm` find it too. */
function useLocalPnpm() {
  process.env.PATH = `${path.dirname(LOCAL_PNPM)}${path.delimiter}${process.env.PATH ?? ''}`;
  return LOCAL_PNPM;
}

/** Runs a command in the foreground, inheriting the terminal; throws on a non-zero exit. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const error = new Error(
      result.error
        ? `${path.basename(command)} could not start: ${result.error.message}`
        : `${path.basename(command)} ${args.join(' ')} exited with ${result.status ?? result.signal}`,
    );
    error.exitCode = result.status ?? 1;
    throw error;
  }
}

/**
 * Runs a command with its output held back and printed as one block when it ends, so that commands
 * run side by side (`npm test`'s static checks and builds on two cores) stay readable. Its header
 * gives the seconds it took; it rejects on a non-zero exit, after printing the block.
 */
export function runHeldBack(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let settled = false;
    const finish = (failure) => {
      if (settled) return; // 'close' follows 'error' when a command could not start
      settled = true;
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString().trimEnd();
      console.info(`\n── ${label}: ${failure ? 'FAILED' : 'done'} in ${seconds} s`);
      if (text) console.info(text);
      if (failure) {
        const error = new Error(`${label}: ${failure}`);
        error.exitCode = 1;
        reject(error);
      } else resolve();
    };
    child.on('error', (error) => finish(`${path.basename(command)} could not start: ${error.message}`));
    child.on('close', (code, signal) =>
      finish(code === 0 ? null : `${path.basename(command)} ${args.join(' ')} exited with ${code ?? signal}`),
    );
  });
}

/** Starts a long-running child whose output is prefixed with a label. */
export function startChild(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.info(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  return child;
}

/** pnpm install: frozen lockfile in CI, so a stale lockfile fails loudly there. */
export function installDependencies(pnpm) {
  step('Installing dependencies');
  run(pnpm, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
}

/** pnpm's arguments that build the shell and the four remotes for production, two at a time. */
export const BUILD_APPS_ARGS = [
  '-r',
  '--filter',
  './shell',
  '--filter',
  './mf-*',
  '--workspace-concurrency',
  '2',
  'build',
];

/** Builds the shell and the four remotes for production. */
export function buildApps(pnpm) {
  step('Building the shell and the remotes');
  run(pnpm, BUILD_APPS_ARGS);
}

/** True when the sandbox package has its server yet. */
export function sandboxExists() {
  return existsSync(path.join(ROOT, 'sandbox', 'src', 'main.ts'));
}
