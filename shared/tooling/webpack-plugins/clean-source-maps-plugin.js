// @ts-check
const { rmSync } = require('node:fs');
const path = require('node:path');

/**
 * Empties `sourcemaps/` before a production build, as `output.clean` does for `dist/`. Production
 * source maps are written there, beside `dist/`, for error reports: never into what is deployed.
 */
class CleanSourceMapsPlugin {
  /** @param {string} dir the app's folder */
  constructor(dir) {
    this.dir = path.join(dir, 'sourcemaps');
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => {
      rmSync(this.dir, { recursive: true, force: true });
    });
  }
}

module.exports = { CleanSourceMapsPlugin };
