// @ts-check
/**
 * `npm run test:mutation [-- module… --incremental]`: StrykerJS over the modules that hold the
 * spec's rules (modules.mjs), one module at a time, each against its own tests; then the mutation
 * score of every module. Exits 1 when a module is under the target. Not part of `npm test`: a full
 * run takes about half an hour on two cores; `--incremental` re-tests only what changed since the
 * last run of a module.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { MODULES, moduleNamed } from './modules.mjs';

const TARGET = 85;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const STRYKER = join(ROOT, 'node_modules', '.bin', 'stryker');

const args = process.argv.slice(2);
/** Options for Stryker itself, e.g. `--incremental` (re-test only what changed since the last run). */
const strykerOptions = args.filter((arg) => arg.startsWith('--'));
const names = args.filter((arg) => !arg.startsWith('--'));
const chosen = names.length > 0 ? names.map(moduleNamed) : MODULES;

/** @param {string} name */
const reportOf = (name) => join(ROOT, '.tmp', 'mutation', `${name}.json`);

/**
 * Killed and timed-out mutants are detected; survivors and mutants no test reaches are not; mutants
 * that do not compile or that Stryker ignores do not count (Stryker's own "mutation score").
 * @param {string} file
 */
function scoreOf(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {Record<string, number>} */
  const counts = {};
  /** @type {string[]} */
  const survivors = [];
  for (const [path, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
      if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        survivors.push(`${path}:${mutant.location.start.line} ${mutant.mutatorName}`);
      }
    }
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const valid = detected + undetected;
  return { detected, undetected, valid, score: valid === 0 ? 100 : (detected / valid) * 100, survivors };
}

const results = [];
for (const module of chosen) {
  console.info(`\n=== mutation testing: ${module.name} (${module.packageDir}) ===`);
  rmSync(reportOf(module.name), { force: true });
  const run = spawnSync(STRYKER, ['run', join('mutation', 'stryker.config.mjs'), ...strykerOptions], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MODULE: module.name },
  });
  if (run.status !== 0 || !existsSync(reportOf(module.name))) {
    results.push({ module, failed: true });
    continue;
  }
  results.push({ module, failed: false, ...scoreOf(reportOf(module.name)) });
}

console.info(`\nMutation score per module (target ${TARGET} % killed)`);
console.info('module                     score   killed  survived  files');
for (const result of results) {
  const name = result.module.name.padEnd(25);
  if (result.failed) {
    console.info(`${name}  Stryker failed`);
    continue;
  }
  const score = `${result.score?.toFixed(1)} %`.padStart(7);
  const files = result.module.mutate.map((file) => file.replace(/^src\//, '')).join(', ');
  console.info(
    `${name} ${score}  ${String(result.detected).padStart(6)}  ${String(result.undetected).padStart(8)}  ${files}`,
  );
}
const under = results.filter((result) => result.failed || (result.score ?? 0) < TARGET);
if (under.length > 0) {
  console.info(`\nUnder ${TARGET} %: ${under.map((result) => result.module.name).join(', ')}`);
  process.exitCode = 1;
}
