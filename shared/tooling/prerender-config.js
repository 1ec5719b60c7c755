// @ts-check
/**
 * The second build of an app whose markup a deployment puts into the shell's HTML: its prerender
 * entry, built for Node with the same loaders and CSS Module names as its client build. Either run
 * once after the build, its answer written into dist (a remote's public pages, decision 0016, read by
 * shared/tooling/prerendered-pages.mjs; the shell's layout frames), or kept for the server that renders
 * signed-in pages at request time (decision 0021, shared/tooling/signed-in-pages.mjs).
 */
const { execFileSync } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const { SCRIPT_RULE, cssModuleNameOf, nativeSyncExternalStore } = require('./webpack');

/**
 * What a build-time run writes: the entry's export `exportName` is called, and its answer is written
 * into the app's dist as `{ [key]: answer }` in `file`.
 * @typedef {{ exportName: string, key: string, file: string }} PrerenderRun
 */

/** Runs the built prerender entry once the build is written, and writes its answer into dist. */
class WritePrerenderedPagesPlugin {
  /** @param {{ bundle: string, dist: string, run: PrerenderRun }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedPagesPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const { bundle, dist, run } = this.options;
      const json = execFileSync(
        process.execPath,
        [path.join(__dirname, 'prerender-run.cjs'), bundle, 'http://localhost/', run.exportName, run.key],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
      );
      writeFileSync(path.join(dist, run.file), json);
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir   the app's folder
 * @param {string} app.name  its federation name (its CSS Module names start with it)
 * @param {string} app.entry its prerender module
 * @param {PrerenderRun} [app.run] run at build time; without it, the bundle is kept for a server
 */
function createPrerenderConfig({ dir, name, entry, run }) {
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
    // One file, read once by a build or a server: nothing to split or minify.
    optimization: { minimize: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(run
        ? [
            new WritePrerenderedPagesPlugin({
              bundle: path.join(output, 'render.js'),
              dist: path.join(dir, 'dist'),
              run,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * An app's webpack export with its prerender build beside the client one in production; a dev
 * server builds the client alone.
 * @param {(env: any, argv: any) => object} client the app's client config (createAppConfig)
 * @param {Parameters<typeof createPrerenderConfig>[0]} prerender
 */
function withPrerenderBuild(client, prerender) {
  return (/** @type {any} */ env, /** @type {any} */ argv) =>
    argv.mode === 'development' ? client(env, argv) : [client(env, argv), createPrerenderConfig(prerender)];
}

module.exports = { createPrerenderConfig, withPrerenderBuild };
