// @ts-check
/**
 * The second build of a remote that has public pages (decision 0016): its prerender entry, built for
 * Node with the same loaders and CSS Module names as its client build, run once after the build, and
 * its answer written into dist as `prerendered-pages.json`: the static markup a deployment puts into
 * the shell's HTML of those routes (shared/tooling/prerendered-pages.mjs).
 */
const { execFileSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const { PRERENDERED_PAGES_FILE } = require('./prerendered-files');
const { SCRIPT_RULE, cssModuleNameOf, nativeSyncExternalStore } = require('./webpack');

/** Runs the built prerender entry once the build is written, and writes its pages into dist. */
class WritePrerenderedPagesPlugin {
  /** @param {{ bundle: string, dist: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedPagesPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const json = execFileSync(
        process.execPath,
        [path.join(__dirname, 'prerender-run.cjs'), this.options.bundle, 'http://localhost/'],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
      );
      writeFileSync(path.join(this.options.dist, PRERENDERED_PAGES_FILE), json);
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir   the app's folder
 * @param {string} app.name  its federation name (its CSS Module names start with it)
 * @param {string} app.entry its prerender module, exporting `renderPublicPages()`
 */
function createPrerenderConfig({ dir, name, entry }) {
  const output = path.join(dir, 'dist-prerender');
  return {
    name: 'prerender',
    // After the client build: that one empties dist, where this one writes its pages.
    dependencies: ['client'],
    mode: 'production',
    context: dir,
    target: 'node',
    entry: { render: entry },
    output: {
      path: output,
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: nativeSyncExternalStore() },
    module: {
      rules: [
        SCRIPT_RULE,
        {
          test: /\.module\.css$/,
          loader: 'css-loader',
          options: {
            modules: {
              localIdentName: cssModuleNameOf(name, true),
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: true,
            },
          },
        },
        // Global styles reach the page through its client build's stylesheets.
        { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' },
      ],
    },
    // One file, read once at build time: nothing to split or minify.
    optimization: { minimize: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new WritePrerenderedPagesPlugin({
        bundle: path.join(output, 'render.js'),
        dist: path.join(dir, 'dist'),
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createPrerenderConfig };
