// @ts-check
/**
 * StrykerJS for one module of `modules.mjs`, chosen by MUTATION_MODULE (`mutation/run.mjs` sets it).
 * Run from the workspace root: the sandbox holds the module's package and the shared library that
 * its tests import by source; the jest runner runs only the module's own tests.
 */
import { moduleNamed } from './modules.mjs';

const APPS = ['shell', 'mf-auth', 'mf-orders', 'mf-warehouses', 'mf-reports'];

/** Folders the sandbox never needs (builds, other apps, the browser suite, the platform). */
const NOT_COPIED = [
  '/.tmp',
  '/.tools',
  '/.ci',
  '/docs',
  '/e2e',
  '/sandbox',
  '/mutation',
  '**/dist',
  '**/sourcemaps',
  '**/coverage',
  '**/test-results',
];

const module = moduleNamed(process.env.MUTATION_MODULE ?? '');
const inPackage = (file) => `${module.packageDir}/${file}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'pnpm',
  testRunner: 'jest',
  plugins: ['@stryker-mutator/jest-runner'],
  jest: {
    projectType: 'custom',
    configFile: inPackage('jest.config.js'),
    enableFindRelatedTests: true,
    // Only the module's own tests: its rules must be pinned beside it.
    config: { testMatch: module.tests.map((glob) => `<rootDir>/${glob}`) },
  },
  coverageAnalysis: 'perTest',
  mutate: module.mutate.map(inPackage),
  ignorePatterns: [
    ...NOT_COPIED.filter((folder) => folder !== `/${module.packageDir}`),
    ...APPS.filter((app) => app !== module.packageDir).map((app) => `/${app}`),
  ],
  // swc transpiles file by file (@swc/jest): type errors never reach a run.
  disableTypeChecks: false,
  // One jest process per core of a two-core machine.
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: `.tmp/stryker/${module.name}`,
  cleanTempDir: 'always',
  reporters: ['clear-text', 'json'],
  jsonReporter: { fileName: `.tmp/mutation/${module.name}.json` },
  // Used with `--incremental` only: the results of the last run, to re-test only what changed.
  incrementalFile: `.tmp/mutation/${module.name}.incremental.json`,
  clearTextReporter: { allowEmojis: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
};
