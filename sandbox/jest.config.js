/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        // `import()` stays a real dynamic import: PGlite is an ES module.
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  moduleNameMapper: { '^cookie$': '<rootDir>/jest/cookie-shim.js' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 120_000,
  maxWorkers: 2,
};
