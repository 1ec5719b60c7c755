/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
  moduleNameMapper: { '^cookie$': '<rootDir>/jest/cookie-shim.js' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 120_000,
  maxWorkers: 2,
};
