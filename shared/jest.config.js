// @ts-check
const { createJestConfig } = require('../shared/tooling/jest-preset');

module.exports = createJestConfig(__dirname);
