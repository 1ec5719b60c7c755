// Writes the version-skew fixture of the e2e suite (decision 0013): the four remotes as built from
// an earlier commit (the previous release), brotli-compressed, in e2e/fixtures/previous-release/.
//
//   node shared/tooling/previous-release.mjs <commit>                 export, install, build, copy
//   node shared/tooling/previous-release.mjs <commit> --built <dir>   copy from a tree already built
//
// The commit is exported with `git archive` into a temporary folder (git's state is not touched),
// installed from the local pnpm store and built with its own tooling. Only `.br` files are kept (a
// file without one, below the compression threshold, is kept as is): the e2e tests decompress them
// as they serve them, so the fixture is about a quarter of the builds' size.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { APPS } = require('./apps.js');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURE = path.join(ROOT, 'e2e', 'fixtures', 'previous-release');

const [commitArg, flag, builtDir] = process.argv.slice(2);
if (!commitArg) {
  console.error('usage: node shared/tooling/previous-release.mjs <commit> [--built <dir>]');
  process.exit(2);
}
const commit = execFileSync('git', ['rev-parse', commitArg], { cwd: ROOT, encoding: 'utf8' }).trim();
const remotes = APPS.filter((app) => !app.isHost);

let tree = flag === '--built' ? path.resolve(builtDir ?? '') : null;
if (!tree) {
  tree = mkdtempSync(path.join(tmpdir(), 'cabinet-previous-'));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${tree}"`], { cwd: ROOT, stdio: 'inherit' });
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: tree, stdio: 'inherit' });
  for (const app of remotes)
    execFileSync('pnpm', ['build'], { cwd: path.join(tree, app.dir), stdio: 'inherit' });
}

/** Every file of a build folder, relative to it. */
function filesOf(dir, prefix = '') {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

rmSync(FIXTURE, { recursive: true, force: true });
let total = 0;
for (const app of remotes) {
  const dist = path.join(tree, app.dir, 'dist');
  const files = new Set(filesOf(dist));
  for (const file of files) {
    if (/\.(br|gz)$/.test(file) || /\.LICENSE\.txt$/.test(file)) continue;
    const kept = files.has(`${file}.br`) ? `${file}.br` : file;
    const target = path.join(FIXTURE, app.dir, kept);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(dist, kept), target);
    total += statSync(target).size;
  }
}
writeFileSync(
  path.join(FIXTURE, 'RELEASE.json'),
  `${JSON.stringify({ commit, remotes: remotes.map((app) => app.dir) }, null, 2)}\n`,
);
console.info(`previous release ${commit.slice(0, 10)}: ${(total / 1024).toFixed(0)} KB in ${FIXTURE}`);
if (flag !== '--built' && existsSync(tree)) rmSync(tree, { recursive: true, force: true });
