// @ts-check
/** The jest setup every front-end package uses: swc in jsdom, CSS Modules as identity maps. */
const path = require('node:path');

const SHARED_SRC = path.join(__dirname, '..', 'src');

/** @param {string} dir the package folder */
function createJestConfig(dir, overrides = {}) {
  return {
    rootDir: dir,
    // jsdom, with workers that exit at once when done (jest-environment.js).
    testEnvironment: path.join(__dirname, 'jest-environment.js'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/__tests__/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    // A screen test types with user-event in jsdom: 1–3 s alone, and over jest's default 5 s when
    // both cores are busy (seen on /warehouses/new while a build ran). Slow, not hung: 15 s.
    testTimeout: 15_000,
    // No maxWorkers here: `npm test` runs every package as a project of one jest run, where only the
    // run's own option counts (`--maxWorkers=100%` in shared/tooling/test.mjs: on two cores jest's
    // default of one worker left a core idle, mf-orders 114 s against 78 s); one package run alone
    // keeps jest's default.
    transform: {
      // swc only transpiles (type errors are tsc's job, `pnpm typecheck`), as the builds do, and is
      // several times faster than TypeScript's own transpiler on a fresh cache. It hoists `jest.mock`.
      '^.+\\.tsx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '^@cabinet/shared$': path.join(SHARED_SRC, 'index.ts'),
      '^@cabinet/shared/ui$': path.join(SHARED_SRC, 'ui', 'index.ts'),
      '^@cabinet/shared/date-field$': path.join(SHARED_SRC, 'date-field', 'index.ts'),
      '^@cabinet/shared/http$': path.join(SHARED_SRC, 'http', 'index.ts'),
      '^@cabinet/shared/router$': path.join(SHARED_SRC, 'router', 'index.ts'),
      '^@cabinet/shared/testing$': path.join(SHARED_SRC, 'testing', 'index.ts'),
      '^@cabinet/shared/contract$': path.join(SHARED_SRC, 'contract', 'index.ts'),
      '^@cabinet/shared/money$': path.join(SHARED_SRC, 'money', 'index.ts'),
    },
    ...overrides,
  };
}

module.exports = { createJestConfig };
